// One history per seed, revealed by the clock (docs/dataset.md "A timeline"). `settleHistory`
// fixes each generated event's story once, from its own detail seed: a cancellation or a
// postponement (with the new date as a record of its own) at a set time, a prediction confirmed
// at a set time, a second record of it that is later marked as a duplicate, or a correction of its
// start or its crowd (revisions.ts). `knownAt` then shows the history as it stood at one instant:
// what entered the dataset by then, in the state, with the values and with the last update it
// had by then.

import { ATTENDED_CATEGORIES, EVENT_CATEGORIES } from '../../../contract/enums'
import { MAX_LEAD, retentionStart, roundToSecond } from '../clock'
import { createRng, unitDraw } from '../random'
import { revealRevision, reviseEvent } from './revisions'
import type { EventRows } from './rows'
import {
  REASON_CANCELLED,
  REASON_DUPLICATE,
  REASON_POSTPONED,
  STATE_ACTIVE,
  STATE_DELETED,
  STATE_PREDICTED,
} from './rows'
import type { VenueCatalog } from './venues'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

const ATTENDED = new Set<number>(ATTENDED_CATEGORIES.map((c) => EVENT_CATEGORIES.indexOf(c)))

/**
 * Fixes every event's story. Rows are settled in the order they were generated, in which a parent
 * precedes its children; the records a story adds (new dates, duplicates) are appended.
 */
export function settleHistory(rows: EventRows, seed: number, venues: VenueCatalog): void {
  const originals = rows.size
  const hasChildren = new Uint8Array(originals)
  for (let r = 0; r < originals; r++) {
    const parent = rows.parent[r] ?? -1
    if (parent >= 0) {
      hasChildren[parent] = 1
      // A child is announced with its parent, never before it.
      const known = Math.max(rows.known[r] ?? 0, rows.known[parent] ?? 0)
      rows.known[r] = known
      if (!Number.isNaN(rows.firstSeen[r] ?? NaN)) rows.firstSeen[r] = known
      rows.updated[r] = Math.max(rows.updated[r] ?? 0, known)
    }
  }
  for (let r = 0; r < originals; r++) {
    if (!ATTENDED.has(rows.category[r] ?? -1)) continue
    const detail = rows.detailSeed[r] ?? 0
    const u = unitDraw(detail, 0x5bd1e995)
    const known = rows.known[r] ?? 0
    const start = rows.start[r] ?? 0
    const end = rows.end[r] ?? start
    const standalone = (rows.parent[r] ?? -1) < 0 && hasChildren[r] === 0
    if (u < 0.035) {
      // Cancelled or postponed between its announcement and its start.
      const at = roundToSecond(known + Math.max(0, start - known) * unitDraw(detail, 0x27d4eb2f))
      const postponed = u >= 0.022 && standalone
      rows.state[r] = STATE_DELETED
      rows.deletedReason[r] = postponed ? REASON_POSTPONED : REASON_CANCELLED
      rows.changeAt[r] = at
      // docs/api.md "Event": the time is null when unavailable; a few lack it.
      rows.stateChanged[r] = u < 0.002 ? NaN : at
      rows.updated[r] = Math.max(rows.updated[r] ?? 0, at)
      if (postponed) {
        // The new date: 2 to 17 weeks later, never further ahead of the change than MAX_LEAD.
        const moved = Math.min(
          start + (14 + Math.floor(105 * unitDraw(detail, 0x165667b1))) * DAY_MS,
          at + MAX_LEAD,
        )
        const rng = createRng(seed ^ detail, 'postponed')
        const row = rows.addCopy(r, rng, at, moved, moved + (end - start))
        rows.movedFrom[row] = r
      }
    } else if (u < 0.06) {
      // Predicted until it is confirmed, one to three weeks before it starts.
      const at = Math.max(
        known,
        roundToSecond(start - (7 + 14 * unitDraw(detail, 0x27d4eb2f)) * DAY_MS),
      )
      rows.changeAt[r] = at
      rows.updated[r] = Math.max(rows.updated[r] ?? 0, at)
    } else if (u < 0.075 && standalone) {
      // A second record of the event arrives later and is soon marked as its duplicate.
      const rng = createRng(seed ^ detail, 'duplicate')
      const arrives = known + rng.between(1, 72) * HOUR_MS
      const row = rows.addCopy(r, rng, arrives, start, end)
      const marked = arrives + rng.between(1, 48) * HOUR_MS
      rows.state[row] = STATE_DELETED
      rows.deletedReason[row] = REASON_DUPLICATE
      rows.duplicateOf[row] = r
      rows.changeAt[row] = marked
      rows.updated[row] = marked
    } else if (u >= 0.075 && standalone) {
      reviseEvent(rows, r, EVENT_CATEGORIES[rows.category[r] ?? 0] ?? '', venues)
    }
  }
}

/** Which rows the dataset built for `now` holds (1 = kept), after `knownAt` set their state. */
export interface KnownRows {
  readonly keep: Uint8Array
  readonly now: number
}

/**
 * Shows the settled history as it stood at `now`: rows announced later, and rows whose event
 * started before the retention start (`retentionStart`), are left out; changes after `now` are
 * undone, and `updated` is the last update made by then.
 */
export function knownAt(rows: EventRows, now: number): KnownRows {
  const n = rows.size
  const cutoff = retentionStart(now)
  const keep = new Uint8Array(n)
  // The start of the event each row belongs to: a child's parent, a duplicate's or a new date's
  // original. Linked rows always come after the row they name.
  const rootStart = new Float64Array(n)
  for (let r = 0; r < n; r++) {
    const parent = rows.parent[r] ?? -1
    const link = parent >= 0 ? parent : Math.max(rows.duplicateOf[r] ?? -1, rows.movedFrom[r] ?? -1)
    rootStart[r] = link >= 0 ? (rootStart[link] ?? 0) : (rows.start[r] ?? 0)
    if (!((rows.known[r] ?? Infinity) <= now) || (rootStart[r] ?? 0) < cutoff) continue
    if (parent >= 0 && keep[parent] === 0) continue
    keep[r] = 1
    const changeAt = rows.changeAt[r] ?? NaN
    if (changeAt > now) {
      // Not yet changed: a deleted row was still active, a confirmed one still predicted.
      rows.state[r] = rows.state[r] === STATE_DELETED ? STATE_ACTIVE : STATE_PREDICTED
      rows.deletedReason[r] = 0
      rows.stateChanged[r] = NaN
      rows.duplicateOf[r] = -1
    }
    const revision = rows.revisions.get(r)
    if (revision) revealRevision(rows, r, revision, now)
    rows.updated[r] = lastUpdate(rows, r, now)
  }
  return { keep, now }
}

/**
 * A row's updates: on entry, at two points drawn from its detail seed between its entry and its
 * last update, at the last update, at its state change and at its correction.
 */
function lastUpdate(rows: EventRows, r: number, now: number): number {
  const known = rows.known[r] ?? 0
  const last = Math.max(known, rows.updated[r] ?? known)
  if (last <= now) return last
  const detail = rows.detailSeed[r] ?? 0
  let latest = known
  for (const salt of [0x68e31da4, 0xb5297a4d]) {
    const at = roundToSecond(known + (last - known) * unitDraw(detail, salt))
    if (at <= now && at > latest) latest = at
  }
  for (const at of [rows.changeAt[r] ?? NaN, rows.revisions.get(r)?.at ?? NaN])
    if (at <= now && at > latest) latest = at
  return latest
}
