// The reference implementation: a plain full scan over every row, written for clarity rather
// than speed. Tests compare the indexed engine with it, and the benchmark uses it as the
// "full scan" baseline. It shares only definitions (containingPlaces, tokenize), no indexes.

import { zoneOffsetMs } from '../../contract/dates'
import {
  ATTENDED_CATEGORIES,
  DELETED_REASONS,
  EVENT_CATEGORIES,
  EVENT_STATES,
} from '../../contract/enums'
import { haversineKm } from '../../service/data/geo/distance'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import { PLACE_TYPES } from '../../service/data/gazetteer/types'
import type { Dataset, EventTable } from '../../service/data/tables'
import { NO_U32, NO_U8 } from '../../service/data/tables'
import { containingPlaces } from '../../service/engine/area'
import type { Bound, Circle, EventQuery, NumRange, TimeRange } from '../../service/engine/query'
import { decayScore } from '../../service/engine/relevance'
import { tokenize } from '../../service/engine/text'

const ALL_STATES = ['active'] as const

function within(v: number, r: NumRange): boolean {
  if (Number.isNaN(v)) return false
  if (r.lo && (r.lo.inclusive ? v < r.lo.value : v <= r.lo.value)) return false
  if (r.hi && (r.hi.inclusive ? v > r.hi.value : v >= r.hi.value)) return false
  return true
}

/** The range as the floating rows see it: each bound's wall time in the query's zone. */
function asWall(r: TimeRange): NumRange {
  const tz = r.tz ?? 'UTC'
  const shift = (b: Bound | undefined): Bound | undefined =>
    b && {
      value: tz === 'UTC' ? b.value : b.value + zoneOffsetMs(tz, b.value),
      inclusive: b.inclusive,
    }
  return { lo: shift(r.lo), hi: shift(r.hi) }
}

function level(v: number): number {
  return v <= 20 ? 1 : v <= 40 ? 2 : v <= 60 ? 3 : v <= 80 ? 4 : 5
}

export interface OracleEvent {
  row: number
  id: string
  start: number
  end: number
  floating: boolean
  placeId: string | null
  hierarchy: readonly string[]
  labels: string[]
  entityIds: string[]
  words: string[]
}

function rowView(t: EventTable, gaz: Gazetteer, r: number): OracleEvent {
  const labels: string[] = []
  for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++)
    labels.push(t.labelNames.values[t.labels.values[i] ?? 0] ?? '')
  const entityIds: string[] = []
  const entityNames: string[] = []
  const v = t.venue[r] ?? -1
  if (v >= 0) entityIds.push(t.venues.entityId.get(v) ?? '')
  for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
    const e = t.entities.values[i] ?? 0
    entityIds.push(t.entityTable.id.get(e) ?? '')
    entityNames.push(t.entityTable.name.get(e) ?? '')
  }
  const p = t.place[r] ?? NO_U32
  const placeId = p === NO_U32 ? null : (t.places.values[p] ?? null)
  const start = t.start[r] ?? 0
  const end = Number.isNaN(t.end[r] ?? Number.NaN) ? start : (t.end[r] ?? start)
  const h = placeId === null ? [] : gaz.hierarchy(placeId)
  return {
    row: r,
    id: t.id.get(r) ?? '',
    start,
    end,
    floating: t.timezone[r] === NO_U32,
    placeId,
    hierarchy: placeId !== null && h.length === 0 ? [placeId] : h,
    labels,
    entityIds,
    words: [t.title.get(r) ?? '', ...labels, ...entityNames].flatMap(tokenize),
  }
}

function appliesInScope(gaz: Gazetteer, e: OracleEvent, placeIds: readonly string[]): boolean {
  return placeIds.some(
    (p) =>
      e.hierarchy.includes(p) ||
      (e.placeId !== null &&
        (gaz.hierarchy(p).length ? gaz.hierarchy(p) : [p]).includes(e.placeId)),
  )
}

