import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'

import { createClient } from './client'
import type { FetchLike } from './http'
import { apiQueryOptions, normaliseInput, queryKeys } from './query-options'
import { BASE, account, startMswServer } from '../testing/api-fixtures'

const server = startMswServer()

describe('queryKeys', () => {
  it('gives inputs that send the same request the same key', () => {
    const a = queryKeys.request('searchEvents', {
      category: ['concerts', 'sports'],
      limit: 50,
      q: undefined,
      'brand_unsafe.exclude': true,
    })
    const b = queryKeys.request('searchEvents', {
      'brand_unsafe.exclude': 'true',
      limit: '50',
      category: 'concerts,sports',
    })
    expect(a).toEqual(b)
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a).toEqual([
      'api',
      'searchEvents',
      { 'brand_unsafe.exclude': 'true', category: 'concerts,sports', limit: '50' },
    ])
    expect(queryKeys.request('searchEvents', { limit: 51 })).not.toEqual(
      queryKeys.request('searchEvents', { limit: 50 }),
    )
  })

  it('keeps path parameters and canonical bodies, under the operation prefix', () => {
    const key = queryKeys.request('savedLocationEvents', {
      location_id: 'loc-1',
      category: ['concerts'],
    })
    expect(key).toEqual([
      'api',
      'savedLocationEvents',
      { category: 'concerts', location_id: 'loc-1' },
    ])
    expect(key.slice(0, 2)).toEqual(queryKeys.operation('savedLocationEvents'))
    expect(queryKeys.operation('savedLocationEvents').slice(0, 1)).toEqual(queryKeys.all)

    const body = normaliseInput('features', {
      location: { place_id: ['1'] },
      active: { lte: '2025-01-10', gte: '2025-01-01', gt: undefined },
      svc_attendance_sports: true,
    })
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        active: { gte: '2025-01-01', lte: '2025-01-10' },
        location: { place_id: ['1'] },
        svc_attendance_sports: true,
      }),
    )
    expect(queryKeys.request('accountSelf')).toEqual(['api', 'accountSelf', {}])
  })
})

describe('apiQueryOptions', () => {
  it('fetches through the client under its key', async () => {
    server.use(http.get(`${BASE}/v1/accounts/self/`, () => HttpResponse.json(account)))
    const client = createClient({ baseUrl: BASE, token: 't' })
    const queryClient = new QueryClient()
    const options = apiQueryOptions(client, 'accountSelf')
    await expect(queryClient.query(options)).resolves.toEqual(account)
    expect(queryClient.getQueryData(options.queryKey)).toEqual(account)
  })

  it("passes react-query's signal to the request, so cancelling a query aborts it", async () => {
    const signals: AbortSignal[] = []
    const recordingFetch: FetchLike = (input, init) => {
      if (init.signal) signals.push(init.signal)
      return globalThis.fetch(input, init)
    }
    let release: () => void = () => undefined
    server.use(
      http.get(`${BASE}/v1/saved-locations/:id/`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return HttpResponse.json({ error: 'not found' }, { status: 404 })
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't', fetch: recordingFetch })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const options = apiQueryOptions(client, 'getSavedLocation', { location_id: 'loc-9' })
    const pending = queryClient.query(options).catch((e: unknown) => e)
    while (signals.length === 0) await new Promise((resolve) => setTimeout(resolve, 1))
    await queryClient.cancelQueries({ queryKey: options.queryKey })
    release()
    expect(signals[0]?.aborted).toBe(true)
    await pending
  })
})
