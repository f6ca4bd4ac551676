import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { cachedDataset } from '../../../testing/service/dataset-cache'
import { loadGazetteerFromFile } from '../gazetteer/node'
import type { Gazetteer } from '../gazetteer/types'
import { MAX_VIEWING_SHARE, viewershipOf } from '../generate/broadcasts'
import type { Dataset } from '../tables'
import { NO_U32 } from '../tables'
import type { GeographyReport } from './geography'
import { geographyReport } from './geography'

// The journeys' size (e2e/journey-envs.ts JOURNEY_SERVICE_ENV) and the default seed, at a fixed
// clock so that a failure can be replayed.
const ROOT = join(import.meta.dirname, '../../../..')
const DATA_DIR = join(ROOT, 'public', 'data')
const KEY = {
  seed: 20260101,
  now: Date.UTC(2026, 4, 15, 12),
  eventCount: 30_000,
  broadcastCount: 10_000,
}

let gazetteer: Gazetteer
let dataset: Dataset
let report: GeographyReport

beforeAll(async () => {
  gazetteer = await loadGazetteerFromFile(DATA_DIR)
  dataset = await cachedDataset(KEY, gazetteer, ROOT, DATA_DIR)
  report = geographyReport(dataset, gazetteer)
}, 900_000)

const none = { count: 0, examples: [] }

describe('geographyReport at the journeys’ size', () => {
  it('finds no event at 0, 0', () => {
    expect(report.events).toBeGreaterThan(20_000)
    expect(report.atOrigin).toEqual(none)
  })

  it('finds every venue event inside its county and state in the US, its country elsewhere', () => {
    expect(report.venueEvents).toBeGreaterThan(10_000)
    expect(report.outsideBounds).toEqual(none)
    // Only cities whose own point lies outside the simplified boundaries keep a venue there.
    expect(report.atOwnPoint).toBeLessThan(report.venueEvents / 100)
  })

  it('finds every address naming its city, its state with a ZIP of it, and its country', () => {
    expect(report.wrongAddress).toEqual(none)
  })

  it('finds no broadcast counting more viewers than MAX_VIEWING_SHARE of its county', () => {
    expect(report.broadcasts).toBeGreaterThan(1_000)
    expect(report.overViewed).toEqual(none)
    expect(report.topViewingShare).toBeGreaterThan(0)
  })
})

describe('geographyReport catches what it looks for', () => {
  /** The first event at a venue in a county (New York County unless named), moved by `move`. */
  function movedVenueEvent(
    move: (lon: number, lat: number) => [number, number],
    county = 'New York County',
  ): Dataset {
    const { events } = dataset
    const row = Array.from({ length: events.size }, (_, i) => i).find((i) => {
      const place = events.places.values[events.place[i] ?? NO_U32] ?? ''
      return (events.venue[i] ?? -1) >= 0 && gazetteer.get(place)?.countyName === county
    })
    if (row === undefined) throw new Error(`no venue event in ${county}`)
    const lon = Float64Array.from(events.lon)
    const lat = Float64Array.from(events.lat)
    const [x, y] = move(lon[row] ?? 0, lat[row] ?? 0)
    lon[row] = x
    lat[row] = y
    return { ...dataset, events: { ...events, lon, lat } }
  }

  it('an event at 0, 0', () => {
    const moved = geographyReport(
      movedVenueEvent(() => [0, 0]),
      gazetteer,
    )
    expect(moved.atOrigin.count).toBe(1)
    expect(moved.outsideBounds.count).toBe(1)
  })

  it('an event of New York County in Weehawken, New Jersey', () => {
    const moved = geographyReport(
      movedVenueEvent(() => [-74.0204, 40.7696]),
      gazetteer,
    )
    expect(moved.outsideBounds.count).toBe(1)
    expect(moved.outsideBounds.examples[0]).toContain('Hudson County, New Jersey')
  })

  it("an event of Cook County in Lake Michigan, inside the county's generalised outline", () => {
    const [lon, lat] = [-87.575, 41.78] // off South Shore
    expect(gazetteer.countyAt(lon, lat)?.name).toBe('Cook County')
    const moved = geographyReport(
      movedVenueEvent(() => [lon, lat], 'Cook County'),
      gazetteer,
    )
    expect(moved.outsideBounds.count).toBe(1)
  })

  it('a broadcast counting every resident of its county', () => {
    const { broadcasts } = dataset
    const row = broadcasts.viewership.findIndex((v) => v !== NO_U32)
    const viewership = Uint32Array.from(broadcasts.viewership)
    const county = gazetteer.get(broadcasts.places.values[broadcasts.county[row] ?? NO_U32] ?? '')
    viewership[row] = county?.population ?? 0
    const over = geographyReport(
      { ...dataset, broadcasts: { ...broadcasts, viewership } },
      gazetteer,
    )
    expect(over.overViewed.count).toBe(1)
    expect(over.topViewingShare).toBe(1)
  })
})

describe('viewershipOf', () => {
  it('keeps a top-ranked game in its home county to MAX_VIEWING_SHARE of its people', () => {
    // An NFL game of rank 100 in its home county, at the top of the noise: 0.12 x 3 x 1.2 = 43%.
    expect(viewershipOf(1_000_000, 'american_football_nfl', 100, 1, 0.999)).toBeLessThanOrEqual(
      1_000_000 * MAX_VIEWING_SHARE,
    )
  })

  it('keeps the estimate of ordinary games', () => {
    expect(viewershipOf(1_000_000, 'basketball_nba', 80, 1, 0.5)).toBe(30_000)
  })
})

describe('the gazetteer’s New York City', () => {
  it('hangs from New York State, not from one of the five counties it spans', () => {
    const nyc = gazetteer.get('5128581')
    expect(nyc?.name).toBe('New York City')
    const parent = gazetteer.get(nyc?.parentId ?? '')
    expect(parent).toMatchObject({ type: 'region', name: 'New York' })
  })

  it('counts its residents once, in its boroughs: New York County holds Manhattan’s', () => {
    const county = gazetteer.countyAt(-73.9855, 40.758)
    expect(county?.name).toBe('New York County')
    // Manhattan has about 1.6 million residents; the city's 8 million are not added to them.
    expect(county?.population).toBeLessThan(2_500_000)
    expect(county?.population).toBeGreaterThan(1_000_000)
  })
})
