// Per-row predicate checks over the columns. The planner (plan.ts) picks a small candidate
// set from an index; every candidate then passes through these checks, so each filter of the
// spec's "Search events" table is defined exactly once, here.

import { NO_U32, NO_U8 } from '../data/tables'
import { DELETED_REASONS, EVENT_STATES } from '../../contract/enums'
import { circleCheck, savedAreaCheck, scopeMatcher, venuePlacekeyFlags } from './place-filters'
import type { EventIndexes } from './indexes'
import type { EventQuery, NumRange, TimeRange } from './query'
import { aboveLo, belowHi, inRange, rankLevel, wallRange } from './ranges'
import type { TextMatch } from './text'
import { searchText } from './text'
import { indexIn } from './postings'

export type { RowCheck } from './row-check'
import type { RowCheck } from './row-check'

function flags(size: number, keys: Iterable<number | undefined>): Uint8Array {
  const f = new Uint8Array(size)
  for (const k of keys) if (k !== undefined && k >= 0 && k < size) f[k] = 1
  return f
}

/** Value comparison honouring the floating-time rule of TimeRange (query.ts). */
function timeCheck(ix: EventIndexes, col: Float64Array, range: TimeRange): RowCheck {
  const tzCol = ix.table.timezone
  const wall = wallRange(range)
  return (r) => inRange(col[r] ?? Number.NaN, tzCol[r] === NO_U32 ? wall : range)
}

/** `active` (spec: "events intersecting the range"); see ActiveRange in query.ts for the rule. */
export function activeCheck(ix: EventIndexes, range: TimeRange): RowCheck {
  const { start, end, timezone } = ix.table
  const wall = wallRange(range)
  return (r) => {
    const s = start[r] ?? 0
    const e = end[r] ?? Number.NaN
    const q = timezone[r] === NO_U32 ? wall : range
    if (!belowHi(s, q.hi)) return false
    if (q.lo === undefined) return true
    return e > s ? e > q.lo.value : aboveLo(s, q.lo)
  }
}

function u8RangeCheck(col: Uint8Array, range: NumRange): RowCheck {
  return (r) => {
    const v = col[r] ?? NO_U8
    return v !== NO_U8 && inRange(v, range)
  }
}

function levelCheck(col: Uint8Array, levels: readonly number[]): RowCheck {
  const f = flags(6, levels)
  return (r) => {
    const v = col[r] ?? NO_U8
    return v !== NO_U8 && f[rankLevel(v)] === 1
  }
}

export function sortedHas(list: Uint32Array, v: number): boolean {
  return list[indexIn(list, v)] === v
}

/** Filters whose candidate set from the indexes is exactly their matches (plan.ts). */
export type ExactFilter =
  | 'state'
  | 'category'
  | 'country'
  | 'entity'
  | 'id'
  | 'label'
  | 'placeScope'
  | 'placeExact'
  | 'rankLevel'
  | 'q'

export interface Compiled {
  readonly checks: RowCheck[]
  /** The check of each exact filter, so a scan driven by that filter's rows can skip it. */
  readonly exact: ReadonlyMap<ExactFilter, RowCheck>
  readonly text?: TextMatch
}

