// Corrections in an event's last weeks (docs/dataset.md "A timeline"): a start moved by half an
// hour or an hour, or a predicted crowd revised as tickets sell. The generated values are the
// corrected ones; `reviseEvent` draws, from the row's own seed, what the row showed before, and
// `revealRevision` puts that back for a dataset built before the correction was made.

import { unitDraw } from '../random'
import { MAX_LEAD, roundToSecond } from '../clock'
import { DAY_MS, MINUTE_MS } from '../../../utils/time'
import { VENUE_CROWDS } from './crowds'
import { clampRank } from './rows'
import type { EventRows, Revision } from './rows'
import type { VenueCatalog } from './venues'

/** Share of eligible events whose start moves; of those whose crowd is revised (cumulative). */
const RETIMED = 0.08
const REVISED = 0.3
/** Corrections come in the last three weeks before the start (or since the announcement). */
const WINDOW = 21 * DAY_MS
/**
 * Categories whose start the organiser moves: not a league's kick-offs, nor a tour's dates, which
 * keep to a route (checks/music-rules.ts).
 */
const RETIMABLE = new Set(['community', 'conferences', 'expos', 'performing-arts'])

/**
 * May give row `r` a correction. Only a standalone event (no parent, no children, no other story)
 * is corrected, so a festival and its days never disagree. A revised crowd still fits its venue,
 * and its rank, local rank and flight impact move with it, as the rank follows the crowd.
 */
export function reviseEvent(
  rows: EventRows,
  r: number,
  category: string,
  venues: VenueCatalog,
): void {
  const detail = rows.detailSeed[r] ?? 0
  const v = unitDraw(detail, 0x1b873593)
  if (v >= REVISED) return
  const start = rows.start[r] ?? 0
  const end = rows.end[r] ?? start
  const from = Math.max(rows.known[r] ?? 0, start - WINDOW)
  if (!(start - from > DAY_MS)) return
  const at = roundToSecond(from + (start - from) * unitDraw(detail, 0x2545f491))
  const before = {
    start,
    end,
    predictedEnd: rows.predictedEnd[r] ?? NaN,
    rank: rows.rank[r] ?? 0,
    localRank: rows.localRank[r] ?? -1,
    aviationRank: rows.aviationRank[r] ?? -1,
    attendance: rows.attendance[r] ?? -1,
  }
  if (v < RETIMED) {
    if (!RETIMABLE.has(category)) return
    // It was first announced half an hour or an hour off the time it now has.
    const minutes = [-60, -30, 30, 60][Math.floor(4 * unitDraw(detail, 0x85ebca6b))] ?? 30
    const shift = minutes * MINUTE_MS
    // Never announced further ahead than any event is (clock.ts MAX_LEAD).
    if (start - shift - (rows.known[r] ?? 0) > MAX_LEAD) return
    rows.revisions.set(r, {
      at,
      before: {
        ...before,
        start: start - shift,
        end: end - shift,
        predictedEnd: before.predictedEnd - shift,
      },
    })
  } else {
    // The crowd before the revision: lower three times in four (it was revised up), by 2 to 8
    // rank points, else higher by 2 to 5. Rank 50 is 1,000 people, three times more every 10.
    const w = unitDraw(detail, 0xc2b2ae35)
    const points =
      w < 0.75 ? 2 + Math.floor((7 * w) / 0.75) : -(2 + Math.floor((4 * (w - 0.75)) / 0.25))
    const earlier = before.rank - points
    const crowd = Math.round(before.attendance / Math.pow(3, points / 10))
    if (earlier < 0 || earlier > 100 || before.attendance < 0 || end - start >= DAY_MS) return
    if (!crowdFits(venues, rows.venue[r] ?? -1, crowd)) return
    rows.revisions.set(r, {
      at,
      before: {
        ...before,
        rank: earlier,
        localRank: before.localRank < 0 ? -1 : clampRank(before.localRank - points),
        aviationRank: before.aviationRank < 0 ? -1 : clampRank(before.aviationRank - points),
        attendance: crowd,
      },
    })
  }
  rows.updated[r] = Math.max(rows.updated[r] ?? 0, at)
}

function crowdFits(venues: VenueCatalog, venue: number, crowd: number): boolean {
  const kind = venues.kind[venue]
  if (kind === undefined) return false
  const [fewest, most] = VENUE_CROWDS[kind]
  return crowd >= fewest && crowd <= Math.min(most, venues.capacity[venue] ?? most)
}

/** For a dataset built at `now`: the row as it stood then, if its correction came later. */
export function revealRevision(rows: EventRows, r: number, revision: Revision, now: number): void {
  if (revision.at <= now) return
  const b = revision.before
  rows.start[r] = b.start
  rows.end[r] = b.end
  rows.predictedEnd[r] = b.predictedEnd
  rows.rank[r] = b.rank
  rows.localRank[r] = b.localRank
  rows.aviationRank[r] = b.aviationRank
  rows.attendance[r] = b.attendance
}
