// Rules every event at a venue keeps: it is where its venue is, the venue is of a kind that hosts
// it, the crowd fits the venue (generate/crowds.ts VENUE_CROWDS), and the rank follows the crowd
// (RANK_SPREAD): a stadium show ranks above a bar gig.

import { rankForAttendance } from '../generate/attended'
import { RANK_SPREAD, VENUE_CROWDS } from '../generate/crowds'
import type { VenueKind } from '../generate/venue-kinds'
import type { Zone } from '../generate/zones'
import { MONTH_NAMES, zoneFor } from '../generate/zones'
import type { CheckContext, Violations } from './check-context'

export interface VenueExpectation {
  /** Kinds of venue that host it; any kind when absent. */
  readonly kinds?: readonly VenueKind[]
  /** Attendance covers every day of a multi-day event (docs/api.md "Event"), not one day. */
  readonly wholeRun: boolean
  /** Whether the venue kind, crowd and rank rules apply (not for the fixed marquee events). */
  readonly crowd?: boolean
}

export function checkVenueEvent(
  ctx: CheckContext,
  v: Violations,
  i: number,
  expect: VenueExpectation,
): void {
  const venue = ctx.venue(i)
  const place = ctx.place(i)
  if (
    venue < 0 ||
    !place ||
    ctx.events.venues.placeId.get(venue) !== place.id ||
    ctx.country(i) !== place.countryAlpha2
  ) {
    v.fail('venue-place', i, 'not at a venue of its place')
    return
  }
  // The fixed marquee events have grounds of their own (golf clubs, speedways, race courses).
  if (expect.crowd === false) return
  const kind = ctx.venueKind(i)
  if (!kind) {
    v.fail('venue-kind', i, `unknown kind of venue: ${ctx.venueName(i)}`)
    return
  }
  if (expect.kinds && !expect.kinds.includes(kind))
    v.fail('venue-kind', i, `at ${ctx.venueName(i)}, a ${kind}`)
  const attendance = ctx.attendance(i)
  if (attendance === null) {
    v.fail('venue-crowd', i, 'no attendance')
    return
  }
  const perDay = expect.wholeRun ? attendance / ctx.days(i) : attendance
  const [fewest, most] = VENUE_CROWDS[kind]
  if (perDay < fewest || perDay > most)
    v.fail('venue-crowd', i, `${Math.round(perDay)} a day at a ${kind}`)
  const rank = ctx.events.rank[i] ?? 0
  const expected = Math.max(0, Math.min(100, rankForAttendance(attendance)))
  if (rank < expected - RANK_SPREAD.below - 0.5 || rank > expected + RANK_SPREAD.above + 0.5)
    v.fail('rank-crowd', i, `rank ${rank} for ${attendance} people`)
}

/**
 * The row's start month is in the season the zones give its place (a postponed event's new
 * date is history's, not its generator's, and is not held to it).
 */
export function checkSeason(
  ctx: CheckContext,
  v: Violations,
  i: number,
  rule: string,
  zones: readonly Zone[],
): void {
  const where = ctx.where(i)
  const zone = where && zoneFor(zones, where)
  if (!zone || zone.months.length === 0) {
    v.fail(rule, i, 'it does not happen here')
    return
  }
  if (ctx.movedCopy(i)) return
  const month = ctx.localMonth(i)
  if (!zone.months.includes(month))
    v.fail(rule, i, `${MONTH_NAMES[month] ?? '?'} is outside its season (${zone.name})`)
}

/** The labels are exactly these. */
export function checkLabels(
  ctx: CheckContext,
  v: Violations,
  i: number,
  rule: string,
  expected: readonly string[],
): boolean {
  const labels = ctx.labels(i)
  if (labels.join('|') === expected.join('|')) return true
  v.fail(rule, i, `labels ${labels.join(', ')}, expected ${expected.join(', ')}`)
  return false
}
