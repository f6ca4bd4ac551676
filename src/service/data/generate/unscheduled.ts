// Unscheduled events (severe weather, disasters, health warnings, terror, airport delays): they
// are first seen just after they start, and apply to counties, regions or countries rather than
// venues (docs/architecture.md). Each kind keeps to the places and months of its table in
// hazards.ts (docs/dataset.md "Plausibility").

import type { EventCategory } from '../../../contract/enums'
import type { PlaceRecord, PlaceType } from '../gazetteer/types'
import type { Rng } from '../random'
import { WeightedPicker } from '../random'
import type { Airport } from './airports'
import { AIRPORTS, airportEntityName, DELAY_CAUSES, delayTitle } from './airports'
import { addAreaEvent, pointNear } from './area-event'
import type { GenContext } from './context'
import type { HazardKind } from './hazards'
import { HAZARD_CATEGORIES, HAZARDS, hazardTitle } from './hazards'
import { daysInMonth, placeOfType } from './season-days'
import type { World } from './world'
import type { Where } from './zones'
import { whereOf, zoneFor } from './zones'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../utils/time'

/** Cities that can host a kind, weighted by size, with the scopes each one allows. */
interface Candidates {
  readonly city: Int32Array
  /** Bit s set: `kind.scope[s]` is a place of the city inside one of the kind's zones. */
  readonly scopes: Uint8Array
  readonly picker: WeightedPicker
}

// Per world, so the three years of a history share the work (the tables never change).
const candidateCache = new WeakMap<World, Map<HazardKind, Candidates>>()

function candidatesFor(ctx: GenContext, kind: HazardKind): Candidates {
  let perKind = candidateCache.get(ctx.world)
  if (!perKind) {
    perKind = new Map()
    candidateCache.set(ctx.world, perKind)
  }
  const known = perKind.get(kind)
  if (known) return known
  const city: number[] = []
  const scopes: number[] = []
  const weights: number[] = []
  const wheres = kind.scope.map((type) => citiesAs(ctx, type))
  ctx.world.cities.forEach((_, i) => {
    let bits = 0
    wheres.forEach((list, s) => {
      const where = list[i]
      if (where && zoneFor(kind.zones, where)) bits |= 1 << s
    })
    if (bits === 0) return
    city.push(i)
    scopes.push(bits)
    // A hazard strikes an area, not a crowd: populous places are likelier (world.ts
    // `areaWeights`), but by the square root of their weight, so no county has a tornado a week.
    weights.push(Math.sqrt(ctx.world.areaWeights[i] ?? 0))
  })
  const made = {
    city: Int32Array.from(city),
    scopes: Uint8Array.from(scopes),
    picker: new WeightedPicker(weights),
  }
  perKind.set(kind, made)
  return made
}

const whereCache = new WeakMap<World, Map<PlaceType, readonly (Where | undefined)[]>>()

/**
 * Each city as the rules see it when a kind strikes its place of `type` (its county, region...)
 * at the city's point; undefined where the city has no such place. Shared by every kind.
 */
function citiesAs(ctx: GenContext, type: PlaceType): readonly (Where | undefined)[] {
  let perType = whereCache.get(ctx.world)
  if (!perType) {
    perType = new Map()
    whereCache.set(ctx.world, perType)
  }
  let list = perType.get(type)
  if (!list) {
    list = ctx.world.cities.map((c) => {
      const place = placeOfType(ctx, c, type)
      return place && whereOf(place, c.lat, c.lon)
    })
    perType.set(type, list)
  }
  return list
}

export function generateUnscheduled(ctx: GenContext, category: EventCategory, count: number): void {
  const hazardCategory = HAZARD_CATEGORIES.find((c) => c === category)
  if (!hazardCategory) return
  const kinds = HAZARDS[hazardCategory]
  const kindPicker = new WeightedPicker(kinds.map((k) => k.weight))
  const rng = ctx.stream(category)
  for (let i = 0; i < count; i++) {
    const kind = kinds[kindPicker.pick(rng)]
    if (kind) addHazard(ctx, rng, kind)
  }
}

