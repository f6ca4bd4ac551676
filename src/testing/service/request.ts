// Requests to a test service the way a client sends them.
import type { TestService } from './test-service'

export const BASE_URL = 'http://127.0.0.1:8787'

export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

export interface CallOptions {
  /** The bearer token; null sends none (default: the analyst's). */
  readonly token?: string | null
  readonly method?: string
  /** JSON-serialised as the request body; a string is sent as it is. */
  readonly body?: unknown
  /** Service-clock ms to move first (default 1000), or false to leave the clock. */
  readonly tick?: number | false
}

export async function call(t: TestService, path: string, init: CallOptions = {}): Promise<Answer> {
  // Each call moves the clock by a second unless told otherwise, so the rate limit of a demo
  // token never trips a test that is not about it.
  if (init.tick !== false) t.clock.advance(init.tick ?? 1000)
  const token = init.token === undefined ? 'demo-analyst' : init.token
  const headers = new Headers(token === null ? {} : { authorization: `Bearer ${token}` })
  let body: string | undefined
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
  }
  const response = await t.service.fetch(
    new Request(new URL(path, BASE_URL), {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined && { body }),
    }),
  )
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  }
}

/** GET a path with the analyst token, failing loudly on anything but 200. */
export async function get(t: TestService, path: string, token?: string): Promise<unknown> {
  const answer = await call(t, path, { ...(token !== undefined && { token }) })
  if (answer.status !== 200)
    throw new Error(`${path} -> ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** The body that saves a circle of `radiusKm` around a point, as the locations view sends it. */
export function circleLocationBody(
  name: string,
  [lon, lat]: readonly [number, number],
  radiusKm: number,
) {
  return {
    name,
    geojson: {
      type: 'Feature',
      properties: { radius: radiusKm, radius_unit: 'km' },
      geometry: { type: 'Point', coordinates: [lon, lat] },
    },
  }
}
