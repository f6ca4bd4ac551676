import { describe, expect, it } from 'vitest'

import { installTrustedTypesPolicy, isOwnScriptUrl, isParsedHtmlSink } from './trusted-types'

const PAGE = 'http://127.0.0.1:4173/events?x=1'

describe('the default Trusted Types policy', () => {
  it('takes script URLs of the page’s own origin, its blob: URLs among them', () => {
    expect(isOwnScriptUrl('/assets/service.worker-abc.js', PAGE)).toBe(true)
    expect(isOwnScriptUrl('./service-worker.js', PAGE)).toBe(true)
    expect(isOwnScriptUrl('blob:http://127.0.0.1:4173/1b2c', PAGE)).toBe(true)
    expect(isOwnScriptUrl('https://cdn.example.com/x.js', PAGE)).toBe(false)
    expect(isOwnScriptUrl('http://127.0.0.1:8787/x.js', PAGE)).toBe(false)
    expect(isOwnScriptUrl('data:text/javascript,1', PAGE)).toBe(false)
    expect(isOwnScriptUrl('blob:https://evil.example/1b2c', PAGE)).toBe(false)
  })

  it('takes HTML only on its way into DOMParser', () => {
    expect(isParsedHtmlSink('DOMParser parseFromString')).toBe(true)
    expect(isParsedHtmlSink('Element innerHTML')).toBe(false)
    expect(isParsedHtmlSink(undefined)).toBe(false)
  })

  it('is made once, as `default`, where the browser has Trusted Types', () => {
    const made: string[] = []
    let rules: Record<string, (value: string, type?: unknown, sink?: unknown) => unknown> = {}
    const scope = {
      location: { href: PAGE },
      trustedTypes: {
        defaultPolicy: null,
        createPolicy(name: string, given: typeof rules) {
          made.push(name)
          rules = given
          return {}
        },
      },
    } as unknown as typeof globalThis
    installTrustedTypesPolicy(scope)
    expect(made).toEqual(['default'])
    expect(rules.createScriptURL?.('/assets/w.js')).toBe('/assets/w.js')
    expect(rules.createScriptURL?.('https://cdn.example.com/w.js')).toBeNull()
    expect(rules.createHTML?.('<b>x</b>', 'TrustedHTML', 'Element innerHTML')).toBeNull()
    expect(rules.createHTML?.('<a>x</a>', 'TrustedHTML', 'DOMParser parseFromString')).toBe(
      '<a>x</a>',
    )
    expect(rules.createScript).toBeUndefined()
    // Where the browser has none, nothing is made and nothing fails.
    installTrustedTypesPolicy({ location: { href: PAGE } } as unknown as typeof globalThis)
  })
})
