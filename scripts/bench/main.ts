// `npm run bench`: the embedded service's read operations over HTTP-level requests, then a
// fixed query mix through the engine, DuckDB and the full-scan oracle, at the default dataset
// size and at a million events. Prints tables, writes bench/results-<timestamp>.json, and ends
// with the line `geomean engine/duckdb at 1M: <ratio>`. BENCH_QUICK=1 runs small sizes and few
// repetitions, BENCH_SIZES=n,m other sizes; SERVICE_NOW and SERVICE_SEED pin the dataset as for the service.
// Each size ends with the dataset's quality (scripts/bench/dataset-quality.ts): attended events near
// big metros, the plausibility report, and rows and bytes of the prebuilt file for that size.
// Then the dashboard in Chromium (scripts/bench/dashboard.ts) and the start-up table of every view
// and shared link, on loopback and over a shaped link (scripts/bench/startup.ts); BENCH_DASHBOARD=0
// skips both, BENCH_DASHBOARD=only runs them alone, BENCH_DASHBOARD=startup the table alone.
// Last, `npm run api` under concurrent load in a child process (scripts/bench/load-section.ts);
// BENCH_LOAD=0 skips it, BENCH_LOAD=only runs it alone.
import { join } from 'node:path'
import { DuckDBInstance } from '@duckdb/node-api'
import { bootService } from '../../src/service/boot/boot-service'
import { DEFAULT_SEED } from '../../src/service/boot/config'
import { loadGazetteerFromFile } from '../../src/service/data/gazetteer/node'
import { readHolidayCalendarsFile } from '../../src/service/data/holidays/node'
import type { Gazetteer } from '../../src/service/data/gazetteer/types'
import { loadDuckDb } from './duck-load'
import { benchDashboard } from './dashboard-report'
import { benchStartup } from './startup-section'
import { benchLoad } from './load-section'
import { qualityReport } from './dataset-quality'
import { asString } from './duck-read'
import { eventAggregations } from './mix-aggregates'
import { broadcastSearch, broadcastsMapPage } from './mix-broadcasts'
import { eventSearches } from './mix-events'
import type { MixPlans, MixResult } from './mix-run'
import { runMixQuery } from './mix-run'
import type { MixContext } from './mix-types'
import type { SizeReport } from './report'
import {
  printDuckLoad,
  printHeader,
  printMix,
  printMixHeader,
  printQuality,
  printService,
  writeResults,
} from './report'
import { makeScenario } from './scenario'
import { benchService, serviceCases, steppingClock } from './service-bench'
import { geomean } from './stats'
import type { RunPlan } from './timing'
import { canCollect, memory, memoryDelta } from './timing'

const ROOT = join(import.meta.dirname, '..', '..')
const quick = process.env.BENCH_QUICK === '1'
const dashboardOnly = ['only', 'startup'].includes(process.env.BENCH_DASHBOARD ?? '')
const loadOnly = process.env.BENCH_LOAD === 'only'
const seed = process.env.SERVICE_SEED ? Number(process.env.SERVICE_SEED) : DEFAULT_SEED
const now = process.env.SERVICE_NOW
  ? Date.parse(process.env.SERVICE_NOW)
  : Date.parse('2026-03-02T12:00:00Z')

interface Size {
  readonly label: string
  readonly events: number
}

function label(events: number): string {
  return events >= 1_000_000 ? `${events / 1_000_000}M` : `${Math.round(events / 1000)}k`
}

/** BENCH_SIZES=250000,1000000 overrides the sizes (generated events per dataset). */
const SIZES: readonly Size[] = (
  dashboardOnly || loadOnly
    ? []
    : process.env.BENCH_SIZES
      ? process.env.BENCH_SIZES.split(',').map(Number)
      : quick
        ? [20_000, 60_000]
        : [250_000, 1_000_000]
).map((events) => ({ label: label(events), events }))

const plan = (maxRuns: number, minRuns: number, budgetMs: number): RunPlan => ({
  maxRuns,
  minRuns,
  budgetMs,
})
const SERVICE_PLAN = quick ? plan(10, 3, 300) : plan(30, 5, 1200)
const MIX_PLANS: MixPlans = quick
  ? { engine: plan(10, 3, 300), duckdb: plan(10, 3, 300), scan: plan(2, 1, 500) }
  : { engine: plan(40, 5, 1500), duckdb: plan(40, 5, 1500), scan: plan(3, 1, 2000) }

