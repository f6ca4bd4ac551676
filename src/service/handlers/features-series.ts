// Daily series behind the features and demand-surge endpoints, computed by the engine: event
// statistics per local day for one feature's events, and viewership samples of broadcasts.
import type { Dataset } from '../data/tables'
import { NO_U32 } from '../data/tables'
import type { Indexes } from '../engine/build'
import { matchBroadcasts } from '../engine/broadcast-search'
import type { DailyStats } from '../engine/daily'
import type { EventQuery, NumRange, Subscription } from '../engine/query'
import { dailyEventSums } from '../engine/search'
import { DAY_MS, HOUR_MS } from '../../utils/time'
import { toWall, wallDay } from '../engine/tz'
import type { EventSelector } from './features-keys'

export interface SeriesSources {
  readonly dataset: Dataset
  readonly indexes: Indexes
}

/** Local days [fromDay, toDay] (day numbers) in `tz`. */
export interface DayWindow {
  readonly fromDay: number
  readonly toDay: number
  readonly tz: string
}

/**
 * A UTC range surely covering the window's local days in any zone (offsets stay within 14
 * hours); the engine then counts each event on its own local days only.
 */
function cover(window: DayWindow): NumRange {
  return {
    lo: { value: (window.fromDay - 1) * DAY_MS, inclusive: true },
    hi: { value: (window.toDay + 2) * DAY_MS, inclusive: false },
  }
}

/** Per-day attendance stats and rank histogram of the events a selector picks in the area. */
export function eventSeries(
  sources: SeriesSources,
  base: EventQuery,
  selector: EventSelector,
  rank: NumRange | undefined,
  window: DayWindow,
): DailyStats[] {
  const query: EventQuery = {
    ...base,
    active: cover(window),
    category: [selector.category],
    label: selector.label === undefined ? undefined : [selector.label],
    rank,
  }
  return dailyEventSums(
    sources.dataset,
    sources.indexes,
    query,
    window.tz,
    window.fromDay,
    window.toDay,
  )
}

export interface ViewershipSample {
  /** Index of the day in the window. */
  readonly day: number
  /** League feature suffix (tables.ts `leagues`). */
  readonly league: string
  readonly viewership: number
  /** Rank of the televised event (criteria `svc_rank`). */
  readonly rank: number
}

export interface HourWindow {
  readonly gte?: number | undefined
  readonly lte?: number | undefined
}

/**
 * Broadcasts in the counties over the window, with viewership, starting within the hours
 * (docs/api.md "Features": `hour_of_day_start`, the local hour of the broadcast start, bounds
 * included).
 */
export function viewershipSamples(
  sources: SeriesSources,
  counties: readonly string[],
  subscription: Subscription | undefined,
  window: DayWindow,
  hours: HourWindow | undefined,
): ViewershipSample[] {
  if (counties.length === 0) return []
  const ix = sources.indexes.broadcasts
  const b = ix.table
  const events = sources.dataset.events
  const out: ViewershipSample[] = []
  const rows = matchBroadcasts(sources.indexes, {
    county: counties,
    start: cover(window),
    subscription,
  })
  for (const r of rows) {
    const viewership = b.viewership[r] ?? NO_U32
    if (viewership === NO_U32) continue
    const start = b.start[r] ?? 0
    const countyWall = toWall(ix.countyTz[b.county[r] ?? 0] ?? 'UTC', start)
    const hour = Math.floor((countyWall - wallDay(countyWall) * DAY_MS) / HOUR_MS)
    if (hour < (hours?.gte ?? 0) || hour > (hours?.lte ?? 23)) continue
    const day = wallDay(toWall(window.tz, start)) - window.fromDay
    if (day < 0 || day > window.toDay - window.fromDay) continue
    out.push({
      day,
      league: b.leagues.values[b.league[r] ?? 0] ?? '',
      viewership,
      rank: events.rank[b.event[r] ?? 0] ?? 0,
    })
  }
  return out
}
