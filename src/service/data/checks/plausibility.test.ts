import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { cachedDataset } from '../../../testing/service/dataset-cache'
import { loadGazetteerFromFile } from '../gazetteer/node'
import type { Gazetteer } from '../gazetteer/types'
import { COMMUNITY_KINDS } from '../generate/community'
import { FESTIVAL_KINDS, FESTIVAL_PREFIXES } from '../generate/festivals'
import { EXPOS } from '../generate/gatherings'
import { HAZARD_CATEGORIES, HAZARDS } from '../generate/hazards'
import { RACES, TEAM_SPORTS, TOURNAMENTS } from '../generate/sports-local-rules'
import { VenueCatalog } from '../generate/venues'
import { normalise, World } from '../generate/world'
import type { Zone } from '../generate/zones'
import { whereOf, zoneFor } from '../generate/zones'
import type { Dataset } from '../tables'
import { plausibilityReport } from './plausibility'
import { venueKindOfName } from './venue-kind'

// The journeys' size (e2e/fixtures.ts) and the default seed.
const SEED = 20260101
const NOW = Date.UTC(2026, 4, 15, 12)

let gazetteer: Gazetteer
let dataset: Dataset

const ROOT = join(import.meta.dirname, '../../../..')
const DATA_DIR = join(ROOT, 'public', 'data')

// The dataset comes from the shared test cache: checks/geography.test.ts reads the same one.
beforeAll(async () => {
  gazetteer = await loadGazetteerFromFile(DATA_DIR)
  const key = { seed: SEED, now: NOW, eventCount: 30_000, broadcastCount: 10_000 }
  dataset = await cachedDataset(key, gazetteer, ROOT, DATA_DIR)
}, 900_000)

/** Every zone table the generators draw places and seasons from. */
function zoneTables(): { name: string; zones: readonly Zone[] }[] {
  return [
    ...HAZARD_CATEGORIES.flatMap((c) => HAZARDS[c].map((k) => ({ name: k.title, zones: k.zones }))),
    ...FESTIVAL_KINDS.map((k) => ({ name: k.title, zones: k.zones })),
    ...Object.entries(FESTIVAL_PREFIXES).map(([name, zones]) => ({ name, zones })),
    ...COMMUNITY_KINDS.map((k) => ({ name: k.title, zones: k.zones })),
    ...EXPOS.map((k) => ({ name: k.name, zones: k.zones })),
    ...Object.entries(TEAM_SPORTS).map(([name, s]) => ({ name, zones: s.zones })),
    ...RACES.map((k) => ({ name: k.title, zones: k.zones })),
    ...TOURNAMENTS.map((k) => ({ name: k.suffix, zones: k.zones })),
  ]
}

/** A copy of the dataset with one row moved to `start` (typed arrays are copied, not shared). */
function withStart(row: number, start: number): Dataset {
  const starts = Float64Array.from(dataset.events.start)
  const ends = Float64Array.from(dataset.events.end)
  ends[row] = (ends[row] ?? 0) + start - (starts[row] ?? 0)
  starts[row] = start
  return { ...dataset, events: { ...dataset.events, start: starts, end: ends } }
}

function rowWhere(test: (title: string) => boolean): number {
  for (let i = 0; i < dataset.events.size; i++)
    if (test(dataset.events.title.get(i) ?? '')) return i
  return -1
}

describe('plausibilityReport', () => {
  it('finds no implausible event in a dataset of the journeys’ size', () => {
    const report = plausibilityReport(dataset, gazetteer)
    expect(report.checked).toBeGreaterThan(15_000)
    expect(report.violations).toEqual([])
    expect(report.failed).toBe(0)
  })

  it('catches a hurricane out of season and a tour show on the same night as the last', () => {
    const hurricane = rowWhere((t) => t.startsWith('Hurricane Warning - '))
    expect(hurricane).toBeGreaterThanOrEqual(0)
    const year = new Date(dataset.events.start[hurricane] ?? 0).getUTCFullYear()
    const moved = plausibilityReport(withStart(hurricane, Date.UTC(year, 2, 15, 12)), gazetteer)
    expect(moved.failed).toBe(1)
    expect(moved.violations.map((v) => v.rule)).toEqual(['hazard-season'])

    // Two shows of one tour (its second entity), the second moved onto the first one's date.
    const { entities, state, title } = dataset.events
    const tourOf = (i: number): number =>
      / Tour$/.test(title.get(i) ?? '') && state[i] !== 1
        ? (entities.values[(entities.offsets[i] ?? 0) + 1] ?? -1)
        : -1
    let first = 0
    while (first < dataset.events.size && tourOf(first) < 0) first++
    let next = -1
    for (let i = first + 1; i < dataset.events.size && next < 0; i++) {
      if (tourOf(i) >= 0 && tourOf(i) === tourOf(first)) next = i
    }
    expect(next).toBeGreaterThan(first)
    const clash = plausibilityReport(withStart(next, dataset.events.start[first] ?? 0), gazetteer)
    expect(clash.violations.map((v) => v.rule)).toContain('tour-route')
  })

  it('reads the kind of every generated venue from its name', () => {
    const venues = new VenueCatalog(new World(gazetteer), SEED)
    for (let v = 0; v < venues.size; v++) {
      expect(venueKindOfName(venues.name[v] ?? ''), venues.name[v]).toBe(venues.kind[v])
    }
  })

  it('names only regions the gazetteer has, and leaves no kind without a place to happen', () => {
    const regions = new Set(
      gazetteer.ofType('region').map((r) => `${r.countryAlpha2 ?? ''}|${normalise(r.name)}`),
    )
    const cities = new World(gazetteer).cities
    for (const { name, zones } of zoneTables()) {
      for (const zone of zones) {
        for (const area of zone.areas) {
          for (const region of area.regions ?? []) {
            const known = (area.countries ?? []).some((c) =>
              regions.has(`${c}|${normalise(region)}`),
            )
            expect(known, `${name}: ${zone.name}: ${region}`).toBe(true)
          }
        }
      }
      const somewhere = cities.some(
        (c) => (zoneFor(zones, whereOf(c, c.lat, c.lon))?.months.length ?? 0) > 0,
      )
      expect(somewhere, name).toBe(true)
    }
  })

  it('gives country-wide hazards zones that do not depend on a region', () => {
    for (const category of HAZARD_CATEGORIES) {
      for (const kind of HAZARDS[category]) {
        if (!kind.scope.includes('country')) continue
        for (const zone of kind.zones) {
          for (const area of zone.areas) expect(area.regions, kind.title).toBeUndefined()
        }
      }
    }
  })
})
