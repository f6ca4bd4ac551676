// Reference aggregates and broadcast search by plain full scans (see oracle.ts): counts with
// plain objects, local days through Intl directly, broadcasts filtered and sorted naively.

import { zoneOffsetMs } from '../../contract/dates'
import {
  BROADCAST_RECORD_STATUSES,
  BROADCAST_STATUSES,
  EVENT_CATEGORIES,
} from '../../contract/enums'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'
import { NO_U32, NO_U8 } from '../../service/data/tables'
import type { BroadcastQuery, NumRange, TimeRange } from '../../service/engine/query'
import { oracleMatch } from './oracle'
import { DAY_MS } from '../../utils/time'

type Levels = Record<'1' | '2' | '3' | '4' | '5', number>

function level(v: number): '1' | '2' | '3' | '4' | '5' {
  return v <= 20 ? '1' : v <= 40 ? '2' : v <= 60 ? '3' : v <= 80 ? '4' : '5'
}

export function oracleCount(ds: Dataset, rows: readonly number[]) {
  const t = ds.events
  const levels = (): Levels => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })
  const out = {
    count: rows.length,
    top_rank: null as number | null,
    top_local_rank: null as number | null,
    top_aviation_rank: null as number | null,
    rank_levels: levels(),
    local_rank_levels: levels(),
    aviation_rank_levels: levels(),
    categories: {} as Record<string, number>,
    labels: {} as Record<string, number>,
  }
  for (const r of rows) {
    const rank = t.rank[r] ?? 0
    out.top_rank = Math.max(out.top_rank ?? 0, rank)
    out.rank_levels[level(rank)]++
    const local = t.localRank[r] ?? NO_U8
    if (local !== NO_U8) {
      out.top_local_rank = Math.max(out.top_local_rank ?? 0, local)
      out.local_rank_levels[level(local)]++
    }
    const aviation = t.aviationRank[r] ?? NO_U8
    if (aviation !== NO_U8) {
      out.top_aviation_rank = Math.max(out.top_aviation_rank ?? 0, aviation)
      out.aviation_rank_levels[level(aviation)]++
    }
    const c = EVENT_CATEGORIES[t.category[r] ?? 0] ?? ''
    out.categories[c] = (out.categories[c] ?? 0) + 1
    for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
      const l = t.labelNames.values[t.labels.values[i] ?? 0] ?? ''
      out.labels[l] = (out.labels[l] ?? 0) + 1
    }
  }
  return out
}

/** Local calendar date of an event time: floating rows are already local, zoned ones converted. */
function localDay(ds: Dataset, r: number, ms: number, tz: string): number {
  const floating = ds.events.timezone[r] === NO_U32
  return Math.floor((floating ? ms : ms + zoneOffsetMs(tz, ms)) / DAY_MS)
}

/** Days (day numbers) event r is active on in `tz`: [start, end) or the instant start. */
export function oracleDays(ds: Dataset, r: number, tz: string): number[] {
  const t = ds.events
  const s = t.start[r] ?? 0
  const e = t.end[r] ?? Number.NaN
  const first = localDay(ds, r, s, tz)
  const last = e > s ? localDay(ds, r, e - 1, tz) : first
  const days: number[] = []
  for (let d = first; d <= last; d++) days.push(d)
  return days
}

function clipDays(clip: TimeRange | undefined, tz: string): [number, number] {
  const lo = clip?.lo
    ? Math.floor(
        (clip.lo.value + (clip.lo.inclusive ? 0 : 1) + zoneOffsetMs(tz, clip.lo.value)) / DAY_MS,
      )
    : -Infinity
  const hi = clip?.hi
    ? Math.floor(
        (clip.hi.value - (clip.hi.inclusive ? 0 : 1) + zoneOffsetMs(tz, clip.hi.value)) / DAY_MS,
      )
    : Infinity
  return [lo, hi]
}

