// The engine facade: a dataset, its gazetteer and its indexes behind one object, so handlers
// call `engine.searchEvents(query)` without threading the three through every call.

import type { Broadcast } from '../../contract/broadcast'
import type { Event } from '../../contract/event'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import type { EventAggregates } from './aggregate'
import type { ViewershipDay } from './broadcast-search'
import { countBroadcasts, searchBroadcasts, viewershipByDay } from './broadcast-search'
import type { Indexes } from './build'
import { buildIndexes } from './build'
import type { CalendarDay } from './calendar'
import type { DailyStats } from './daily'
import { materializeBroadcast } from './materialize-broadcast'
import { materializeEvent } from './materialize-event'
import type { BroadcastQuery, EventQuery, TimeRange } from './query'
import type { EventSearchResult } from './search'
import { calendarEvents, countEvents, dailyEventSums, DEFAULT_WINDOW, searchEvents } from './search'

export interface Engine {
  readonly dataset: Dataset
  readonly gazetteer: Gazetteer
  readonly indexes: Indexes
  searchEvents(q: EventQuery, window?: number): EventSearchResult
  countEvents(q: EventQuery): EventAggregates
  calendarEvents(q: EventQuery, tz: string, clip?: TimeRange): CalendarDay[]
  dailyEventSums(q: EventQuery, tz: string, fromDay: number, toDay: number): DailyStats[]
  searchBroadcasts(q: BroadcastQuery, window?: number): Omit<EventSearchResult, 'relevance'>
  countBroadcasts(q: BroadcastQuery): { count: number }
  viewershipByDay(
    q: BroadcastQuery,
    opts: { fromDay: number; toDay: number; hourGte?: number; hourLte?: number },
  ): ViewershipDay[]
  materializeEvent(row: number, relevance?: number): Event
  materializeBroadcast(row: number): Broadcast
}

export function createEngine(
  dataset: Dataset,
  gazetteer: Gazetteer,
  indexes = buildIndexes(dataset, gazetteer),
): Engine {
  const ds = dataset
  return {
    dataset,
    gazetteer,
    indexes,
    searchEvents: (q, window = DEFAULT_WINDOW) => searchEvents(ds, indexes, q, window),
    countEvents: (q) => countEvents(ds, indexes, q),
    calendarEvents: (q, tz, clip) => calendarEvents(ds, indexes, q, tz, clip),
    dailyEventSums: (q, tz, fromDay, toDay) => dailyEventSums(ds, indexes, q, tz, fromDay, toDay),
    searchBroadcasts: (q, window = DEFAULT_WINDOW) => searchBroadcasts(ds, indexes, q, window),
    countBroadcasts: (q) => countBroadcasts(ds, indexes, q),
    viewershipByDay: (q, opts) => viewershipByDay(ds, indexes, q, opts),
    materializeEvent: (row, relevance) => materializeEvent(ds, gazetteer, row, relevance),
    materializeBroadcast: (row) => materializeBroadcast(ds, gazetteer, row),
  }
}
