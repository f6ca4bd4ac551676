// Crowds that fit their venue (docs/dataset.md "Plausibility"): each kind of venue holds a band
// of crowds for one session, and an event's rank follows the crowd it draws, so a stadium show
// ranks above a bar gig. The band table is read back by checks/.

import type { Rng } from '../random'
import { WeightedPicker } from '../random'
import { attendanceForRank, rankForAttendance } from './attended'
import type { GenContext } from './context'
import type { VenueKind } from './venue-kinds'
import type { VenueCatalog } from './venues'

/**
 * Plausible crowd of one session per kind of venue: [fewest, most]. The most covers the largest
 * capacities venues.ts and the league grounds give; the fewest keeps a stadium or an arena from
 * hosting a crowd a club would hold.
 */
export const VENUE_CROWDS: Readonly<Record<VenueKind, readonly [number, number]>> = {
  arena: [2_000, 23_000],
  stadium: [8_000, 110_000],
  theatre: [50, 3_000],
  club: [20, 1_500],
  convention: [100, 60_000],
  park: [100, 80_000],
  hotel: [20, 2_500],
  community: [10, 600],
  hall: [100, 3_000],
  campus: [50, 6_000],
}

/**
 * How far an event's rank may sit from the rank its attendance gives (attended.ts: 1,000 people
 * at 50, three times more every 10 points): a little below, and up to `above` for the boost of a
 * final or a marquee night.
 */
export const RANK_SPREAD = { below: 4, above: 12 } as const

/** The rank of a crowd, with a little noise that never leaves RANK_SPREAD. */
export function rankOfCrowd(attendance: number, rng: Rng, boost = 0): number {
  const noise = Math.max(-2, Math.min(2, rng.normal()))
  return rankForAttendance(attendance) + boost + noise
}

interface KindCities {
  /** 1 when the city (index into world.cities) has a venue of one of the kinds. */
  readonly has: Uint8Array
  readonly picker: WeightedPicker
}

const kindCities = new WeakMap<VenueCatalog, Map<string, KindCities>>()

function citiesWith(ctx: GenContext, kinds: readonly VenueKind[]): KindCities {
  let perKinds = kindCities.get(ctx.venues)
  if (!perKinds) {
    perKinds = new Map()
    kindCities.set(ctx.venues, perKinds)
  }
  const key = kinds.join('|')
  const known = perKinds.get(key)
  if (known) return known
  const { venues } = ctx
  const n = ctx.world.cities.length
  const has = new Uint8Array(n)
  const weights = new Float64Array(n)
  for (let c = 0; c < n; c++) {
    if (venues.hasKind(c, kinds)) has[c] = 1
    weights[c] = has[c] === 1 ? (ctx.world.cityWeights[c] ?? 0) : 0
  }
  const made = { has, picker: new WeightedPicker(weights) }
  perKinds.set(key, made)
  return made
}

const countryCities = new WeakMap<VenueCatalog, Map<string, WeightedPicker>>()

/**
 * A city of `country` drawn by population among those with a venue of one of `kinds`; -1 when
 * the country has none.
 */
export function pickCityIn(
  ctx: GenContext,
  rng: Rng,
  kinds: readonly VenueKind[],
  country: string,
): number {
  let perKey = countryCities.get(ctx.venues)
  if (!perKey) {
    perKey = new Map()
    countryCities.set(ctx.venues, perKey)
  }
  const key = `${country}|${kinds.join('|')}`
  let picker = perKey.get(key)
  if (!picker) {
    const { has } = citiesWith(ctx, kinds)
    picker = new WeightedPicker(
      ctx.world.cities.map((c, i) =>
        has[i] === 1 && c.countryAlpha2 === country ? (ctx.world.cityWeights[i] ?? 0) : 0,
      ),
    )
    perKey.set(key, picker)
  }
  return picker.total > 0 ? picker.pick(rng) : -1
}

/**
 * A city drawn by population among those with a venue of one of `kinds`. Throws when no city has
 * one: a picker without weight would answer a city that has none, and its venue would be -1.
 */
export function pickCityWith(ctx: GenContext, rng: Rng, kinds: readonly VenueKind[]): number {
  const { picker } = citiesWith(ctx, kinds)
  if (picker.total <= 0) throw new Error(`no city has a venue of ${kinds.join(', ')}`)
  return picker.pick(rng)
}

export function hasVenueOf(
  ctx: GenContext,
  cityIndex: number,
  kinds: readonly VenueKind[],
): boolean {
  return citiesWith(ctx, kinds).has[cityIndex] === 1
}

export interface Show {
  readonly venue: number
  readonly cityIndex: number
  /** Crowd of one session, inside the venue kind's band and its capacity. */
  readonly attendance: number
  readonly rank: number
}

/**
 * A venue for a crowd drawn from `rank`: of the kinds whose band holds that crowd when the city
 * has one, else of any of `kinds`, the crowd then brought into the venue's band and capacity.
 * The city is `cityIndex` when it has such a venue, else one drawn among those that do.
 */
export function placeShow(
  ctx: GenContext,
  rng: Rng,
  kinds: readonly VenueKind[],
  rank: number,
  cityIndex?: number,
): Show {
  const city =
    cityIndex !== undefined && hasVenueOf(ctx, cityIndex, kinds)
      ? cityIndex
      : pickCityWith(ctx, rng, kinds)
  let attendance = attendanceForRank(rank, rng)
  const fitting = kinds.filter((k) => {
    const [lo, hi] = VENUE_CROWDS[k]
    return attendance >= lo && attendance <= hi
  })
  let venue = fitting.length > 0 ? ctx.venues.pick(city, fitting, attendance, rng) : -1
  if (venue < 0) venue = ctx.venues.pick(city, kinds, attendance, rng)
  const [lo, hi] = VENUE_CROWDS[ctx.venues.kind[venue] ?? 'club']
  const most = Math.min(hi, ctx.venues.capacity[venue] ?? hi)
  if (attendance > most) attendance = Math.round(most * (0.75 + 0.25 * rng.next()))
  attendance = Math.max(lo, attendance)
  return { venue, cityIndex: city, attendance, rank: rankOfCrowd(attendance, rng) }
}
