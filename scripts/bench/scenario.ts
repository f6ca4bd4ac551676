// The fixed places and instants every query of the benchmark refers to, resolved once from the
// gazetteer and the dataset's clock so the service, the engine, DuckDB and the full scan are
// asked exactly the same question.

import { zoneOffsetMs } from '../../src/contract/dates'
import type { Gazetteer, PlaceRecord, PlaceType } from '../../src/service/data/gazetteer/types'
import { DAY_MS } from '../../src/utils/time'

export interface City {
  readonly id: string
  readonly name: string
  readonly lat: number
  readonly lon: number
  readonly tz: string
}

export interface Scenario {
  /** The dataset's clock (epoch ms). */
  readonly now: number
  /** Big city for the radius searches. */
  readonly city: City
  /** Dense city for the features-style daily sums. */
  readonly featuresCity: City
  /** US state for place.scope. */
  readonly scopeState: PlaceRecord
  /** US state whose counties' broadcasts are searched. */
  readonly broadcastState: PlaceRecord
  /** Zone and country of the yearly calendar. */
  readonly calendarTz: string
  readonly calendarCountry: string
  /** Local calendar year of `now` in calendarTz. */
  readonly calendarYear: number
}

function find(gaz: Gazetteer, name: string, type: PlaceType): PlaceRecord {
  const place = gaz.search(name, { types: [type], countries: ['US'], limit: 1 })[0]
  if (!place) throw new Error(`the gazetteer has no US ${type} named ${name}`)
  return place
}

function city(gaz: Gazetteer, name: string): City {
  const p = find(gaz, name, 'locality')
  return { id: p.id, name: p.name, lat: p.lat, lon: p.lon, tz: p.timezone ?? 'UTC' }
}

export function makeScenario(gaz: Gazetteer, now: number): Scenario {
  const calendarTz = 'America/Chicago'
  return {
    now,
    city: city(gaz, 'Chicago'),
    featuresCity: city(gaz, 'New York'),
    scopeState: find(gaz, 'California', 'region'),
    broadcastState: find(gaz, 'Texas', 'region'),
    calendarTz,
    calendarCountry: 'US',
    calendarYear: new Date(now + zoneOffsetMs(calendarTz, now)).getUTCFullYear(),
  }
}

/** The instant of a local wall time (ms, as if UTC) in `tz`. */
export function instantOf(tz: string, wallMs: number): number {
  const guess = wallMs - zoneOffsetMs(tz, wallMs)
  return wallMs - zoneOffsetMs(tz, guess)
}

/** Day number (days since 1970-01-01) of an instant, local to `tz`. */
export function localDay(tz: string, ms: number): number {
  return Math.floor((ms + zoneOffsetMs(tz, ms)) / DAY_MS)
}

/** `YYYY-MM-DD` of a day number. */
export function dayString(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}