export function oracleCalendar(
  ds: Dataset,
  gaz: Gazetteer,
  q: Parameters<typeof oracleMatch>[2],
  tz: string,
) {
  const [lo, hi] = clipDays(q.active, tz)
  const byDay = new Map<number, number[]>()
  for (const r of oracleMatch(ds, gaz, q).rows) {
    for (const d of oracleDays(ds, r, tz))
      if (d >= lo && d <= hi) byDay.set(d, [...(byDay.get(d) ?? []), r])
  }
  return [...byDay.keys()]
    .sort((a, b) => a - b)
    .map((d) => ({
      date: new Date(d * DAY_MS).toISOString().slice(0, 10),
      ...oracleCount(ds, byDay.get(d) ?? []),
    }))
}

function within(v: number, r: NumRange | undefined): boolean {
  if (!r) return true
  if (Number.isNaN(v)) return false
  if (r.lo && (r.lo.inclusive ? v < r.lo.value : v <= r.lo.value)) return false
  return !(r.hi && (r.hi.inclusive ? v > r.hi.value : v >= r.hi.value))
}

/** Every broadcast matching the query, in the requested order (default start), id tie-break. */
export function oracleBroadcasts(ds: Dataset, gaz: Gazetteer, q: BroadcastQuery): number[] {
  const b = ds.broadcasts
  const eventFilter = q.eventId || q.eventCategory || q.eventLabel || q.eventEntityId
  const events = eventFilter
    ? new Set(
        oracleMatch(ds, gaz, {
          id: q.eventId,
          category: q.eventCategory,
          label: q.eventLabel,
          entityId: q.eventEntityId,
          state: ['active', 'deleted', 'predicted'],
        }).rows,
      )
    : undefined
  const rows: number[] = []
  for (let r = 0; r < b.size; r++) {
    const viewership = b.viewership[r] === NO_U32 ? Number.NaN : (b.viewership[r] ?? 0)
    const county = b.places.values[b.county[r] ?? 0] ?? ''
    const ok =
      (q.recordStatus ?? ['active']).includes(
        BROADCAST_RECORD_STATUSES[b.recordStatus[r] ?? 0] ?? 'active',
      ) &&
      (!q.broadcastStatus ||
        q.broadcastStatus.includes(BROADCAST_STATUSES[b.broadcastStatus[r] ?? 0] ?? 'scheduled')) &&
      within(b.start[r] ?? 0, q.start) &&
      within(b.updated[r] ?? 0, q.updated) &&
      within(b.firstSeen[r] ?? 0, q.firstSeen) &&
      within(viewership, q.viewership) &&
      (!q.county || q.county.includes(county)) &&
      (!q.id || q.id.includes(b.id.get(r) ?? '')) &&
      (!events || events.has(b.event[r] ?? -1)) &&
      (q.subscription?.from === undefined || (b.start[r] ?? 0) >= q.subscription.from) &&
      (q.subscription?.to === undefined || (b.start[r] ?? 0) <= q.subscription.to) &&
      (!q.subscription?.countries ||
        q.subscription.countries.includes(gaz.get(county)?.countryAlpha2 ?? 'US'))
    if (ok) rows.push(r)
  }
  const value = (field: string, r: number): number | null => {
    const v =
      field === 'svc_viewership'
        ? b.viewership[r] === NO_U32
          ? Number.NaN
          : (b.viewership[r] ?? 0)
        : field === 'updated'
          ? (b.updated[r] ?? 0)
          : field === 'first_seen'
            ? (b.firstSeen[r] ?? 0)
            : (b.start[r] ?? 0)
    return Number.isNaN(v) ? null : v
  }
  const keys = q.sort ?? [{ field: 'start', desc: false }]
  return rows.sort((x, y) => {
    for (const k of keys) {
      const a = value(k.field, x)
      const c = value(k.field, y)
      if (a === c) continue
      if (a === null) return 1
      if (c === null) return -1
      return (k.desc ? -1 : 1) * (a < c ? -1 : 1)
    }
    return (b.id.get(x) ?? '') < (b.id.get(y) ?? '') ? -1 : 1
  })
}
