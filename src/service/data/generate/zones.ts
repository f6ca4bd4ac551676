// Where and when a kind of event can happen (docs/dataset.md "Plausibility"): areas named by
// country, first-level region and latitude/longitude box, each zone with the months of its
// season. The generators choose places and months from these tables and checks/plausibility.ts
// reads the same tables back, so every rule is written once.

import type { PlaceRecord } from '../gazetteer/types'
import { normalise } from './world'

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const
export type MonthName = (typeof MONTH_NAMES)[number]

/** Months (0-based) from `from` to `to` inclusive, wrapping over the new year ("Nov".."Mar"). */
export function months(from: MonthName, to: MonthName): readonly number[] {
  const a = MONTH_NAMES.indexOf(from)
  const b = MONTH_NAMES.indexOf(to)
  const out: number[] = []
  for (let m = a; ; m = (m + 1) % 12) {
    out.push(m)
    if (m === b) return out
  }
}

export const ALL_YEAR = months('Jan', 'Dec')

/** [south, west, north, east] in degrees, edges included; west > east crosses the antimeridian. */
export type Box = readonly [number, number, number, number]

/**
 * A part of the world: every condition given must hold. `regions` are first-level division
 * names (US states, provinces...) of the listed countries, compared accent- and case-blind.
 */
export interface Area {
  readonly countries?: readonly string[]
  readonly regions?: readonly string[]
  readonly box?: Box
}

export interface Zone {
  /** For reports and the docs. */
  readonly name: string
  readonly areas: readonly Area[]
  /** 0-based months in which an event of the kind can start here. */
  readonly months: readonly number[]
}

/** What the rules read of a place: its country, its region, and the event's point. */
export interface Where {
  readonly country: string | null
  readonly region: string | null
  readonly lat: number
  readonly lon: number
}

/**
 * The place of an event as the rules see it: a country-wide event has no region, a region is
 * its own, anything below it is in its parent region.
 */
export function whereOf(place: PlaceRecord, lat: number, lon: number): Where {
  const region =
    place.type === 'region'
      ? place.name
      : place.type === 'country' || place.type === 'continent' || place.type === 'planet'
        ? null
        : place.regionName
  return { country: place.countryAlpha2, region, lat, lon }
}

export function inBox(box: Box, lat: number, lon: number): boolean {
  const [south, west, north, east] = box
  if (lat < south || lat > north) return false
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east
}

// Region names repeat across millions of look-ups; normalising each once is enough.
const normalised = new Map<string, string>()

function normalisedRegion(where: Where): string | null {
  if (where.region === null) return null
  let key = normalised.get(where.region)
  if (key === undefined) {
    key = normalise(where.region)
    normalised.set(where.region, key)
  }
  return key
}

/** An area's conditions as sets, tested against a place with its region name normalised. */
type AreaTest = (where: Where, region: string | null) => boolean

function compileArea(area: Area): AreaTest {
  const countries = area.countries && new Set(area.countries)
  const regions = area.regions && new Set(area.regions.map(normalise))
  const box = area.box
  return (where, region) =>
    (!countries || (where.country !== null && countries.has(where.country))) &&
    (!regions || (region !== null && regions.has(region))) &&
    (!box || inBox(box, where.lat, where.lon))
}

const areaTests = new WeakMap<Area, AreaTest>()

function areaTest(area: Area): AreaTest {
  let test = areaTests.get(area)
  if (!test) {
    test = compileArea(area)
    areaTests.set(area, test)
  }
  return test
}

// The generators ask the same tables about every city of the world: each list is compiled once.
const zoneTests = new WeakMap<readonly Zone[], (where: Where) => Zone | undefined>()

/** The first zone of the list the place is in: earlier zones carve exceptions out of later ones. */
export function zoneFor(zones: readonly Zone[], where: Where): Zone | undefined {
  let test = zoneTests.get(zones)
  if (!test) {
    const compiled = zones.map((zone) => ({ zone, areas: zone.areas.map(areaTest) }))
    test = (w) => {
      const region = normalisedRegion(w)
      return compiled.find(({ areas }) => areas.some((t) => t(w, region)))?.zone
    }
    zoneTests.set(zones, test)
  }
  return test(where)
}

// Latitude bands: the tropics, and the mid and high latitudes of each hemisphere.
export const NORTH: Area = { box: [23.5, -180, 90, 180] }
export const TROPICS: Area = { box: [-23.5, -180, 23.5, 180] }
export const SOUTH: Area = { box: [-90, -180, -23.5, 180] }
export const ANYWHERE: Area = {}

/** The same months half a year later: the southern hemisphere's season of a northern one. */
export function mirrored(list: readonly number[]): readonly number[] {
  return list.map((m) => (m + 6) % 12)
}

/**
 * A season by hemisphere: `north` outside the tropics, the same season six months later in the
 * south, and `tropics` (when given; none means the kind does not happen there).
 */
export function hemispheric(
  name: string,
  north: readonly number[],
  tropics?: readonly number[],
): readonly Zone[] {
  const zones: Zone[] = [{ name: `${name}, north`, areas: [NORTH], months: north }]
  if (tropics) zones.push({ name: `${name}, tropics`, areas: [TROPICS], months: tropics })
  zones.push({ name: `${name}, south`, areas: [SOUTH], months: mirrored(north) })
  return zones
}

export const EVERYWHERE: readonly Zone[] = [
  { name: 'anywhere', areas: [ANYWHERE], months: ALL_YEAR },
]

/** Northern or southern hemisphere by latitude alone (the tropics split at the equator). */
export const BY_HEMISPHERE = (name: string, north: readonly number[]): readonly Zone[] => [
  { name: `${name}, northern hemisphere`, areas: [{ box: [0, -180, 90, 180] }], months: north },
  {
    name: `${name}, southern hemisphere`,
    areas: [{ box: [-90, -180, 0, 180] }],
    months: mirrored(north),
  },
]

/** The zones limited to `countries`: the kind happens nowhere else. */
export function onlyIn(countries: readonly string[], zones: readonly Zone[]): readonly Zone[] {
  return zones.map((zone) => ({
    ...zone,
    areas: zone.areas.map((area) => ({
      ...area,
      countries: area.countries ? area.countries.filter((c) => countries.includes(c)) : countries,
    })),
  }))
}

/** The zones with `countries` taken out: a zone of no months there comes first. */
export function except(
  name: string,
  countries: readonly string[],
  zones: readonly Zone[],
): readonly Zone[] {
  return [{ name, areas: [{ countries }], months: [] }, ...zones]
}