function inCircle(t: EventTable, r: number, c: Circle): boolean {
  return haversineKm(c.lon, c.lat, t.lon[r] ?? 0, t.lat[r] ?? 0) <= c.radiusM / 1000
}

function matches(
  ds: Dataset,
  gaz: Gazetteer,
  q: EventQuery,
  e: OracleEvent,
  containing: Set<string>,
): boolean {
  const t = ds.events
  const r = e.row
  const time = (value: number, range: TimeRange | undefined, floatingRule = true): boolean =>
    range === undefined || within(value, floatingRule && e.floating ? asWall(range) : range)
  if (!(q.state ?? ALL_STATES).some((s) => EVENT_STATES[t.state[r] ?? 0] === s)) return false
  if (q.active) {
    // [start, end) meets the range; a zero-length event is the instant `start`.
    const range = e.floating ? asWall(q.active) : q.active
    if (!within(e.start, { hi: range.hi })) return false
    if (range.lo && !(e.end > e.start ? e.end > range.lo.value : within(e.start, { lo: range.lo })))
      return false
  }
  const sub = q.subscription
  if (sub && (sub.from !== undefined || sub.to !== undefined)) {
    const from = sub.from
    if (from !== undefined && !(e.end > e.start ? e.end > from : e.start >= from)) return false
    if (sub.to !== undefined && e.start > sub.to) return false
  }
  if (
    !time(e.start, q.start) ||
    !time(t.end[r] ?? Number.NaN, q.end) ||
    !time(t.predictedEnd[r] ?? Number.NaN, q.predictedEnd)
  )
    return false
  if (
    !time(t.updated[r] ?? Number.NaN, q.updated, false) ||
    !time(t.firstSeen[r] ?? Number.NaN, q.firstSeen, false)
  )
    return false
  const reason = DELETED_REASONS[(t.deletedReason[r] ?? 0) - 1]
  if (
    q.cancelled &&
    (reason !== 'cancelled' || !time(t.stateChanged[r] ?? Number.NaN, q.cancelled, false))
  )
    return false
  if (
    q.postponed &&
    (reason !== 'postponed' || !time(t.stateChanged[r] ?? Number.NaN, q.postponed, false))
  )
    return false
  const nullable = (v: number, none: number): number => (v === none ? Number.NaN : v)
  const rank = t.rank[r] ?? 0
  const local = nullable(t.localRank[r] ?? NO_U8, NO_U8)
  const aviation = nullable(t.aviationRank[r] ?? NO_U8, NO_U8)
  if (q.rank && !within(rank, q.rank)) return false
  if (q.localRank && !within(local, q.localRank)) return false
  if (q.aviationRank && !within(aviation, q.aviationRank)) return false
  if (q.attendance && !within(oracleAttendance(t, r), q.attendance)) return false
  if (q.rankLevel && !q.rankLevel.includes(level(rank))) return false
  if (q.localRankLevel && (Number.isNaN(local) || !q.localRankLevel.includes(level(local))))
    return false
  if (
    q.aviationRankLevel &&
    (Number.isNaN(aviation) || !q.aviationRankLevel.includes(level(aviation)))
  )
    return false
  if (q.brandUnsafeExclude && t.brandUnsafe[r] === 1) return false
  if (q.category && !q.category.includes(EVENT_CATEGORIES[t.category[r] ?? 0] ?? '')) return false
  const country = t.countries.values[t.country[r] ?? NO_U32] ?? ''
  if (q.country && !q.country.includes(country)) return false
  if (sub?.countries && !sub.countries.includes(country)) return false
  if (q.deletedReason && (reason === undefined || !q.deletedReason.includes(reason))) return false
  if (q.entityId && !q.entityId.some((id) => e.entityIds.includes(id))) return false
  if (q.id && !q.id.includes(e.id)) return false
  if (q.label && !q.label.some((l) => e.labels.includes(l))) return false
  const isChild = (t.parent[r] ?? -1) >= 0
  if ((q.parentInclude === 'false' && !isChild) || (q.parentInclude === 'only' && isChild))
    return false
  if (q.placeScope && !appliesInScope(gaz, e, q.placeScope)) return false
  if (q.placeExact && (e.placeId === null || !q.placeExact.includes(e.placeId))) return false
  if (q.placekey) {
    const v = t.venue[r] ?? -1
    const pk = v >= 0 ? (t.venues.placekey.get(v) ?? '') : ''
    if (pk === '' || !q.placekey.some((x) => pk === x || (x.startsWith('@') && pk.endsWith(x))))
      return false
  }
  if (q.within) {
    const broad =
      (q.within.includeParentScopes ?? true) && (t.scope[r] ?? 0) < PLACE_TYPES.indexOf('locality')
    if (!inCircle(t, r, q.within) && !(broad && e.placeId !== null && containing.has(e.placeId)))
      return false
  }
  if (
    q.savedLocations &&
    !q.savedLocations.some((a) =>
      a.kind === 'circle' ? inCircle(t, r, a) : appliesInScope(gaz, e, a.placeIds),
    )
  )
    return false
  if (q.q !== undefined) {
    const want = tokenize(q.q)
    if (want.length === 0 || !want.every((w) => e.words.includes(w))) return false
  }
  return true
}

