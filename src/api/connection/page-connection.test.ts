import { describe, expect, it } from 'vitest'
import { connectionFromMeta, EMBEDDED_CONNECTION, normalizeConnection } from './page-connection'

describe('connectionFromMeta', () => {
  it('is the embedded service with the demo token when the host says nothing', () => {
    expect(connectionFromMeta(null)).toEqual({
      mode: 'embedded',
      baseUrl: '',
      token: 'demo-analyst',
    })
    expect(connectionFromMeta('')).toBe(EMBEDDED_CONNECTION)
  })

  it('is proxy mode through this origin with no token of its own (the proxy adds it)', () => {
    expect(connectionFromMeta('{"mode":"proxy"}')).toEqual({
      mode: 'proxy',
      baseUrl: '',
      token: '',
    })
  })

  it('never takes a token from the tag', () => {
    expect(connectionFromMeta('{"mode":"proxy","token":"abc"}').token).toBe('')
  })

  it('ignores content it cannot read', () => {
    expect(connectionFromMeta('{"mode":"cloud"}')).toBe(EMBEDDED_CONNECTION)
    expect(connectionFromMeta('not json')).toBe(EMBEDDED_CONNECTION)
  })
})

describe('normalizeConnection', () => {
  it('keeps the embedded service on this origin and trims a trailing slash of a backend', () => {
    expect(normalizeConnection({ mode: 'embedded', baseUrl: 'http://x', token: 't' }).baseUrl).toBe(
      '',
    )
    expect(
      normalizeConnection({ mode: 'proxy', baseUrl: ' https://api.example.com/ ', token: 't' })
        .baseUrl,
    ).toBe('https://api.example.com')
  })
})
