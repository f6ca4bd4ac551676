import { describe, expect, it } from 'vitest'
import { createService } from '../app'
import { composeHandlers } from './handler-table'

const auth = { authorization: 'Bearer demo-analyst' }

describe('composeHandlers', () => {
  it('answers 501 for an operation no group implements, and later groups win', async () => {
    const handlers = composeHandlers(
      {
        accountSelf: () => ({
          id: 'first',
          name: 'a',
          description: '',
          industry: { id: 'x', name: 'x' },
          created_at: '2024-01-01T00:00:00Z',
          updated_at: '2024-01-01T00:00:00Z',
        }),
      },
      {
        accountSelf: () => ({
          id: 'second',
          name: 'b',
          description: '',
          industry: { id: 'x', name: 'x' },
          created_at: '2024-01-01T00:00:00Z',
          updated_at: '2024-01-01T00:00:00Z',
        }),
      },
    )
    const service = createService({ handlers, clock: () => Date.UTC(2026, 0, 1) })
    const account = await service.fetch(
      new Request('http://x/v1/accounts/self/', { headers: auth }),
    )
    expect(account.status).toBe(200)
    expect(((await account.json()) as { id: string }).id).toBe('second')
    const events = await service.fetch(new Request('http://x/v1/events/count/', { headers: auth }))
    expect(events.status).toBe(501)
    expect(await events.json()).toEqual({ error: 'countEvents is not implemented by this service' })
  })
})
