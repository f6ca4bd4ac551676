import { describe, expect, it } from 'vitest'
import { authenticate } from './authenticate'
import { DEMO_ACCOUNTS } from '../../contract/demo-accounts'
import { DEMO_TOKENS, organisationForToken } from './accounts'
import { RateLimiter } from './rate-limit'

describe('authenticate', () => {
  it('accepts every demo token as a bearer credential', () => {
    for (const token of DEMO_TOKENS) {
      const result = authenticate(`Bearer ${token}`)
      expect(result.ok).toBe(true)
      if (result.ok) expect(result.organisation).toBe(organisationForToken(token))
    }
  })

  it('signs every account the page offers in as its organisation', () => {
    expect(DEMO_TOKENS).toEqual(DEMO_ACCOUNTS.map((account) => account.token))
    for (const account of DEMO_ACCOUNTS) {
      expect(organisationForToken(account.token)?.id).toBe(account.orgId)
    }
  })

  it.each([
    [null, 'not provided'],
    ['', 'not provided'],
    ['demo-analyst', 'Bearer'],
    ['Basic ZGVtbzpkZW1v', 'Bearer'],
    ['Bearer nope', 'Invalid'],
  ])('rejects %j', (header, message) => {
    const result = authenticate(header)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toContain(message)
  })
})

describe('RateLimiter', () => {
  it('allows the limit within one second and refuses the next until the window turns', () => {
    const limiter = new RateLimiter()
    const t0 = 1_700_000_000_000
    const decisions = Array.from({ length: 6 }, (_, i) => limiter.take('org', 5, t0 + i * 10))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false])
    expect(decisions[5]?.retryAfterSeconds).toBe(1)
    expect(limiter.take('org', 5, t0 + 1000).allowed).toBe(true)
  })

  it('counts organisations separately', () => {
    const limiter = new RateLimiter()
    const t0 = 1_700_000_000_000
    expect(limiter.take('a', 1, t0).allowed).toBe(true)
    expect(limiter.take('a', 1, t0).allowed).toBe(false)
    expect(limiter.take('b', 1, t0).allowed).toBe(true)
  })
})
