// GET /v1/events/, /v1/events/count/ and /v1/events/calendar/ (docs/api.md "Search events").
import type { EventsQuery } from '../../contract/query/events'
import { calendarEvents, countEvents, searchEvents } from '../engine/search'
import type { EventQuery, TimeRange } from '../engine/query'
import { pageLinks } from '../http/paging'
import { toCountResponse } from '../adapters/aggregates'
import { toEventQuery } from '../adapters/event-query'
import { materializeEvent } from '../engine/materialize-event'
import { searchWithComponents } from '../adapters/relevance-search'
import { resultWindow } from '../adapters/subscription'
import type { ServiceDeps } from './deps'
import type { Handler, RequestContext } from './types'

async function engineQuery(
  deps: ServiceDeps,
  query: EventsQuery,
  ctx: RequestContext,
): Promise<EventQuery> {
  const ids = query.saved_location_ids
  const savedAreas = ids && (await deps.savedLocations.areasFor(ctx.organisation.id, ids))
  return toEventQuery(query, {
    gazetteer: deps.gazetteer,
    organisation: ctx.organisation,
    now: ctx.now,
    ...(savedAreas && { savedAreas }),
  })
}

export function searchEventsHandler(deps: ServiceDeps): Handler<'searchEvents'> {
  return async ({ query }, ctx) => {
    const q = await engineQuery(deps, query, ctx)
    const window = resultWindow(ctx.organisation)
    const found = query.relevance
      ? searchWithComponents(deps.indexes, q, query.relevance, window)
      : searchEvents(deps.dataset, deps.indexes, q, window)
    const results = Array.from(found.rows, (r, i) =>
      materializeEvent(deps.dataset, deps.gazetteer, r, found.relevance?.[i]),
    )
    return {
      count: found.count,
      overflow: found.overflow,
      ...pageLinks(ctx.url, query.offset, query.limit, found.count),
      results,
    }
  }
}

/**
 * The count endpoint aggregates every match: the result window limits how far a search pages
 * (docs/api.md "Limits": result window), not what a count reports.
 */
export function countEventsHandler(deps: ServiceDeps): Handler<'countEvents'> {
  return async ({ query }, ctx) => {
    const q = await engineQuery(deps, query, ctx)
    return toCountResponse(countEvents(deps.dataset, deps.indexes, q))
  }
}

/** The calendar shows the days the caller may see: `active` intersected with the visibility window. */
function calendarClip(q: EventQuery): TimeRange | undefined {
  const sub = q.subscription
  const lo = [
    q.active?.lo,
    sub?.from === undefined ? undefined : { value: sub.from, inclusive: true },
  ]
  const hi = [q.active?.hi, sub?.to === undefined ? undefined : { value: sub.to, inclusive: true }]
  const pick = (bounds: typeof lo, better: (a: number, b: number) => boolean) =>
    bounds.reduce((best, b) => (b && (!best || better(b.value, best.value)) ? b : best), undefined)
  const from = pick(lo, (a, b) => a > b)
  const to = pick(hi, (a, b) => a < b)
  if (!from && !to) return undefined
  return { ...(from && { lo: from }), ...(to && { hi: to }) }
}

/**
 * One entry per active day in `active.tz` (default UTC). Days page with limit/offset like the
 * other envelopes, but only when `limit` is sent: without it every day comes in one page, since
 * the calendar promises one entry per active day (docs/api.md "Events calendar response").
 */
export function eventsCalendarHandler(deps: ServiceDeps): Handler<'eventsCalendar'> {
  return async ({ query }, ctx) => {
    const q = await engineQuery(deps, query, ctx)
    const tz = query.active?.tz ?? 'UTC'
    const days = calendarEvents(deps.dataset, deps.indexes, q, tz, calendarClip(q))
    const offset = query.offset
    const limit = ctx.url.searchParams.has('limit')
      ? query.limit
      : Math.max(1, days.length - offset)
    const page = days.slice(offset, offset + limit)
    return {
      count: days.length,
      ...pageLinks(ctx.url, offset, limit, days.length),
      results: page.map(({ date, ...aggregates }) => ({ date, ...toCountResponse(aggregates) })),
    }
  }
}