/** One event of the kind: a city where it can happen, its place, and a month of its season there. */
function addHazard(ctx: GenContext, rng: Rng, kind: HazardKind): void {
  const candidates = candidatesFor(ctx, kind)
  if (candidates.city.length === 0) return
  const j = candidates.picker.pick(rng)
  const city = ctx.world.cities[candidates.city[j] ?? 0]
  const bits = candidates.scopes[j] ?? 0
  if (!city) return
  const type = rng.pick(kind.scope.filter((_, s) => (bits >> s) & 1))
  const place = placeOfType(ctx, city, type) ?? city
  // The point is near the city; when that nudges it out of the zone or into a lake the map draws,
  // the city's own point is used.
  let lat = city.lat + 0.05 * (2 * rng.next() - 1)
  let lon = city.lon + 0.05 * (2 * rng.next() - 1)
  let zone = zoneFor(kind.zones, whereOf(place, lat, lon))
  if (!zone || ctx.world.gazetteer.inLake(lon, lat)) {
    lat = city.lat
    lon = city.lon
    zone = zoneFor(kind.zones, whereOf(place, lat, lon))
  }
  if (!zone) return
  const timezone = place.timezone ?? city.timezone ?? 'UTC'
  const [h0, h1] = kind.hours
  const [r0, r1] = kind.rank
  addAreaEvent(ctx, rng, {
    category: kind.category,
    title: hazardTitle(kind, place.name),
    place,
    start: startIn(ctx, rng, zone.months, timezone),
    duration: Math.round(h0 + (h1 - h0) * rng.next()) * HOUR_MS,
    timezone,
    rank: Math.max(r0, Math.min(r1, (r0 + r1) / 2 + ((r1 - r0) / 6) * rng.normal())),
    labels: [kind.category, ...kind.labels],
    lon,
    lat,
    unscheduled: true,
    // Violence is potentially brand-unsafe (docs/architecture.md "Facts").
    brandUnsafe: kind.category === 'terror',
  })
}

/** A local time in one of `months` of the window's year, as a UTC instant inside the window. */
function startIn(ctx: GenContext, rng: Rng, months: readonly number[], timezone: string): number {
  const year = new Date(ctx.window.start).getUTCFullYear()
  const month = rng.pick(months)
  const local =
    Date.UTC(year, month, 1 + rng.int(daysInMonth(year, month))) + rng.int(24 * 60) * MINUTE_MS
  const start = ctx.zones.toUtc(timezone, local)
  // New Year's Day east of Greenwich can begin in the old year: keep to the window, same month.
  if (start < ctx.window.start) return start + DAY_MS
  if (start >= ctx.window.end) return start - DAY_MS
  return start
}

/** The city itself or its enclosing place of the requested type (falls back to the closest one above). */
export function areaOf(ctx: GenContext, city: PlaceRecord, type: PlaceType): PlaceRecord {
  if (type === 'locality') return city
  const ancestors = ctx.world.ancestors(city)
  const exact = ancestors.find((p) => p.type === type)
  if (exact) return exact
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const p = ancestors[i]
    if (p && (p.type === 'region' || p.type === 'country')) return p
  }
  return city
}

export function generateAirportDelays(ctx: GenContext, count: number): void {
  const rng = ctx.stream('airport-delays')
  const airports = AIRPORTS.map((a) => ({
    ...a,
    place: ctx.world.findCity(a.city, a.country),
  })).filter((a): a is Airport & { place: PlaceRecord } => a.place !== undefined)
  if (airports.length === 0) return
  for (let i = 0; i < count; i++) {
    const airport = rng.pick(airports)
    const cause = rng.pick(DELAY_CAUSES)
    const start =
      Math.round(
        (ctx.window.start + rng.next() * (ctx.window.end - ctx.window.start)) / (15 * MINUTE_MS),
      ) *
      15 *
      MINUTE_MS
    addAirportDelay(ctx, rng, airport, cause, Math.min(start, ctx.window.end - 15 * MINUTE_MS))
  }
}

function addAirportDelay(
  ctx: GenContext,
  rng: Rng,
  airport: Airport & { place: PlaceRecord },
  cause: string,
  start: number,
): void {
  addAreaEvent(ctx, rng, {
    category: 'airport-delays',
    title: delayTitle(airport),
    place: airport.place,
    start,
    duration: rng.between(1, 8) * HOUR_MS,
    timezone: airport.place.timezone,
    rank: 40 + 10 * rng.normal() + (airport.place.population > 3_000_000 ? 8 : 0),
    labels: ['airport-delays', 'airport', cause],
    ...pointNear(ctx, rng, airport.place, 0.1),
    entities: [ctx.entities.add('airport', airportEntityName(airport))],
    unscheduled: true,
  })
}
