// The dataset's quality, as an analyst meets it (docs/dataset.md "Where events happen"): how many
// attended events the next 30 days hold within 15 km of big metros' centres, asked through the
// count endpoint exactly as the dashboard asks; how well that follows metro population over the
// 30 most populous US metros; the share of events that break a plausibility rule; and the rows and
// bytes of the dataset (the bytes of the prebuilt file `npm run data` writes).
//
// Run alone: `npx tsx scripts/bench/dataset-quality.ts [events] [now ...]`, e.g.
// `npx tsx scripts/bench/dataset-quality.ts 250000 2026-03-02T12:00Z 2026-11-26T12:00Z`
// (defaults: 250,000 events, SERVICE_NOW or 2026-03-02T12:00Z; SERVICE_SEED as for the service).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BootedService } from '../../src/service/boot/boot-service'
import { bootService } from '../../src/service/boot/boot-service'
import { DEFAULT_SEED } from '../../src/service/boot/config'
import { ATTENDED_CATEGORIES, EVENT_CATEGORIES } from '../../src/contract/enums'
import { plausibilityReport } from '../../src/service/data/checks/plausibility'
import type { PlausibilityReport } from '../../src/service/data/checks/plausibility'
import { DEFAULT_BROADCAST_COUNT, DEFAULT_EVENT_COUNT } from '../../src/service/data/dataset-size'
import { loadGazetteerFromFile } from '../../src/service/data/gazetteer/node'
import type { Gazetteer } from '../../src/service/data/gazetteer/types'
import { readHolidayCalendarsFile } from '../../src/service/data/holidays/node'
import type { Metro } from '../../src/service/data/generate/metros'
import { encodeKept } from '../../src/service/kept/kept-file'
import { datasetDigest } from '../data/dataset-digest'
import { DENSITY_METROS, DENSITY_TARGET, US_METROS } from './metros'
import { dayString, localDay } from './scenario'
import { printQuality } from './report'
import { steppingClock } from './service-bench'
import { spearman } from './stats'
import { DAY_MS } from '../../src/utils/time'

const ROOT = join(import.meta.dirname, '..', '..')

/** The categories whose events people attend (contract/enums ATTENDED_CATEGORIES, in the query's order). */
const ATTENDED = 'concerts,performing-arts,sports,festivals,community,conferences,expos'
const RADIUS = '15km'
const DAYS = 30

export interface MetroDensity {
  readonly name: string
  readonly attended: number
  readonly concerts: number
  readonly performingArts: number
  readonly sports: number
}

export interface DensityReport {
  readonly radius: string
  readonly days: number
  readonly metros: readonly MetroDensity[]
  /** Attended events near each of US_METROS, in the table's order. */
  readonly us: readonly {
    readonly name: string
    readonly population: number
    readonly attended: number
  }[]
  /** Spearman's rho between US metro population and those counts. */
  readonly spearman: number
  /** Metros below a target, as "<metro> <what> <count>"; empty when the check passes. */
  readonly shortfalls: readonly string[]
}

export interface SizeFigures {
  readonly eventRows: number
  readonly broadcastRows: number
  /** Byte length of the prebuilt dataset file for this dataset (scripts/data/kept-dataset.ts). */
  readonly keptBytes: number
}

/** Towns below the metros: how many held an attended event in the year before `now`. */
export interface TownsReport {
  readonly towns: number
  readonly reached: number
  readonly usTowns: number
  readonly usReached: number
}

export interface QualityReport {
  readonly density: DensityReport
  readonly towns: TownsReport
  readonly plausibility: PlausibilityReport
  readonly size: SizeFigures
}

async function count(service: BootedService, query: string): Promise<number> {
  const response = await service.fetch(
    new Request(`http://localhost/v1/events/count/?${query}`, {
      headers: { authorization: 'Bearer demo-analyst' },
    }),
  )
  const body: unknown = await response.json()
  if (
    response.status !== 200 ||
    typeof body !== 'object' ||
    body === null ||
    !('count' in body) ||
    typeof body.count !== 'number'
  ) {
    throw new Error(`count ${query}: HTTP ${String(response.status)} ${JSON.stringify(body)}`)
  }
  return body.count
}

/** Events of `categories` active from today to today + 30 (UTC days) within 15 km of the metro's centre. */
function near(metro: Metro, categories: string, now: number): string {
  const today = localDay('UTC', now)
  return [
    `category=${categories}`,
    `active.gte=${dayString(today)}`,
    `active.lte=${dayString(today + DAYS)}`,
    `within=${RADIUS}@${String(metro.lat)},${String(metro.lon)}`,
  ].join('&')
}

