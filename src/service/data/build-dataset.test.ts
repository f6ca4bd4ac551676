import { beforeAll, describe, expect, it } from 'vitest'
import { EVENT_CATEGORIES } from '../../contract/enums'
import { datasetWindow, retentionStart } from './clock'
import { forYears } from './holidays/calendars'
import type { HolidayCalendars } from './holidays/calendars'
import { buildDataset } from './build-dataset'
import type { Gazetteer } from './gazetteer/types'
import { TimeZones } from './holidays/time-zones'
import type { Dataset, EventTable } from './tables'
import { NO_U32 } from './tables'
import { textsOf } from './text-column'
import { DAY_MS } from '../../utils/time'
import { loadTestGazetteer, loadTestHolidays } from '../../testing/engine/fixture'

const NOW = Date.UTC(2026, 4, 15, 12)
const category = (name: (typeof EVENT_CATEGORIES)[number]): number => EVENT_CATEGORIES.indexOf(name)
const median = (values: number[]): number =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

let gazetteer: Gazetteer
let dataset: Dataset
let events: EventTable
let holidays: HolidayCalendars
let wider: HolidayCalendars

beforeAll(async () => {
  gazetteer = await loadTestGazetteer()
  // Calendars of a year more on each side of the window at least: the dataset is built from the
  // window's years of them, and once more from all of them (the first test).
  const { years } = datasetWindow(NOW)
  wider = await loadTestHolidays([(years[0] ?? 0) - 1, ...years, (years[2] ?? 0) + 1])
  holidays = forYears(wider, years)
  dataset = buildDataset({
    holidays,
    seed: 11,
    now: NOW,
    gazetteer,
    eventCount: 20_000,
    broadcastCount: 20_000,
  })
  events = dataset.events
}, 600_000)

