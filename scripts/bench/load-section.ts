// Section E of `npm run bench`: `npm run api` under concurrent load (load.ts) on 127.0.0.1, in a
// child process (load-server.ts) with its own saved-location folder. Then every acknowledged
// write is checked on the running server and again after a restart, from its files alone.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readServiceConfig } from '../../src/service/boot/config'
import { DEFAULT_EVENT_COUNT } from '../../src/service/data/dataset-size'
import type { Gazetteer } from '../../src/service/data/gazetteer/types'
import type { LoadRequest } from './load-ops'
import { loadReads } from './load-ops'
import { printLoad } from './load-report'
import type { ApiChild, ServerMemory } from './load-server'
import { startApiChild } from './load-server'
import type { WriteCheck } from './load-verify'
import { checkWrites } from './load-verify'
import type { LoadCounts, LoadPlan } from './load'
import { runLoad, send } from './load'
import type { Scenario } from './scenario'
import { makeScenario } from './scenario'
import type { Latency } from './stats'
import { latency } from './stats'
import { memory } from './timing'

const BOOT_TIMEOUT_MS = 180_000
const SAMPLE_MS = 500
const IDLE_CONNECTIONS_MS = 5_000

export interface LoadSection {
  readonly events: number
  readonly plan: LoadPlan
  readonly counts: LoadCounts
  /** Latencies of the reads and writes answered with their success status. */
  readonly reads: Latency
  readonly writes: Latency
  readonly memory: {
    readonly start: ServerMemory
    readonly peak: { readonly rss: number; readonly heapUsed: number }
    readonly end: ServerMemory
  }
  readonly writesLive: WriteCheck
  readonly writesAfterRestart: WriteCheck
}

/** A read or a check: retried after a 429 as the dashboard would, any other failure throws. */
async function answerOf(base: string, request: LoadRequest): Promise<string> {
  for (;;) {
    const answer = await send(base, request, 30_000)
    if (answer.status === request.status) return answer.body
    if (answer.status !== 429) {
      throw new Error(`${request.key}: HTTP ${String(answer.status)} ${answer.body.slice(0, 300)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/** Passes over the reads before the start memory is read. */
const WARM_PASSES = 20

/**
 * Runs the reads, and a location's create, replace and delete, a few times over, so that the code
 * the server compiles for them (a few MB of heap) is in the start memory and only what the load
 * leaves behind counts as growth. No saved location is left.
 */
async function warmUp(base: string, reads: readonly LoadRequest[], sc: Scenario): Promise<void> {
  const { lat, lon } = sc.city
  const body = {
    name: 'load warm-up',
    geojson: {
      type: 'Feature',
      properties: { radius: 2, radius_unit: 'km' },
      geometry: { type: 'Point', coordinates: [lon, lat] },
    },
  }
  for (let pass = 0; pass < WARM_PASSES; pass++) {
    for (const read of reads) await answerOf(base, read)
    const made = await answerOf(base, {
      key: 'warm-create',
      method: 'POST',
      path: '/saved-locations/',
      body,
      status: 201,
    })
    const path = `/saved-locations/${(JSON.parse(made) as { location_id: string }).location_id}/`
    await answerOf(base, { key: 'warm-update', method: 'PUT', path, body, status: 204 })
    await answerOf(base, { key: 'warm-delete', method: 'DELETE', path, status: 204 })
  }
}

const getter = (base: string) => async (path: string) =>
  JSON.parse(await answerOf(base, { key: path, method: 'GET', path, status: 200 })) as unknown

/** Peak RSS and heap of the server, read every SAMPLE_MS until stopped. */
function sampleMemory(api: ApiChild): { stop(): Promise<{ rss: number; heapUsed: number }> } {
  const peak = { rss: 0, heapUsed: 0 }
  const state = { running: true }
  const sampling = (async () => {
    while (state.running) {
      const m = await api.memory(false)
      peak.rss = Math.max(peak.rss, m.rss)
      peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed)
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
    }
  })()
  return {
    stop: async () => {
      state.running = false
      await sampling
      return peak
    },
  }
}

async function measure(root: string, gazetteer: Gazetteer, plan: LoadPlan): Promise<LoadSection> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventscope-load-'))
  const env = {
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_LOAD_PORT ?? '0',
    SERVICE_DATA_DIR: dataDir,
  }
  const start = () => startApiChild(root, env, BOOT_TIMEOUT_MS)
  let api = await start()
  try {
    const base = api.url
    if (new URL(base).hostname !== '127.0.0.1') throw new Error(`not on 127.0.0.1: ${base}`)
    // The queries' dates follow the server's clock, which dates every answer.
    const account = await fetch(`${base}/v1/accounts/self/`, {
      headers: { authorization: 'Bearer demo-analyst' },
    })
    const sc = makeScenario(gazetteer, Date.parse(account.headers.get('date') ?? ''))
    const reads = loadReads(sc)
    const expected = new Map<string, string>()
    for (const read of reads) expected.set(read.key, await answerOf(base, read))

    await warmUp(base, reads, sc)
    memory() // a quiet load generator: its own garbage collected first
    const startMemory = await api.memory(true)
    const sampler = sampleMemory(api)
    const run = await runLoad(base, sc, reads, expected, plan)
    const peak = await sampler.stop()
    // The check also waits for every write still queued (the store runs an organisation's tasks
    // in turn), so the memory that follows is that of a quiet server holding the saved locations.
    const writesLive = await checkWrites(getter(base), run.clients)
    // The load's idle keep-alive connections close after 4 s (undici's default); they are not
    // the server's to keep.
    await new Promise((resolve) => setTimeout(resolve, IDLE_CONNECTIONS_MS))
    const endMemory = await api.memory(true)
    await api.stop()
    api = await start()
    const writesAfterRestart = await checkWrites(getter(api.url), run.clients)
    return {
      events: readServiceConfig(process.env).eventCount ?? DEFAULT_EVENT_COUNT,
      plan,
      counts: run.counts,
      reads: latency(run.readMs),
      writes: latency(run.writeMs),
      memory: { start: startMemory, peak, end: endMemory },
      writesLive,
      writesAfterRestart,
    }
  } finally {
    await api.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchLoad(
  root: string,
  gazetteer: Gazetteer,
  quick: boolean,
): Promise<LoadSection | { readonly error: string }> {
  const plan: LoadPlan = quick
    ? { clients: 40, durationMs: 10_000, maxRequests: 100_000, requestTimeoutMs: 10_000 }
    : { clients: 200, durationMs: 60_000, maxRequests: 1_000_000, requestTimeoutMs: 10_000 }
  console.log('\n== E. `npm run api` under concurrent load ==')
  try {
    const section = await measure(root, gazetteer, plan)
    if (printLoad(section) > 0) process.exitCode = 1
    return section
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.log(`  FAILED: ${message}`)
    process.exitCode = 1
    return { error: message }
  }
}
