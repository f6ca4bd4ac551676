import { describe, expect, it } from 'vitest'

import {
  baseUrlProblem,
  connectionOf,
  hasErrors,
  saveEffect,
  tokenProblem,
  untestableReason,
  validateDraft,
} from './connection-draft'
import type { ConnectionDraft } from './connection-draft'

const ORIGIN = 'http://127.0.0.1:4173'
const backend = (baseUrl: string, token = 'key-1'): ConnectionDraft => ({
  mode: 'proxy',
  baseUrl,
  token,
})

describe('baseUrlProblem', () => {
  it('accepts http and https addresses, with or without a path, and empty for this server', () => {
    for (const ok of [
      '',
      '   ',
      'https://api.example.com',
      'http://127.0.0.1:8787/',
      'https://example.com/eventscope/api',
    ]) {
      expect(baseUrlProblem(ok), ok).toBeUndefined()
    }
  })

  it('takes http only on this machine, the one origin besides https the page may reach', () => {
    expect(baseUrlProblem('http://localhost:8787')).toBeUndefined()
    expect(baseUrlProblem('http://api.example.com')).toMatch(/Use https:\/\/ for a backend/)
    expect(baseUrlProblem('http://192.168.1.20:8787')).toMatch(/Use https:\/\/ for a backend/)
  })

  it('rejects text that is not an absolute http(s) address', () => {
    expect(baseUrlProblem('api.example.com')).toMatch(/http:\/\/ or https:\/\//)
    expect(baseUrlProblem('not a url')).toMatch(/full address/)
    expect(baseUrlProblem('ftp://example.com')).toMatch(/must start with http/)
    expect(baseUrlProblem('javascript:alert(1)')).toMatch(/must start with http/)
  })

  it('rejects credentials, a query or a fragment, and a trailing /v1', () => {
    expect(baseUrlProblem('https://user:pw@example.com')).toMatch(/user name/)
    expect(baseUrlProblem('https://example.com/?x=1')).toMatch(/\? or #/)
    expect(baseUrlProblem('https://example.com/#top')).toMatch(/\? or #/)
    expect(baseUrlProblem('https://example.com/v1')).toMatch(/Leave \/v1 out/)
    expect(baseUrlProblem('https://example.com/v1/')).toMatch(/Leave \/v1 out/)
    expect(baseUrlProblem('https://example.com/v10')).toBeUndefined()
  })
})

describe('tokenProblem', () => {
  it('needs a token without spaces inside', () => {
    expect(tokenProblem('')).toMatch(/Enter the access token/)
    expect(tokenProblem('  ')).toMatch(/Enter the access token/)
    expect(tokenProblem('two words')).toMatch(/spaces/)
    expect(tokenProblem(' demo-analyst ')).toBeUndefined()
  })

  it("lets this server's own /v1 proxy go without a token, since the proxy adds its own", () => {
    expect(tokenProblem('', true)).toBeUndefined()
    expect(tokenProblem('two words', true)).toMatch(/spaces/)
  })
})

describe('validateDraft', () => {
  it('checks the base URL only for a backend', () => {
    expect(validateDraft({ mode: 'embedded', baseUrl: 'nonsense', token: 'demo-analyst' })).toEqual(
      {},
    )
    const errors = validateDraft(backend('nonsense'))
    expect(Object.keys(errors)).toEqual(['baseUrl'])
    expect(hasErrors(errors)).toBe(true)
  })

  it('reports both fields at once', () => {
    const errors = validateDraft(backend('ftp://x', ''))
    expect(errors.baseUrl).toBeDefined()
    expect(errors.token).toBeDefined()
    expect(hasErrors(validateDraft(backend('https://api.example.com')))).toBe(false)
  })
})

describe('connectionOf', () => {
  it('trims the token and the base URL, and drops the base URL of the embedded service', () => {
    expect(connectionOf(backend(' https://api.example.com/ ', ' key '))).toEqual({
      mode: 'proxy',
      baseUrl: 'https://api.example.com',
      token: 'key',
    })
    expect(connectionOf({ mode: 'embedded', baseUrl: 'https://x', token: 'demo-us-only' })).toEqual(
      { mode: 'embedded', baseUrl: '', token: 'demo-us-only' },
    )
  })
})

describe('saveEffect', () => {
  const embedded = { mode: 'embedded', baseUrl: '', token: 'demo-analyst' } as const
  it('reloads for a new mode, refetches for a new token or backend, else nothing', () => {
    expect(saveEffect(embedded, { ...embedded, mode: 'proxy' })).toBe('reload')
    expect(saveEffect(embedded, { ...embedded, token: 'demo-lapsed' })).toBe('refetch')
    const proxy = { mode: 'proxy', baseUrl: '', token: 'k' } as const
    expect(saveEffect(proxy, { ...proxy, baseUrl: 'https://api.example.com' })).toBe('refetch')
    expect(saveEffect(embedded, { ...embedded })).toBe('none')
  })
})

describe('untestableReason', () => {
  it('tests what this page can reach', () => {
    expect(untestableReason(backend('https://api.example.com'), 'embedded', ORIGIN)).toBeUndefined()
    expect(untestableReason(backend(''), 'proxy', ORIGIN)).toBeUndefined()
    expect(
      untestableReason({ mode: 'embedded', baseUrl: '', token: 'x' }, 'embedded', ORIGIN),
    ).toBeUndefined()
  })

  it("explains why the other mode's same-origin service cannot be tested before a reload", () => {
    expect(
      untestableReason({ mode: 'embedded', baseUrl: '', token: 'x' }, 'proxy', ORIGIN),
    ).toMatch(/embedded service starts when the page loads/)
    expect(untestableReason(backend(''), 'embedded', ORIGIN)).toMatch(/proxy cannot be tested/)
    expect(untestableReason(backend(`${ORIGIN}/`), 'embedded', ORIGIN)).toMatch(
      /proxy cannot be tested/,
    )
  })
})