export function compileChecks(ix: EventIndexes, q: EventQuery): Compiled {
  const t = ix.table
  const checks: RowCheck[] = []
  const stateFlags = flags(
    3,
    (q.state ?? ['active']).map((s) => EVENT_STATES.indexOf(s)),
  )
  const exact = new Map<ExactFilter, RowCheck>()
  const push = (name: ExactFilter, check: RowCheck): void => {
    checks.push(check)
    exact.set(name, check)
  }
  push('state', (r) => stateFlags[t.state[r] ?? 0] === 1)
  if (q.active) checks.push(activeCheck(ix, q.active))
  if (q.start) checks.push(timeCheck(ix, t.start, q.start))
  if (q.end) checks.push(timeCheck(ix, t.end, q.end))
  if (q.predictedEnd) checks.push(timeCheck(ix, t.predictedEnd, q.predictedEnd))
  if (q.updated) checks.push(timeCheck(ix, t.updated, { ...q.updated, tz: 'UTC' }))
  if (q.firstSeen) checks.push(timeCheck(ix, t.firstSeen, { ...q.firstSeen, tz: 'UTC' }))
  for (const [reason, range] of [
    ['cancelled', q.cancelled],
    ['postponed', q.postponed],
  ] as const) {
    if (!range) continue
    const code = 1 + DELETED_REASONS.indexOf(reason)
    checks.push(
      (r) => t.deletedReason[r] === code && inRange(t.stateChanged[r] ?? Number.NaN, range),
    )
  }
  if (q.rank) {
    const range = q.rank
    checks.push((r) => inRange(t.rank[r] ?? 0, range))
  }
  if (q.localRank) checks.push(u8RangeCheck(t.localRank, q.localRank))
  if (q.aviationRank) checks.push(u8RangeCheck(t.aviationRank, q.aviationRank))
  if (q.attendance) {
    const range = q.attendance
    checks.push((r) => {
      const v = t.attendance[r] ?? NO_U32
      return v !== NO_U32 && inRange(v, range)
    })
  }
  if (q.rankLevel) push('rankLevel', levelCheck(t.rank, q.rankLevel))
  if (q.localRankLevel) checks.push(levelCheck(t.localRank, q.localRankLevel))
  if (q.aviationRankLevel) checks.push(levelCheck(t.aviationRank, q.aviationRankLevel))
  if (q.brandUnsafeExclude) checks.push((r) => t.brandUnsafe[r] !== 1)
  if (q.category) {
    const f = flags(
      256,
      q.category.map((c) => ix.categoryIndex.get(c)),
    )
    push('category', (r) => f[t.category[r] ?? 0] === 1)
  }
  const countryFlags = (codes: readonly string[]): Uint8Array =>
    flags(
      t.countries.values.length,
      codes.map((c) => ix.countryIndex.get(c)),
    )
  if (q.country) {
    const f = countryFlags(q.country)
    push('country', (r) => f[t.country[r] ?? NO_U32] === 1)
  }
  if (q.subscription?.countries) {
    const f = countryFlags(q.subscription.countries)
    checks.push((r) => f[t.country[r] ?? NO_U32] === 1)
  }
  if (q.deletedReason) {
    const f = flags(
      4,
      q.deletedReason.map((d) => 1 + DELETED_REASONS.indexOf(d)),
    )
    checks.push((r) => f[t.deletedReason[r] ?? 0] === 1)
  }
  if (q.entityId) {
    const keys = new Set(q.entityId.flatMap((id) => ix.entityKey.get(id) ?? []))
    push('entity', (r) => {
      const v = t.venue[r] ?? -1
      if (v >= 0 && keys.has(ix.venueEntityKey[v] ?? NO_U32)) return true
      for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
        if (keys.has(ix.otherEntityKey[t.entities.values[i] ?? 0] ?? NO_U32)) return true
      }
      return false
    })
  }
  if (q.id) {
    const rows = new Set(ix.ids.rows(q.id))
    push('id', (r) => rows.has(r))
  }
  if (q.label) {
    const f = flags(
      t.labelNames.values.length,
      q.label.map((l) => ix.labelIndex.get(l)),
    )
    push('label', (r) => {
      for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
        if (f[t.labels.values[i] ?? 0] === 1) return true
      }
      return false
    })
  }
  if (q.parentInclude === 'false') checks.push((r) => (t.parent[r] ?? -1) >= 0)
  if (q.parentInclude === 'only') checks.push((r) => (t.parent[r] ?? -1) < 0)
  if (q.placeScope) {
    const m = scopeMatcher(ix, q.placeScope)
    push('placeScope', (r) => (t.place[r] ?? NO_U32) !== NO_U32 && m(t.place[r] ?? 0))
  }
  if (q.placeExact) {
    const f = flags(
      t.places.values.length,
      q.placeExact.map((p) => ix.placeIndex.get(p)),
    )
    push('placeExact', (r) => f[t.place[r] ?? NO_U32] === 1)
  }
  if (q.placekey) {
    const f = venuePlacekeyFlags(ix, q.placekey)
    checks.push((r) => f[t.venue[r] ?? -1] === 1)
  }
  if (q.within) checks.push(circleCheck(ix, q.within, q.within.includeParentScopes ?? true))
  if (q.savedLocations) checks.push(savedAreaCheck(ix, q.savedLocations))
  const sub = q.subscription
  if (sub && (sub.from !== undefined || sub.to !== undefined)) {
    checks.push(activeCheck(ix, subscriptionRange(sub.from, sub.to)))
  }
  let text: TextMatch | undefined
  if (q.q !== undefined) {
    const match = searchText(ix.text, t.size, q.q)
    text = match
    push('q', (r) => sortedHas(match.rows, r))
  }
  return { checks, exact, text }
}

export function subscriptionRange(from: number | undefined, to: number | undefined): TimeRange {
  return {
    lo: from === undefined ? undefined : { value: from, inclusive: true },
    hi: to === undefined ? undefined : { value: to, inclusive: true },
  }
}
