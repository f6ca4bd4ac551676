// A few thousand seeded requests to the real Node server on 127.0.0.1 (testing/http-fuzz*.ts):
// every route with odd query strings, ids, methods, headers and bodies through fetch, and
// malformed requests through raw sockets. Nothing the client sends makes the server fail: no 5xx,
// no dropped connection, and every 4xx carries a JSON `error` (a message or a list of fields).
import { afterAll, beforeAll, expect, it } from 'vitest'

import { fetchCases } from '../../testing/service/http-fuzz'
import type { FetchCase } from '../../testing/service/http-fuzz'
import { rawCases } from '../../testing/service/http-fuzz-raw'
import type { RawCase } from '../../testing/service/http-fuzz-raw'
import { rawRequest } from '../../testing/service/raw-http'
import { createTestService } from '../../testing/service/test-service'
import type { TestService } from '../../testing/service/test-service'
import { serveHttp } from './node-http'
import type { RunningServer } from './node-http'

const SEED = 20260615
const PER_ROUTE = 110 // x 17 routes
const RAW = 600
const CONCURRENCY = 4

let t: TestService
let server: RunningServer

beforeAll(async () => {
  // The smallest dataset the test service builds: the fuzz is about the transport, not search.
  t = await createTestService({ eventCount: 2_000 })
  server = await serveHttp(
    {
      fetch: (request) => {
        // A second per request keeps most requests under the rate limit, so they reach the
        // handlers; the ones that do not still get a JSON 429.
        t.clock.advance(1000)
        return t.service.fetch(request)
      },
    },
    { port: 0 },
  )
}, 300_000)

afterAll(async () => {
  await server.close()
})

interface Outcome {
  readonly status: number
  readonly body: string
  readonly head: boolean
}

async function run(c: FetchCase | RawCase): Promise<Outcome> {
  if (c.kind === 'raw') {
    const answer = await rawRequest(server.url, c.bytes)
    if (answer instanceof Error) throw answer
    return { status: answer.status, body: answer.body, head: false }
  }
  const response = await fetch(`${server.url}${c.target}`, {
    method: c.method,
    headers: c.headers,
    ...(c.body !== undefined && { body: c.body }),
  })
  return { status: response.status, body: await response.text(), head: c.method === 'HEAD' }
}

function describeCase(c: FetchCase | RawCase): string {
  const text =
    c.kind === 'raw'
      ? JSON.stringify(c.bytes.toString('latin1'))
      : `${c.method} ${c.target} ${JSON.stringify(c.headers)} ${c.body ?? ''}`
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

/** `{error: string}` or `{error: [...]}` (with or without `details`), as contract/errors.ts. */
function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as unknown
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return false
    return typeof parsed.error === 'string' || Array.isArray(parsed.error)
  } catch {
    return false
  }
}

it('answers every generated request without a 5xx, and every 4xx with a JSON error', async () => {
  const cases = [...fetchCases(PER_ROUTE, SEED), ...rawCases(RAW, SEED)]
  expect(cases.length).toBeGreaterThanOrEqual(2_000)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  async function worker(): Promise<void> {
    while (next < cases.length) {
      const c = cases[next++]
      if (c === undefined) return
      try {
        const { status, body, head } = await run(c)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        if (status >= 500) failures.push(`${status} ${body} <- ${describeCase(c)}`)
        else if (status >= 400 && !head && !hasErrorShape(body)) {
          failures.push(`${status} not a JSON error: ${JSON.stringify(body)} <- ${describeCase(c)}`)
        }
      } catch (error) {
        const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
        failures.push(`no answer (${String(cause)}) <- ${describeCase(c)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  expect(failures.slice(0, 20)).toEqual([])
  // The requests reach past the transport: successes, validation errors and transport errors.
  for (const status of [200, 400, 404, 405, 413, 431]) {
    expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0)
  }
}, 180_000)