const viewCache = new WeakMap<Dataset, OracleEvent[]>()

export interface OracleResult {
  count: number
  overflow: boolean
  rows: number[]
  relevance?: number[]
}

/** Every matching row, ascending, with its relevance when the query has a relevance component. */
const ATTENDED: readonly string[] = ATTENDED_CATEGORIES

/** The attendance row `r`'s event shows: only attended categories show one; NaN for none. */
export function oracleAttendance(t: EventTable, r: number): number {
  const v = t.attendance[r] ?? NO_U32
  const attended = ATTENDED.includes(EVENT_CATEGORIES[t.category[r] ?? 0] ?? '')
  return attended && v !== NO_U32 ? v : Number.NaN
}

export function oracleMatch(
  ds: Dataset,
  gaz: Gazetteer,
  q: EventQuery,
): { rows: number[]; relevance?: Map<number, number> } {
  const t = ds.events
  let views = viewCache.get(ds)
  if (!views) {
    views = Array.from({ length: t.size }, (_, r) => rowView(t, gaz, r))
    viewCache.set(ds, views)
  }
  const containing = q.within
    ? containingPlaces(gaz, q.within.lon, q.within.lat)
    : new Set<string>()
  const rows = views.filter((e) => matches(ds, gaz, q, e, containing)).map((e) => e.row)
  if (q.q === undefined && !q.startAround && !q.endAround && !q.locationAround) return { rows }
  const terms = [...new Set(tokenize(q.q ?? ''))]
  const avg = views.reduce((s, e) => s + e.words.length, 0) / Math.max(1, views.length)
  const df = new Map(terms.map((w) => [w, views.filter((e) => e.words.includes(w)).length]))
  const relevance = new Map<number, number>()
  for (const r of rows) {
    const e = views[r] ?? rowView(t, gaz, r)
    let s = 1
    if (q.q !== undefined) {
      s = 0
      for (const w of terms) {
        const n = df.get(w) ?? 0
        const idf = Math.log(1 + (t.size - n + 0.5) / (n + 0.5))
        const f = e.words.filter((x) => x === w).length
        s += (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * e.words.length) / avg))
      }
    }
    if (q.startAround) s *= decayScore(q.startAround, e.start - q.startAround.origin)
    if (q.endAround) s *= decayScore(q.endAround, e.end - q.endAround.origin)
    if (q.locationAround) {
      const o = q.locationAround.origin
      s *= decayScore(
        q.locationAround,
        haversineKm(o.lon, o.lat, t.lon[r] ?? 0, t.lat[r] ?? 0) * 1000,
      )
    }
    relevance.set(r, s)
  }
  return { rows, relevance }
}
