// A stand-in for a real backend, for journeys that need answers the embedded service never gives:
// node:http on 127.0.0.1, answering the events view's endpoints (src/contract/routes.ts:
// searchEvents, countEvents, eventsCalendar, searchPlaces) from a fixed list of records, and 404
// `{"error":"not found"}` for any other path, as the API does. The app calls it cross-origin (the
// Account page's base URL setting), so every answer carries CORS headers and preflights succeed.
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenOnLoopback } from './ports'

export type BackendRecord = Readonly<Record<string, unknown>>

export interface OddBackend {
  /** `http://127.0.0.1:<port>`, for the Account page's base URL. */
  readonly url: string
  /** `METHOD /path?query` of every request so far, in order. */
  readonly requests: readonly string[]
  close(): Promise<void>
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
}

/** Places the records' hierarchies may name; other ids stay unknown, as a real gazetteer's can. */
const PLACES = [
  { id: '6295630', type: 'planet', name: 'Earth' },
  { id: '6255149', type: 'continent', name: 'North America' },
  { id: '6252001', type: 'country', name: 'United States' },
  { id: '4896861', type: 'region', name: 'Illinois' },
  { id: '4250542', type: 'locality', name: 'Springfield' },
].map((place) => ({
  ...place,
  county: null,
  region: null,
  country: 'United States',
  country_alpha2: 'US',
  country_alpha3: 'USA',
  location: [-89.65, 39.78],
}))

const page = (results: readonly unknown[]) => ({
  count: results.length,
  overflow: false,
  next: null,
  previous: null,
  results,
})

const levels = (values: readonly number[]) => ({
  '1': values[0] ?? 0,
  '2': values[1] ?? 0,
  '3': values[2] ?? 0,
  '4': values[3] ?? 0,
  '5': values[4] ?? 0,
})

/**
 * Counts as plausible as the contract allows, with keys a real backend may add: a category the
 * dashboard does not know, an empty label and a long one.
 */
function countOf(records: readonly BackendRecord[]) {
  return {
    count: records.length,
    top_rank: 64,
    top_local_rank: 71,
    top_aviation_rank: null,
    rank_levels: levels([records.length - 1, 0, 0, 1, 0]),
    local_rank_levels: levels([0, 0, 0, 1, 0]),
    aviation_rank_levels: levels([1, 0, 0, 0, 0]),
    categories: { concerts: 1, sports: 1, 'space-launches': 2, '': 1 },
    labels: { concert: 1, music: 1, '': 1, [`long-label-${'x'.repeat(300)}`]: 1 },
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

function route(records: readonly BackendRecord[], request: IncomingMessage): [number, unknown] {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const ids = url.searchParams.get('id')?.split(',') ?? []
  switch (url.pathname) {
    case '/v1/events/':
      // `id=` is how the view fetches a selected event that is not on the page.
      return [
        200,
        page(ids.length > 0 ? records.filter((r) => ids.includes(String(r.id))) : records),
      ]
    case '/v1/events/count/':
      return [200, countOf(records)]
    case '/v1/events/calendar/':
      return [200, { count: 0, next: null, previous: null, results: [] }]
    case '/v1/places/':
      return [200, page(PLACES.filter((place) => ids.includes(place.id)))]
    default:
      return [404, { error: 'not found' }]
  }
}

/** Starts the backend on a free loopback port, answering with `records`. */
export async function startOddBackend(records: readonly BackendRecord[]): Promise<OddBackend> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    requests.push(`${request.method ?? 'GET'} ${request.url ?? '/'}`)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    const [status, body] = route(records, request)
    answer(response, status, body)
  })
  const { url, close } = await listenOnLoopback(server)
  return { url, requests, close }
}
