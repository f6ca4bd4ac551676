// Events that apply to an area rather than a venue (weather, health, politics, academic terms):
// scope is the place's type, the point is inside it, and there is no venue or placekey.

import type { EventCategory } from '../../../contract/enums'
import { MAX_LEAD, roundToSecond } from '../clock'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import type { GenContext } from './context'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../utils/time'

export interface AreaEventSpec {
  readonly category: EventCategory
  readonly title: string
  readonly place: PlaceRecord
  /** UTC start (or local wall time read as UTC when `timezone` is null). */
  readonly start: number
  readonly duration: number
  readonly timezone: string | null
  readonly rank: number
  readonly labels: readonly string[]
  readonly lon?: number
  readonly lat?: number
  readonly attendance?: number | null
  readonly localRank?: number | null
  readonly aviationRank?: number | null
  readonly entities?: readonly number[]
  /** Unscheduled events are first seen right after they start; scheduled ones long before. */
  readonly unscheduled: boolean
  readonly brandUnsafe?: boolean
  readonly parent?: number
}

/** Draws of `pointNear` before it settles on the place's own point. */
const SCATTER_TRIES = 8

/**
 * A point scattered about a place (a normal draw of `sdDegrees` each way), drawn again while it
 * falls in a lake the basemap draws: a protest or an exam hall stands on land, and a city on a
 * lakeshore has half its circle in the water.
 */
export function pointNear(
  ctx: GenContext,
  rng: Rng,
  place: PlaceRecord,
  sdDegrees: number,
): { lon: number; lat: number } {
  for (let tries = 0; tries < SCATTER_TRIES; tries++) {
    const lon = place.lon + sdDegrees * rng.normal()
    const lat = place.lat + sdDegrees * rng.normal()
    if (!ctx.world.gazetteer.inLake(lon, lat)) return { lon, lat }
  }
  return { lon: place.lon, lat: place.lat }
}

export function addAreaEvent(ctx: GenContext, rng: Rng, spec: AreaEventSpec): number {
  const { firstSeen, updated } = spec.unscheduled
    ? seenAfter(spec.start, rng)
    : seenBefore(spec.start, rng)
  return ctx.rows.add(
    {
      title: spec.title,
      category: spec.category,
      start: spec.start,
      end: spec.start + spec.duration,
      timezone: spec.timezone,
      lon: spec.lon ?? spec.place.lon,
      lat: spec.lat ?? spec.place.lat,
      rank: spec.rank,
      localRank: spec.localRank ?? null,
      aviationRank: spec.aviationRank ?? null,
      attendance: spec.attendance ?? null,
      country: spec.place.countryAlpha2,
      place: spec.place.id,
      scope: spec.place.type,
      venue: -1,
      entities: spec.entities ?? [],
      labels: spec.labels,
      firstSeen,
      updated,
      parent: spec.parent,
      brandUnsafe: spec.brandUnsafe,
    },
    rng,
  )
}

/** Reported minutes to hours after it began, updated over the next two days. */
function seenAfter(start: number, rng: Rng): { firstSeen: number; updated: number } {
  const firstSeen = start + rng.between(2, 240) * MINUTE_MS
  const updated = firstSeen + rng.between(0, 48) * HOUR_MS
  return { firstSeen: roundToSecond(firstSeen), updated: roundToSecond(updated) }
}

/** Known one to twelve months ahead (never more than MAX_LEAD), updated until it starts. */
function seenBefore(start: number, rng: Rng): { firstSeen: number; updated: number } {
  const firstSeen = start - Math.min(MAX_LEAD, rng.between(30, 360) * DAY_MS)
  const updated = firstSeen + (start - firstSeen) * rng.next()
  return { firstSeen: roundToSecond(firstSeen), updated: roundToSecond(updated) }
}
