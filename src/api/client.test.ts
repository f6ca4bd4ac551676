// The client over real fetch and Request/Response objects answered by msw/node.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'

import { parseQuery } from '../contract/query/parse'
import { routes } from '../contract/routes'
import { createClient } from './client'
import { absoluteUrl } from './url'
import { ApiError, ResponseShapeError, isRateLimited, isValidationError } from './errors'
import { mapEventsPage } from '../contract/event'
import {
  BASE,
  account,
  apiEvent,
  place,
  recordedSleeps,
  savedLocation,
  startMswServer,
} from '../testing/api-fixtures'

const server = startMswServer()
const emptyEvents = { count: 0, overflow: false, next: null, previous: null, results: [] }

describe('createClient', () => {
  it('serialises query input in the API grammar: comma lists and dotted keys', async () => {
    let query: URLSearchParams | undefined
    server.use(
      http.get(`${BASE}/v1/events/`, ({ request }) => {
        query = new URL(request.url).searchParams
        return HttpResponse.json(emptyEvents)
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't' })
    const page = await client.searchEvents({
      category: ['concerts', 'sports'],
      'active.gte': '2025-03-01',
      'rank.gte': 40,
      'brand_unsafe.exclude': true,
      within: '10km@-33.86,151.2',
      q: undefined,
    })
    expect(page).toEqual(emptyEvents)
    expect(Object.fromEntries(query ?? [])).toEqual({
      category: 'concerts,sports',
      'active.gte': '2025-03-01',
      'rank.gte': '40',
      'brand_unsafe.exclude': 'true',
      within: '10km@-33.86,151.2',
    })
    // What the client sends is what the contract's parser reads back.
    const parsed = parseQuery(routes.searchEvents.query, query ?? new URLSearchParams())
    expect(parsed.ok && parsed.value.category).toEqual(['concerts', 'sports'])
    expect(parsed.ok && parsed.value.brand_unsafe_exclude).toBe(true)
  })

  it('tells the URL each call is sent to, as the call builds it', async () => {
    const sent: string[] = []
    server.use(
      http.get(`${BASE}/v1/events/`, ({ request }) => {
        sent.push(request.url)
        return HttpResponse.json(emptyEvents)
      }),
      http.get(`${BASE}/v1/saved-locations/:id/insights/events/`, ({ request }) => {
        sent.push(request.url)
        return HttpResponse.json({ count: 0, results: [] })
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't' })
    const events = { category: ['concerts', 'sports'], within: '10km@-33.86,151.2', limit: 5 }
    const insights = { location_id: 'a b/c', limit: '10' }
    await client.searchEvents(events)
    await client.savedLocationEvents(insights)
    expect([client.searchEvents.url(events), client.savedLocationEvents.url(insights)]).toEqual(
      sent,
    )
    // A same-origin client sends a path, which a person is shown with the page's origin.
    const sameOrigin = createClient({ baseUrl: '', token: 't' })
    expect(sameOrigin.searchEvents.url({ limit: 5 })).toBe('/v1/events/?limit=5')
    expect(absoluteUrl(sameOrigin.searchEvents.url({ limit: 5 }), 'http://a.test')).toBe(
      'http://a.test/v1/events/?limit=5',
    )
    expect(absoluteUrl(client.searchEvents.url({ limit: 5 }), 'http://a.test')).toBe(
      `${BASE}/v1/events/?limit=5`,
    )
  })

  it('encodes path parameters and keeps them out of the query', async () => {
    let seen: { path: string; search: string } | undefined
    server.use(
      http.get(`${BASE}/v1/saved-locations/:id/insights/events/`, ({ request }) => {
        const url = new URL(request.url)
        seen = { path: url.pathname, search: url.search }
        return HttpResponse.json({ count: 0, results: [] })
      }),
    )
    const client = createClient({ baseUrl: `${BASE}/`, token: 't' })
    await client.savedLocationEvents({ location_id: 'a/b c', category: ['concerts'] })
    expect(seen).toEqual({
      path: '/v1/saved-locations/a%2Fb%20c/insights/events/',
      search: '?category=concerts',
    })
  })

  it('posts a JSON body, and returns undefined for a 204', async () => {
    const received: { method: string; type: string | null; body: unknown }[] = []
    server.use(
      http.post(`${BASE}/v1/saved-locations/`, async ({ request }) => {
        received.push({
          method: 'POST',
          type: request.headers.get('content-type'),
          body: await request.json(),
        })
        return HttpResponse.json({ location_id: 'loc-1' }, { status: 201 })
      }),
      http.put(`${BASE}/v1/saved-locations/:id/`, async ({ request, params }) => {
        received.push({
          method: `PUT ${String(params.id)}`,
          type: request.headers.get('content-type'),
          body: await request.json(),
        })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't' })
    const body = { name: 'Harbour', labels: ['office'], place_ids: ['2147714'] }
    await expect(client.createSavedLocation(body)).resolves.toEqual({ location_id: 'loc-1' })
    await expect(client.updateSavedLocation({ location_id: 'loc-1', ...body })).resolves.toBe(
      undefined,
    )
    expect(received).toEqual([
      { method: 'POST', type: 'application/json', body },
      { method: 'PUT loc-1', type: 'application/json', body },
    ])
  })

  it('calls an operation without input, sending the bearer token', async () => {
    let auth: string | null = null
    server.use(
      http.get(`${BASE}/v1/accounts/self/`, ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json(account)
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 'demo-analyst' })
    await expect(client.accountSelf()).resolves.toEqual(account)
    expect(auth).toBe('Bearer demo-analyst')
  })

  it('rejects a 2xx body that does not match the contract unless validation is off', async () => {
    server.use(http.get(`${BASE}/v1/accounts/self/`, () => HttpResponse.json({ id: 1 })))
    const strict = createClient({ baseUrl: BASE, token: 't' })
    await expect(strict.accountSelf()).rejects.toBeInstanceOf(ResponseShapeError)
    const lax = createClient({ baseUrl: BASE, token: 't', validateResponses: false })
    await expect(lax.accountSelf()).resolves.toEqual({ id: 1 })
  })

  it('reads a page in a narrower shape: those fields checked and kept, the rest left alone', async () => {
    const full = apiEvent('gig')
    // A description the contract refuses does not matter to a map, a location it refuses does.
    const page = (event: object) => ({ ...emptyEvents, count: 1, results: [event] })
    let answer: object = page({ ...full, description: 7 })
    server.use(http.get(`${BASE}/v1/events/`, () => HttpResponse.json(answer)))
    const client = createClient({ baseUrl: BASE, token: 't' })
    const read = await client.searchEvents.reading(mapEventsPage)({ category: ['concerts'] })
    expect(read.results).toEqual([
      {
        id: full.id,
        title: full.title,
        category: full.category,
        location: full.location,
        rank: full.rank,
        start: full.start,
        end: full.end,
        timezone: full.timezone,
        svc_attendance: full.svc_attendance,
      },
    ])
    await expect(client.searchEvents({ category: ['concerts'] })).rejects.toBeInstanceOf(
      ResponseShapeError,
    )
    answer = page({ ...full, location: 'nowhere' })
    await expect(client.searchEvents.reading(mapEventsPage)()).rejects.toBeInstanceOf(
      ResponseShapeError,
    )
  })

  it.each([
    [
      '{error: [...]} (query validation)',
      { error: [{ field: 'limit', msg: 'too big', type: 'range' }] },
      1,
    ],
    [
      '{error, details} (body validation)',
      { error: 'invalid', details: [{ field: 'name', msg: 'required', type: 'required' }] },
      1,
    ],
    ['{error} alone', { error: 'malformed JSON' }, 0],
  ])('exposes the field list of a 400 %s', async (_shape, body, issueCount) => {
    server.use(http.get(`${BASE}/v1/places/`, () => HttpResponse.json(body, { status: 400 })))
    const client = createClient({ baseUrl: BASE, token: 't' })
    const failure = await client.searchPlaces({ q: 'x' }).catch((e: unknown) => e)
    expect(isValidationError(failure)).toBe(true)
    if (!(failure instanceof ApiError)) throw new Error('expected an ApiError')
    expect(failure.body).toEqual(body)
    expect(failure.issues).toHaveLength(issueCount)
    expect(failure.operationId).toBe('searchPlaces')
    expect(failure.url).toBe(`${BASE}/v1/places/?q=x`)
  })

  it('retries 429 twice then succeeds, with growing sleeps that honour Retry-After', async () => {
    let attempts = 0
    server.use(
      http.get(`${BASE}/v1/places/`, () => {
        attempts++
        if (attempts === 1) return new HttpResponse(null, { status: 429 })
        if (attempts === 2)
          return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [place('1')] })
      }),
    )
    const { sleeps, retry } = recordedSleeps()
    const client = createClient({
      baseUrl: BASE,
      token: 't',
      retry: { ...retry, baseDelayMs: 200 },
    })
    const page = await client.searchPlaces({ q: 'syd' })
    expect(page.results.map((p) => p.id)).toEqual(['1'])
    expect(attempts).toBe(3)
    expect(sleeps).toEqual([100, 1200])
    expect(sleeps[1]).toBeGreaterThanOrEqual(1000)
  })

  it('fails with ApiError 429 once the retries are spent', async () => {
    let attempts = 0
    server.use(
      http.get(`${BASE}/v1/places/`, () => {
        attempts++
        return new HttpResponse(null, { status: 429 })
      }),
    )
    const { sleeps, retry } = recordedSleeps()
    const client = createClient({ baseUrl: BASE, token: 't', retry })
    const failure = await client.searchPlaces({ q: 'x' }).catch((e: unknown) => e)
    expect(isRateLimited(failure)).toBe(true)
    expect(attempts).toBe(5)
    expect(sleeps).toEqual([250, 500, 1000, 2000])
  })

  it('never has more requests in flight than the pool size', async () => {
    let inFlight = 0
    let peak = 0
    server.use(
      http.get(`${BASE}/v1/saved-locations/:id/`, async ({ params }) => {
        inFlight++
        peak = Math.max(peak, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight--
        return HttpResponse.json(savedLocation(String(params.id)))
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't', concurrency: 3 })
    const ids = Array.from({ length: 12 }, (_, i) => `loc-${i}`)
    const found = await Promise.all(ids.map((id) => client.getSavedLocation({ location_id: id })))
    expect(found.map((l) => l.location_id)).toEqual(ids)
    expect(peak).toBe(3)
  })

  it('drops a queued request whose signal aborts before it is sent', async () => {
    const sent: string[] = []
    server.use(
      http.get(`${BASE}/v1/saved-locations/:id/`, async ({ params }) => {
        sent.push(String(params.id))
        await new Promise((resolve) => setTimeout(resolve, 5))
        return HttpResponse.json(savedLocation(String(params.id)))
      }),
    )
    const client = createClient({ baseUrl: BASE, token: 't', concurrency: 1 })
    const controller = new AbortController()
    const first = client.getSavedLocation({ location_id: 'first' })
    const queued = client.getSavedLocation({ location_id: 'queued' }, { signal: controller.signal })
    controller.abort()
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' })
    await first
    expect(sent).toEqual(['first'])
  })
})
