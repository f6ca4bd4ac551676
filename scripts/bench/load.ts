// The load itself: closed-loop clients, each sending its next request as soon as it has the
// answer to the last, 90% reads and 10% saved-location writes, with the demo-analyst token. A 429
// is counted, and the client then waits as the dashboard's client does before its first retry
// (Retry-After plus up to half a second of jitter, src/api/retry.ts). Bounded by a deadline and
// a request count; every request has a timeout.
import { backoffDelay, parseRetryAfter, retryPolicy } from '../../src/api/retry'
import type { LoadRequest } from './load-ops'
import { ClientLocations } from './load-ops'
import type { Scenario } from './scenario'

const TOKEN = 'demo-analyst'
const WRITE_SHARE = 0.1
const RETRY = retryPolicy()

export interface LoadPlan {
  readonly clients: number
  readonly durationMs: number
  /** Requests of all clients together, at most. */
  readonly maxRequests: number
  readonly requestTimeoutMs: number
}

export interface LoadCounts {
  readonly elapsedMs: number
  /** Requests answered, whatever the status. */
  readonly answers: number
  readonly rateLimited: number
  /** Every failure other than a 429: no answer, another status, or a read answered otherwise than alone. */
  readonly errors: number
  readonly errorExamples: readonly string[]
  /** Most requests in flight at once. */
  readonly peakInFlight: number
}

export interface LoadRun {
  readonly counts: LoadCounts
  /** Latencies (ms) of the reads and writes answered with their success status. */
  readonly readMs: readonly number[]
  readonly writeMs: readonly number[]
  readonly clients: readonly ClientLocations[]
}

export interface Answer {
  readonly status: number
  readonly body: string
  readonly retryAfter: string | null
}

export async function send(base: string, request: LoadRequest, timeoutMs: number): Promise<Answer> {
  const response = await fetch(`${base}/v1${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  return {
    status: response.status,
    body: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs the load. `expected` holds each read's answer when sent alone, keyed by request key: the
 * same read under load must answer the same bytes.
 */
export async function runLoad(
  base: string,
  sc: Scenario,
  reads: readonly LoadRequest[],
  expected: ReadonlyMap<string, string>,
  plan: LoadPlan,
): Promise<LoadRun> {
  const started = performance.now()
  const end = started + plan.durationMs
  const readMs: number[] = []
  const writeMs: number[] = []
  const errorExamples: string[] = []
  let issued = 0
  let answers = 0
  let rateLimited = 0
  let errors = 0
  let inFlight = 0
  let peakInFlight = 0
  const fail = (text: string) => {
    errors++
    if (errorExamples.length < 10) errorExamples.push(text)
  }

  async function client(own: ClientLocations): Promise<void> {
    while (performance.now() < end && issued < plan.maxRequests) {
      issued++
      const write = Math.random() < WRITE_SHARE ? own.next(Math.random) : undefined
      const request = write ?? reads[Math.floor(Math.random() * reads.length)]
      if (request === undefined) return
      const t0 = performance.now()
      peakInFlight = Math.max(peakInFlight, ++inFlight)
      let answer: Answer
      try {
        answer = await send(base, request, plan.requestTimeoutMs)
      } catch (error) {
        write?.lose()
        fail(`${request.key}: ${message(error)}`)
        continue
      } finally {
        inFlight--
      }
      const ms = performance.now() - t0
      answers++
      if (answer.status === 429) {
        rateLimited++
        const wait = backoffDelay(0, parseRetryAfter(answer.retryAfter, Date.now()), RETRY) ?? 1000
        await sleep(Math.min(wait, Math.max(0, end - performance.now())))
      } else if (answer.status !== request.status) {
        write?.lose()
        fail(`${request.key}: HTTP ${String(answer.status)} ${answer.body.slice(0, 200)}`)
      } else if (write) {
        write.acknowledge(answer.body)
        writeMs.push(ms)
      } else if (answer.body !== expected.get(request.key)) {
        fail(`${request.key}: the answer differs from the one it gets alone`)
      } else readMs.push(ms)
    }
  }

  const clients = Array.from({ length: plan.clients }, (_, i) => new ClientLocations(i + 1, sc))
  await Promise.all(clients.map(client))
  const elapsedMs = performance.now() - started
  return {
    counts: { elapsedMs, answers, rateLimited, errors, errorExamples, peakInFlight },
    readMs,
    writeMs,
    clients,
  }
}
