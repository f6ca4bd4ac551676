// Shared rules for attended events (docs/api.md "Event": rank, local_rank, aviation_rank,
// svc_attendance). docs/architecture.md "Facts": rank 50 is about 1,000 people and attendance
// roughly triples every 10 points.

import type { EventCategory } from '../../../contract/enums'
import { MAX_LEAD, roundToSecond } from '../clock'
import type { Rng } from '../random'
import type { GenContext } from './context'
import type { EventDraft } from './rows'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

export function attendanceForRank(rank: number, rng: Rng): number {
  return Math.max(
    1,
    Math.round(1000 * Math.pow(3, (rank - 50) / 10) * Math.exp(0.25 * rng.normal())),
  )
}

export function rankForAttendance(attendance: number): number {
  return 50 + (10 * Math.log(Math.max(1, attendance) / 1000)) / Math.log(3)
}

/**
 * Local rank: the same crowd matters more in a small town. 1 person per 1,000 residents scores
 * 50, and every tripling adds 10 (clamped 0..100).
 */
export function localRankFor(attendance: number, population: number, rng: Rng): number {
  const ratio = attendance / Math.max(1, population * 0.001)
  return 50 + (10 * Math.log(ratio)) / Math.log(3) + 2 * rng.normal()
}

/** Flight impact: large multi-day draws move travellers (docs/api.md "Event": `aviation_rank`). */
const AVIATION_BIAS: Partial<Record<EventCategory, number>> = {
  conferences: 8,
  expos: 6,
  festivals: 4,
  sports: 0,
  concerts: -6,
  'performing-arts': -12,
}

export function aviationRankFor(category: EventCategory, rank: number, rng: Rng): number | null {
  const bias = AVIATION_BIAS[category]
  // docs/api.md "Event": calculated for these categories, null when unavailable (a small share).
  if (bias === undefined || rng.chance(0.04)) return null
  return rank - 8 + bias + 4 * rng.normal()
}

/**
 * When an event is announced and last updated, fixed by its own draws (docs/dataset.md "A
 * timeline"): announced `leadDays` ahead on a typical day, with a long tail either way, but never
 * more than MAX_LEAD ahead; the last update falls between the announcement and two days after the
 * start.
 */
export function lifecycle(
  start: number,
  rng: Rng,
  leadDays: number,
): { firstSeen: number; updated: number } {
  const lead = Math.min(
    MAX_LEAD,
    Math.max(HOUR_MS, leadDays * DAY_MS * Math.exp(0.8 * rng.normal())),
  )
  const firstSeen = start - lead
  const updated = firstSeen + (start + 2 * DAY_MS - firstSeen) * Math.sqrt(rng.next())
  return { firstSeen: roundToSecond(firstSeen), updated: roundToSecond(updated) }
}

export interface VenueEventSpec {
  readonly category: EventCategory
  readonly title: string
  readonly venue: number
  /** Local wall time of the start, read as UTC. */
  readonly localStart: number
  readonly duration: number
  readonly rank: number
  readonly attendance: number
  readonly labels: readonly string[]
  readonly entities: readonly number[]
  readonly parent?: number
  /** Typical lead between announcement and start, in days. */
  readonly leadDays: number
  readonly brandUnsafe?: boolean
}

/**
 * Adds an event at a venue: point, time zone, country and locality come from the venue and its
 * city. A venue the catalog does not hold (VenueCatalog.pick answers -1 for a city without the
 * kinds asked for) is refused: read as 0, 0 with no city, it would make an event in the Gulf of
 * Guinea with no country and a local rank of 100 (its city's population read as 0).
 */
export function addVenueEvent(ctx: GenContext, rng: Rng, spec: VenueEventSpec): number {
  const venues = ctx.venues
  const city = ctx.world.gazetteer.get(venues.placeId[spec.venue] ?? '')
  const lon = venues.lon[spec.venue]
  const lat = venues.lat[spec.venue]
  if (!city || lon === undefined || lat === undefined)
    throw new Error(`"${spec.title}" has no venue: row ${String(spec.venue)} of the catalog`)
  const zone = city.timezone ?? 'UTC'
  const start = ctx.zones.toUtc(zone, spec.localStart)
  // Some single-session events carry no actual end, only a predicted one (docs/api.md "Event"):
  // their `end` is their start, as every event has one (data/tables.ts EventTable.end).
  const noActualEnd = spec.duration <= 6 * HOUR_MS && rng.chance(0.25)
  const end = noActualEnd ? start : start + spec.duration
  const { firstSeen, updated } = lifecycle(start, rng, spec.leadDays)
  const draft: EventDraft = {
    title: spec.title,
    category: spec.category,
    start,
    end,
    predictedEnd: noActualEnd ? start + spec.duration : NaN,
    timezone: zone,
    lon,
    lat,
    rank: spec.rank,
    localRank: localRankFor(spec.attendance, city.population, rng),
    aviationRank: aviationRankFor(spec.category, spec.rank, rng),
    attendance: spec.attendance,
    country: city.countryAlpha2,
    place: city.id,
    scope: 'locality',
    venue: spec.venue,
    entities: spec.entities,
    labels: spec.labels,
    firstSeen,
    // 2% of events show no first_seen (docs/api.md "Event": it may be missing).
    firstSeenMissing: rng.chance(0.02),
    updated,
    parent: spec.parent,
    brandUnsafe: spec.brandUnsafe,
  }
  return ctx.rows.add(draft, rng)
}

/** A day (00:00, UTC reading) in the window; `weekdayWeights` (Sunday first) bias the weekday. */
export function pickDay(ctx: GenContext, rng: Rng, weekdayWeights?: readonly number[]): number {
  const days = Math.round((ctx.window.end - ctx.window.start) / DAY_MS)
  for (;;) {
    const day = ctx.window.start + rng.int(days) * DAY_MS
    if (!weekdayWeights) return day
    const w = weekdayWeights[new Date(day).getUTCDay()] ?? 1
    if (rng.next() < w) return day
  }
}

/** Local time of day, with 5% of starts at midnight: the time is unknown (docs/api.md "Event"). */
export function timeOfDay(rng: Rng, hours: readonly number[]): number {
  if (rng.chance(0.05)) return 0
  return rng.pick(hours) * HOUR_MS
}

export const NIGHTLIFE_WEEK = [0.6, 0.35, 0.4, 0.55, 0.8, 1, 1] as const