async function benchSize(size: Size, gazetteer: Gazetteer): Promise<SizeReport> {
  const before = memory()
  const holidays = readHolidayCalendarsFile(join(ROOT, 'public', 'data'))
  const service = await bootService({
    gazetteer,
    ...(holidays && { holidays }),
    seed,
    clock: steppingClock(now),
    eventCount: size.events,
  })
  const mem = memoryDelta(before, memory())
  const { dataset: ds, indexes: idx } = service.deps
  const header = {
    label: size.label,
    events: ds.events.size,
    broadcasts: ds.broadcasts.size,
    build: { generateMs: service.timings.dataset, indexesMs: service.timings.indexes },
    memory: mem,
  }
  printHeader(header, canCollect)
  const sc = makeScenario(gazetteer, ds.now)
  const serviceResults = await benchService(service, serviceCases(sc), SERVICE_PLAN)
  printService(serviceResults)

  const duck = await loadDuckDb(ds, gazetteer)
  printDuckLoad(duck.loadMs, duck.rows)
  const ctx: MixContext = { ds, gaz: gazetteer, idx, db: duck.connection, sc }
  const mix: MixResult[] = []
  printMixHeader()
  try {
    const queries = [
      ...eventSearches(ctx),
      ...eventAggregations(ctx),
      broadcastSearch(ctx),
      broadcastsMapPage(ctx),
    ]
    for (const q of queries) {
      const result = await runMixQuery(q, MIX_PLANS)
      printMix(result)
      mix.push(result)
    }
  } finally {
    duck.close()
  }
  const ratio = geomean(mix.map((m) => m.engineOverDuckdb))
  console.log(`geomean engine/duckdb at ${size.label}: ${ratio.toFixed(3)}`)
  // Last, so that the file it encodes does not weigh on the timings above.
  const quality = await qualityReport(service, gazetteer, seed, size.events)
  printQuality(quality, size.label)
  return {
    ...header,
    requestedEvents: size.events,
    service: serviceResults,
    duckdb: { loadMs: duck.loadMs, rows: duck.rows },
    mix,
    geomeanEngineOverDuckdb: ratio,
    quality,
  }
}

async function main(): Promise<void> {
  const started = performance.now()
  const gazetteer = await loadGazetteerFromFile(join(ROOT, 'public', 'data'))
  const probe = await DuckDBInstance.create(':memory:')
  const duckdbVersion = asString(
    (await (await probe.connect()).runAndReadAll('SELECT version() AS v')).getRowObjectsJS()[0]?.v,
  )
  probe.closeSync()
  console.log(
    `Eventscope bench: seed ${seed}, now ${new Date(now).toISOString()}, DuckDB ${duckdbVersion}, node ${process.version}${quick ? ', quick' : ''}`,
  )
  const sizes: SizeReport[] = []
  for (const size of SIZES) sizes.push(await benchSize(size, gazetteer))
  const dashboard =
    process.env.BENCH_DASHBOARD === 'startup' || loadOnly
      ? { skipped: loadOnly ? 'BENCH_LOAD=only' : 'BENCH_DASHBOARD=startup' }
      : await benchDashboard(ROOT, quick)
  const startup =
    process.env.BENCH_DASHBOARD === '0' || loadOnly
      ? { skipped: loadOnly ? 'BENCH_LOAD=only' : 'BENCH_DASHBOARD=0' }
      : await benchStartup(ROOT, quick)
  const load =
    process.env.BENCH_LOAD === '0' || dashboardOnly
      ? { skipped: dashboardOnly ? 'BENCH_DASHBOARD' : 'BENCH_LOAD=0' }
      : await benchLoad(ROOT, gazetteer, quick)
  const last = sizes[sizes.length - 1]
  const file = writeResults(join(ROOT, 'bench'), {
    startedAt: new Date(Date.now() - (performance.now() - started)).toISOString(),
    totalMs: performance.now() - started,
    seed,
    now: new Date(now).toISOString(),
    quick,
    node: process.version,
    duckdb: duckdbVersion,
    gcExposed: canCollect,
    plans: { service: SERVICE_PLAN, mix: MIX_PLANS },
    sizes,
    dashboard,
    startup,
    load,
  })
  console.log(`\nwritten ${file} (${((performance.now() - started) / 1000).toFixed(0)} s in all)`)
  if (serviceFailures(sizes) > 0) process.exitCode = 1
  if (last === undefined) return
  console.log(
    `geomean engine/duckdb at ${last.label}${quick ? ' (quick)' : ''}: ${last.geomeanEngineOverDuckdb.toFixed(3)}`,
  )
}

function serviceFailures(sizes: readonly SizeReport[]): number {
  return sizes.reduce((n, s) => n + s.service.filter((r) => !r.timing).length, 0)
}

await main()