describe('buildDataset', () => {
  it('is deterministic, also from calendars precomputed for a wider span of years', () => {
    const { years } = datasetWindow(NOW)
    const fromWider = buildDataset({
      holidays: wider,
      seed: 11,
      now: NOW,
      gazetteer,
      eventCount: 20_000,
      broadcastCount: 20_000,
    })
    expect(fromWider.events).toEqual(dataset.events)
    expect(fromWider.broadcasts).toEqual(dataset.broadcasts)
    expect(() =>
      buildDataset({ holidays: forYears(wider, years.slice(1)), seed: 11, now: NOW, gazetteer }),
    ).toThrow(/do not cover/)
  }, 600_000)

  it('differs for another seed', () => {
    const other = buildDataset({
      holidays,
      seed: 12,
      now: NOW,
      gazetteer,
      eventCount: 20_000,
      broadcastCount: 20_000,
    })
    expect(textsOf(other.events.id).slice(0, 100)).not.toEqual(textsOf(events.id).slice(0, 100))
  }, 600_000)

  it('has every category, inside the window from January 1 of last year to the end of next year', () => {
    const seen = new Set(events.category)
    for (const name of EVENT_CATEGORIES) expect(seen.has(category(name)), name).toBe(true)
    for (let i = 0; i < events.size; i++) {
      expect(events.start[i]).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1) - DAY_MS)
      expect(events.start[i]).toBeLessThan(Date.UTC(2028, 0, 1) + DAY_MS)
    }
  })

  it('sorts events and broadcasts by start then id', () => {
    for (const table of [events, dataset.broadcasts]) {
      for (let i = 1; i < table.size; i++) {
        const d = (table.start[i] ?? 0) - (table.start[i - 1] ?? 0)
        expect(d > 0 || (d === 0 && (table.id.get(i) ?? '') > (table.id.get(i - 1) ?? ''))).toBe(
          true,
        )
      }
    }
  })

  it('triples attendance about every 10 rank points', () => {
    const low: number[] = []
    const high: number[] = []
    for (let i = 0; i < events.size; i++) {
      const attendance = events.attendance[i] ?? NO_U32
      if (attendance === NO_U32) continue
      const rank = events.rank[i] ?? 0
      if (rank >= 50 && rank < 55) low.push(attendance)
      if (rank >= 60 && rank < 65) high.push(attendance)
    }
    const ratio = median(high) / median(low)
    expect(ratio).toBeGreaterThan(2.3)
    expect(ratio).toBeLessThan(3.9)
  })

  it('puts far more events in big cities than in small ones', () => {
    const perCity = new Map<number, number>()
    for (let i = 0; i < events.size; i++) {
      const venue = events.venue[i] ?? -1
      if (venue >= 0)
        perCity.set(events.place[i] ?? 0, (perCity.get(events.place[i] ?? 0) ?? 0) + 1)
    }
    let big = 0
    let bigCities = 0
    let small = 0
    let smallCities = 0
    for (const city of gazetteer.ofType('locality')) {
      const index = events.places.values.indexOf(city.id)
      const n = index < 0 ? 0 : (perCity.get(index) ?? 0)
      if (city.population >= 2_000_000 && city.countryAlpha2 === 'US') {
        big += n
        bigCities++
      } else if (
        city.population < 50_000 &&
        city.population >= 15_000 &&
        city.countryAlpha2 === 'US'
      ) {
        small += n
        smallCities++
      }
    }
    expect(bigCities).toBeGreaterThan(0)
    expect(smallCities).toBeGreaterThan(0)
    // Per city, a metropolis of 2M+ hosts far more than a town of 15-50k (weights grow as population^1.12).
    const bigPerCity = big / bigCities
    const smallPerCity = small / smallCities
    expect(smallPerCity).toBeGreaterThan(0)
    expect(bigPerCity / smallPerCity).toBeGreaterThan(30)
  })

  it('holds the real US Independence Day as a country-wide public holiday with local dates', () => {
    const us = events.countries.values.indexOf('US')
    const found = textsOf(events.title).some(
      (title, i) =>
        title === 'Independence Day' &&
        events.country[i] === us &&
        events.category[i] === category('public-holidays') &&
        events.start[i] === Date.UTC(2026, 6, 4) &&
        events.timezone[i] === NO_U32,
    )
    expect(found).toBe(true)
  })

  it('marks each America/New_York daylight-saving change it holds with an event on that day', () => {
    const zones = new TimeZones(Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1))
    const zone = events.timezones.values.indexOf('America/New_York')
    // Changes since the retention start, and those of the next month: known a month ahead or more.
    const changes = zones
      .transitions('America/New_York')
      .filter((c) => c.at >= retentionStart(NOW) && c.at < NOW + 30 * DAY_MS)
    expect(changes.map((c) => new Date(c.at).toISOString().slice(0, 10))).toEqual([
      '2025-11-02',
      '2026-03-08',
    ])
    for (const change of changes) {
      let found = false
      for (let i = 0; i < events.size && !found; i++) {
        found =
          events.category[i] === category('daylight-savings') &&
          events.timezone[i] === zone &&
          (events.start[i] ?? 0) <= change.at &&
          change.at < (events.end[i] ?? 0)
      }
      expect(found, new Date(change.at).toISOString()).toBe(true)
    }
  })

  it('links children to umbrella parents and duplicates to active events', () => {
    let children = 0
    let duplicates = 0
    for (let i = 0; i < events.size; i++) {
      const parent = events.parent[i] ?? -1
      if (parent >= 0) {
        children++
        expect(events.parent[parent]).toBe(-1)
        expect(events.start[i]).toBeGreaterThanOrEqual((events.start[parent] ?? 0) - DAY_MS)
        expect(events.start[i]).toBeLessThanOrEqual(events.end[parent] ?? 0)
      }
      const duplicateOf = events.duplicateOf[i] ?? -1
      if (duplicateOf >= 0) {
        duplicates++
        expect(events.state[i]).toBe(1)
        expect(events.state[duplicateOf]).toBe(0)
        expect(events.title.get(duplicateOf)).toBe(events.title.get(i))
      }
    }
    expect(children).toBeGreaterThan(100)
    expect(duplicates).toBeGreaterThan(50)
  })

  it('holds the venues its events stand at and no others, and list columns only their rows', () => {
    const used = new Set<number>()
    for (let i = 0; i < events.size; i++) {
      const venue = events.venue[i] ?? -1
      if (venue >= 0) used.add(venue)
    }
    expect(used.size).toBeGreaterThan(100)
    expect(used.size).toBe(events.venues.size)
    expect(Math.max(...used)).toBe(events.venues.size - 1)
    expect(events.labels.values.length).toBe(events.labels.offsets[events.size])
    expect(events.entities.values.length).toBe(events.entities.offsets[events.size])
  })

  it('records a change time on cancelled and postponed events, never after now', () => {
    let changed = 0
    for (let i = 0; i < events.size; i++) {
      const reason = events.deletedReason[i] ?? 0
      if (reason === 1 || reason === 3) {
        const at = events.stateChanged[i] ?? NaN
        if (!Number.isNaN(at)) {
          changed++
          expect(at).toBeLessThanOrEqual(NOW)
        }
      } else expect(events.stateChanged[i]).toBeNaN()
    }
    expect(changed).toBeGreaterThan(20)
  })

  it('televises only US sports events, in US counties, with duplicates of active records', () => {
    const { broadcasts } = dataset
    expect(broadcasts.size).toBeGreaterThan(10_000)
    const us = events.countries.values.indexOf('US')
    const counties = new Set<number>(broadcasts.county)
    for (const c of counties) {
      const place = gazetteer.get(broadcasts.places.values[c] ?? '')
      expect(place?.type).toBe('county')
      expect(place?.countryAlpha2).toBe('US')
    }
    for (let b = 0; b < broadcasts.size; b++) {
      const e = broadcasts.event[b] ?? 0
      expect(events.category[e]).toBe(category('sports'))
      expect(events.country[e]).toBe(us)
      expect(broadcasts.start[b]).toBe(events.start[e])
      const dup = broadcasts.duplicateOf[b] ?? -1
      if (dup >= 0) expect(broadcasts.recordStatus[dup]).toBe(0)
    }
  })
})
