// Requests to a test service the way a client sends them.
import type { TestService } from './test-service'

export const BASE_URL = 'http://127.0.0.1:8787'

export interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

export async function call(
  t: TestService,
  path: string,
  init: { token?: string | null; method?: string; tick?: boolean } = {},
): Promise<Answer> {
  // Each call moves the clock by a second unless told not to, so the rate limit of a demo
  // token never trips a test that is not about it.
  if (init.tick !== false) t.clock.advance(1000)
  const token = init.token === undefined ? 'demo-analyst' : init.token
  const headers = new Headers(token === null ? {} : { authorization: `Bearer ${token}` })
  const response = await t.service.fetch(
    new Request(new URL(path, BASE_URL), { method: init.method ?? 'GET', headers }),
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
