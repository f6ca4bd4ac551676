import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'

import { createClient } from './client'
import { isAbortError } from './errors'
import { pageItems, paginate } from './paginate'
import type { PageProgress } from './paginate'
import { BASE, place, savedLocation, startMswServer } from '../testing/api-fixtures'

const server = startMswServer()

/** Five places served two per page; links alternate between absolute upstream and relative. */
function servePlaces(requests: string[], onRequest?: () => Promise<void>) {
  const ids = ['1', '2', '3', '4', '5']
  server.use(
    http.get(`${BASE}/v1/places/`, async ({ request }) => {
      const url = new URL(request.url)
      requests.push(url.pathname + url.search)
      await onRequest?.()
      const offset = Number(url.searchParams.get('offset') ?? '0')
      const next = offset + 2
      const link =
        next >= ids.length
          ? null
          : offset === 0
            ? `https://upstream.example.com/v1/places/?q=syd&offset=${next}`
            : `/v1/places/?q=syd&offset=${next}`
      return HttpResponse.json({
        count: ids.length,
        next: link,
        previous: null,
        results: ids.slice(offset, next).map(place),
      })
    }),
  )
}

describe('paginate', () => {
  it('follows absolute and relative next links to the last page, reporting progress', async () => {
    const requests: string[] = []
    servePlaces(requests)
    const client = createClient({ baseUrl: BASE, token: 't' })
    const progress: PageProgress[] = []
    const seen: string[][] = []
    for await (const page of paginate(
      client.searchPlaces,
      { q: 'syd' },
      { onProgress: (p) => progress.push(p) },
    )) {
      seen.push(pageItems(page).map((p) => p.id))
    }
    expect(seen).toEqual([['1', '2'], ['3', '4'], ['5']])
    expect(requests).toEqual([
      '/v1/places/?q=syd',
      '/v1/places/?q=syd&offset=2',
      '/v1/places/?q=syd&offset=4',
    ])
    expect(progress).toEqual([
      { fetched: 2, total: 5 },
      { fetched: 4, total: 5 },
      { fetched: 5, total: 5 },
    ])
  })

  it('stops with an AbortError when the signal aborts between pages', async () => {
    const requests: string[] = []
    servePlaces(requests)
    const client = createClient({ baseUrl: BASE, token: 't' })
    const controller = new AbortController()
    const seen: number[] = []
    const run = async () => {
      for await (const page of paginate(
        client.searchPlaces,
        { q: 'syd' },
        { signal: controller.signal },
      )) {
        seen.push(page.results.length)
        controller.abort()
      }
    }
    const failure = await run().catch((e: unknown) => e)
    expect(isAbortError(failure)).toBe(true)
    expect(seen).toEqual([2])
    expect(requests).toHaveLength(1)
  })

  it('cancels the request in flight when the signal aborts', async () => {
    const requests: string[] = []
    const controller = new AbortController()
    // The abort arrives while the server is still answering the first page.
    servePlaces(requests, async () => {
      controller.abort()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    const client = createClient({ baseUrl: BASE, token: 't' })
    const iterator = paginate(client.searchPlaces, { q: 'syd' }, { signal: controller.signal })
    const failure = await iterator.next().catch((e: unknown) => e)
    expect(isAbortError(failure)).toBe(true)
    expect(requests).toHaveLength(1)
    await expect(iterator.next()).resolves.toEqual({ done: true, value: undefined })
  })

  it('advances by offset for lists without next links (saved locations)', async () => {
    const offsets: (string | null)[] = []
    const all = ['a', 'b', 'c', 'd', 'e']
    server.use(
      http.get(`${BASE}/v1/saved-locations/`, ({ request }) => {
        const params = new URL(request.url).searchParams
        offsets.push(params.get('offset'))
        const offset = Number(params.get('offset') ?? '0')
        const limit = Number(params.get('limit') ?? '10')
        return HttpResponse.json({
          count: all.length,
          locations: all.slice(offset, offset + limit).map(savedLocation),
        })
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't' })
    const ids: string[] = []
    for await (const page of paginate(client.listSavedLocations, { limit: 2, sort: ['name'] })) {
      ids.push(...pageItems(page).map((l) => l.location_id))
    }
    expect(ids).toEqual(all)
    expect(offsets).toEqual([null, '2', '4'])
  })
})
