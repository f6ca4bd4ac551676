// Events that apply to an area rather than a venue (weather, health, politics, academic terms):
// scope is the place's type, the point is inside it, and there is no venue or placekey.

import type { EventCategory } from '../../../contract/enums'
import { DAY, HOUR, MINUTE } from '../clock'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import type { GenContext } from './context'

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

export function addAreaEvent(ctx: GenContext, rng: Rng, spec: AreaEventSpec): number {
  const { firstSeen, updated } = spec.unscheduled
    ? seenAfter(ctx, spec.start, rng)
    : seenBefore(ctx, spec.start, rng)
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

function seenAfter(
  ctx: GenContext,
  start: number,
  rng: Rng,
): { firstSeen: number; updated: number } {
  const firstSeen = Math.min(ctx.now, start + rng.between(2, 240) * MINUTE)
  const updated = Math.min(ctx.now, firstSeen + rng.between(0, 48) * HOUR)
  return { firstSeen: round(firstSeen), updated: round(Math.max(firstSeen, updated)) }
}

function seenBefore(
  ctx: GenContext,
  start: number,
  rng: Rng,
): { firstSeen: number; updated: number } {
  const firstSeen = Math.min(start - rng.between(30, 400) * DAY, ctx.now - rng.between(1, 90) * DAY)
  const updated = firstSeen + (Math.min(ctx.now, start) - firstSeen) * rng.next()
  return { firstSeen: round(firstSeen), updated: round(Math.max(firstSeen, updated)) }
}

function round(ms: number): number {
  return Math.round(ms / 1000) * 1000
}
