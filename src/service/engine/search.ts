// Event queries over the indexes: search (a sorted page), count, calendar and daily sums.

import type { Dataset } from '../data/tables'
import type { EventAggregates } from './aggregate'
import { aggregate } from './aggregate'
import type { CalendarDay } from './calendar'
import { calendar } from './calendar'
import type { DailyStats } from './daily'
import { dailySums } from './daily'
import { compileChecks } from './event-filters'
import type { EventIndexes } from './indexes'
import { matchRows } from './scan'
import { indexIn } from './postings'
import type { EventQuery, TimeRange } from './query'
import { eventSortOf } from './query'
import { hasRelevance, relevanceOf } from './relevance'
import { effectiveKeys, pageRows } from './sort'
import { walkInOrder } from './ordered-walk'
import type { Indexes } from './build'
import { DEFAULT_LIMIT, DEFAULT_OFFSET } from '../../contract/query/paging'

/** Result window used when the caller gives none (docs/api.md "Limits"). */
export const DEFAULT_WINDOW = 10_000

export interface EventSearchResult {
  /** Matches, capped at the result window (docs/api.md "Limits"). */
  readonly count: number
  readonly overflow: boolean
  /** Rows of the requested page. */
  readonly rows: Uint32Array
  /** Relevance of each page row when the query has a relevance component. */
  readonly relevance?: Float64Array
}

/** Every row matching `q`, ascending: what counts and aggregates read. */
export function matchEvents(ix: EventIndexes, q: EventQuery): { rows: Uint32Array } {
  return { rows: matchRows(ix, compileChecks(ix, q)) }
}

export function searchEvents(
  _ds: Dataset,
  idx: Indexes,
  q: EventQuery,
  window = DEFAULT_WINDOW,
): EventSearchResult {
  const ix = idx.events
  const offset = Math.max(0, q.offset ?? DEFAULT_OFFSET)
  const limit = Math.max(0, Math.min(q.limit ?? DEFAULT_LIMIT, window - offset))
  const keys = effectiveKeys(eventSortOf(q), hasRelevance(q))
  const compiled = compileChecks(ix, q)
  // Relevance is worked out for every match only when it orders them; otherwise for the page's
  // rows alone, which is all the answer shows of it.
  const sortsByRelevance = keys.some((k) => k.field === 'relevance')
  const byStart = keys.length === 1 && keys[0]?.field === 'start'
  if (byStart) {
    // Rows are stored in (start, id) order: the page is a prefix of the matches (a suffix for
    // descending start), so matching stops after the window instead of counting everything.
    const desc = keys[0]?.desc ?? false
    const rows = matchRows(ix, compiled, { reverse: desc, stopAfter: window + 1 })
    if (desc) reverseTieRuns(ix.table.start, rows)
    const end = Math.min(rows.length, offset + limit)
    const page = rows.slice(Math.min(offset, end), end)
    return {
      count: Math.min(rows.length, window),
      overflow: rows.length > window,
      rows: page,
      relevance: relevanceOf(ix.table, q, page, compiled.text),
    }
  }
  // A sort led by rank reads the matches best first while they are common (ordered-walk.ts).
  const rows = walkInOrder(ix, compiled, keys, window + 1) ?? matchRows(ix, compiled)
  const relevance = sortsByRelevance ? relevanceOf(ix.table, q, rows, compiled.text) : undefined
  const page = pageRows(ix, rows, keys, offset, limit, relevance)
  return {
    count: Math.min(rows.length, window),
    overflow: rows.length > window,
    rows: page,
    relevance: relevance
      ? Float64Array.from(page, (r) => relevance[indexIn(rows, r)] ?? 0)
      : relevanceOf(ix.table, q, page, compiled.text),
  }
}

/** Rows in descending row order have ties of start in descending id order; ids ascend instead. */
function reverseTieRuns(start: Float64Array, rows: Uint32Array): void {
  let i = 0
  while (i < rows.length) {
    let j = i + 1
    while (j < rows.length && start[rows[j] ?? 0] === start[rows[i] ?? 0]) j++
    if (j - i > 1) rows.subarray(i, j).reverse()
    i = j
  }
}

export function countEvents(_ds: Dataset, idx: Indexes, q: EventQuery): EventAggregates {
  return aggregate(idx.events.table, matchEvents(idx.events, q).rows)
}

/** Calendar days in `tz`, clipped to the query's `active` range (or `clip` when given). */
export function calendarEvents(
  _ds: Dataset,
  idx: Indexes,
  q: EventQuery,
  tz: string,
  clip?: TimeRange,
): CalendarDay[] {
  return calendar(idx.events.table, matchEvents(idx.events, q).rows, tz, clip ?? q.active)
}

/** Daily attendance statistics and rank histograms over [fromDay, toDay] local to `tz`. */
export function dailyEventSums(
  _ds: Dataset,
  idx: Indexes,
  q: EventQuery,
  tz: string,
  fromDay: number,
  toDay: number,
): DailyStats[] {
  return dailySums(idx.events.table, matchEvents(idx.events, q).rows, tz, fromDay, toDay)
}