export async function densityCheck(service: BootedService, now: number): Promise<DensityReport> {
  const metros: MetroDensity[] = []
  for (const metro of DENSITY_METROS) {
    metros.push({
      name: metro.name,
      attended: await count(service, near(metro, ATTENDED, now)),
      concerts: await count(service, near(metro, 'concerts', now)),
      performingArts: await count(service, near(metro, 'performing-arts', now)),
      sports: await count(service, near(metro, 'sports', now)),
    })
  }
  const us: DensityReport['us'][number][] = []
  for (const metro of US_METROS) {
    us.push({
      name: metro.name,
      population: metro.population,
      attended: await count(service, near(metro, ATTENDED, now)),
    })
  }
  const rho = spearman(
    us.map((m) => m.population),
    us.map((m) => m.attended),
  )
  const t = DENSITY_TARGET
  const shortfalls = metros.flatMap((m) =>
    (
      [
        ['attended', m.attended, t.attended],
        ['concerts', m.concerts, t.concerts],
        ['performing-arts', m.performingArts, t.performingArts],
        ['sports', m.sports, t.sports],
      ] as const
    )
      .filter(([, value, target]) => value < target)
      .map(([what, value]) => `${m.name} ${what} ${String(value)}`),
  )
  if (!(rho >= t.spearman)) shortfalls.push(`US spearman ${rho.toFixed(2)}`)
  return { radius: RADIUS, days: DAYS, metros, us, spearman: rho, shortfalls }
}

/** A town here: a locality of 15,000 to 100,000 people, the smallest that host venues (generate/world.ts). */
const TOWN = { least: 15_000, below: 100_000 } as const

/** How many towns had an attended event start in the 365 days before the dataset's `now`. */
export function townsReport(service: BootedService, gazetteer: Gazetteer): TownsReport {
  const { events, now } = service.deps.dataset
  const attended = new Set<number>(ATTENDED_CATEGORIES.map((c) => EVENT_CATEGORIES.indexOf(c)))
  const from = now - 365 * DAY_MS
  const places = new Set<string>()
  for (let r = 0; r < events.size; r++) {
    const start = events.start[r] ?? NaN
    if (!(start >= from && start < now) || !attended.has(events.category[r] ?? -1)) continue
    places.add(events.places.values[events.place[r] ?? -1] ?? '')
  }
  const towns = gazetteer
    .ofType('locality')
    .filter((p) => p.population >= TOWN.least && p.population < TOWN.below)
  const us = towns.filter((p) => p.countryAlpha2 === 'US')
  return {
    towns: towns.length,
    reached: towns.filter((p) => places.has(p.id)).length,
    usTowns: us.length,
    usReached: us.filter((p) => places.has(p.id)).length,
  }
}

/** Rows, and the bytes of the prebuilt file `npm run data` would write for this dataset. */
export function sizeFigures(
  service: BootedService,
  seed: number,
  events: number,
  broadcasts = DEFAULT_BROADCAST_COUNT,
): SizeFigures {
  const { dataset } = service.deps
  const key = { digest: datasetDigest(ROOT), seed, events, broadcasts, now: dataset.now }
  return {
    eventRows: dataset.events.size,
    broadcastRows: dataset.broadcasts.size,
    keptBytes: encodeKept(key, service.kept).byteLength,
  }
}

export async function qualityReport(
  service: BootedService,
  gazetteer: Gazetteer,
  seed: number,
  events: number,
): Promise<QualityReport> {
  const { dataset } = service.deps
  return {
    density: await densityCheck(service, dataset.now),
    towns: townsReport(service, gazetteer),
    plausibility: plausibilityReport(dataset, gazetteer),
    size: sizeFigures(service, seed, events),
  }
}

const int = (n: number): string => n.toLocaleString('en-US')

/** `npx tsx scripts/bench/dataset-quality.ts [events] [now ...]`: the report for each `now`. */
async function cli(args: readonly string[]): Promise<void> {
  const events = args[0] ? Number(args[0]) : DEFAULT_EVENT_COUNT
  const dates = args.length > 1 ? args.slice(1) : [process.env.SERVICE_NOW ?? '2026-03-02T12:00Z']
  const seed = process.env.SERVICE_SEED ? Number(process.env.SERVICE_SEED) : DEFAULT_SEED
  const gazetteer = await loadGazetteerFromFile(join(ROOT, 'public', 'data'))
  const holidays = readHolidayCalendarsFile(join(ROOT, 'public', 'data'))
  for (const date of dates) {
    const now = Date.parse(date)
    if (!Number.isFinite(now) || !(events > 0))
      throw new Error(`bad size or date: ${events} ${date}`)
    const started = performance.now()
    const service = await bootService({
      gazetteer,
      ...(holidays && { holidays }),
      seed,
      clock: steppingClock(now),
      eventCount: events,
    })
    const built = performance.now() - started
    console.log(
      `\nseed ${String(seed)}, ${int(events)} events, now ${new Date(now).toISOString()}: generated in ${(service.timings.dataset / 1000).toFixed(1)} s, indexed in ${(service.timings.indexes / 1000).toFixed(1)} s (${(built / 1000).toFixed(1)} s in all)`,
    )
    printQuality(await qualityReport(service, gazetteer, seed, events), int(events))
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await cli(process.argv.slice(2))
}
