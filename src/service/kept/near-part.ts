// The near part of the dataset: the rows of the weeks around the dataset's day, which a first visit
// downloads before the rest (docs/dataset-cache.md "Parts"). A request is answered from it only
// when every row it could match lies in it, so its answer is the one the whole dataset gives: an
// events, calendar or broadcasts request bounded on both sides inside the span, without a
// full-text query (relevance scores read statistics of the whole corpus); the demand-surge and
// features requests whose days lie inside it; what reads no rows, or only the next 90 days (places,
// the account, the suggested radius, saved locations and their insights). Anything else waits for
// the whole dataset.
import { dayNumber } from '../../contract/dates'
import { makeFeaturesBody } from '../../contract/features'
import type { BroadcastsQuery } from '../../contract/query/broadcasts'
import type { EventsQuery } from '../../contract/query/events'
import { parseQuery } from '../../contract/query/parse'
import { matchRoute, routes } from '../../contract/routes'
import { DAY_MS } from '../../utils/time'
import type { TimeSpan } from '../data/parts'
import { FLOATING_SLACK_MS } from '../engine/duration-classes'
import { NEXT_90D_MS } from '../enrich/insights'
import { DEFAULT_REFRESH_MS } from '../enrich/registry'

/** Days before and after the dataset's day that the near part answers for. */
export const NEAR_DAYS_BEFORE = 70
export const NEAR_DAYS_AFTER = 100

/** The instants a request must keep within to be answered from the near part. */
export function nearSpan(datasetNow: number): TimeSpan {
  return {
    fromMs: datasetNow - NEAR_DAYS_BEFORE * DAY_MS,
    toMs: datasetNow + NEAR_DAYS_AFTER * DAY_MS,
  }
}

/**
 * The rows the near part holds: those of `nearSpan`, widened on each side by a day (a local day
 * of the features and surge requests spans up to a day of instants) and by the slack of events
 * without a time zone, whose times are local.
 */
export function nearRowsSpan(datasetNow: number): TimeSpan {
  const span = nearSpan(datasetNow)
  const margin = DAY_MS + FLOATING_SLACK_MS
  return { fromMs: span.fromMs - margin, toMs: span.toMs + margin }
}

interface Bounds {
  readonly fromMs?: number | undefined
  readonly toMs?: number | undefined
}

const within = (bounds: Bounds | undefined, span: TimeSpan): boolean =>
  bounds?.fromMs !== undefined &&
  bounds.toMs !== undefined &&
  bounds.fromMs >= span.fromMs &&
  bounds.toMs <= span.toMs

/** Whether the local days `first`..`last` (YYYY-MM-DD) lie inside the span in every time zone. */
function daysWithin(first: string, last: string, span: TimeSpan): boolean {
  const from = dayNumber(first)
  const to = dayNumber(last)
  if (from === undefined || to === undefined) return false
  return within({ fromMs: (from - 1) * DAY_MS, toMs: (to + 2) * DAY_MS }, span)
}

/**
 * Whether the saved-location insights a request at `now` may compute read only the span: the next
 * 90 days from an instant of the last refresh period (enrich/registry.ts `settle`).
 */
const insightsWithin = (now: number, span: TimeSpan): boolean =>
  within({ fromMs: now - DEFAULT_REFRESH_MS, toMs: now + NEXT_90D_MS }, span)

/** Whether the near part of `span` gives `request` the answer the whole dataset gives. */
export async function answerableFromNear(
  request: Request,
  span: TimeSpan,
  now: number,
): Promise<boolean> {
  const method = request.method.toUpperCase()
  const url = new URL(request.url)
  const match = matchRoute(method === 'HEAD' ? 'GET' : method, url.pathname)
  switch (match?.operationId) {
    case 'searchEvents':
    case 'countEvents':
    case 'eventsCalendar': {
      const parsed = parseQuery(routes.searchEvents.query, url.searchParams)
      if (!parsed.ok) return false
      const q: EventsQuery = parsed.value
      if (q.q !== undefined) return false
      // A saved location's area may be read, and its insights refreshed, on the way.
      if (q.saved_location_ids && !insightsWithin(now, span)) return false
      return [q.active, q.start, q.end, q.predicted_end].some((range) => within(range, span))
    }
    case 'searchBroadcasts':
    case 'countBroadcasts': {
      const parsed = parseQuery(routes.searchBroadcasts.query, url.searchParams)
      if (!parsed.ok) return false
      const q: BroadcastsQuery = parsed.value
      return within(q.start, span)
    }
    case 'demandSurge': {
      const from = url.searchParams.get('date_from')
      const to = url.searchParams.get('date_to')
      return from !== null && to !== null && daysWithin(from, to, span)
    }
    case 'features': {
      let body: unknown
      try {
        body = await request.clone().json()
      } catch {
        return false
      }
      const parsed = makeFeaturesBody(() => new Date(now)).safeParse(body)
      return parsed.success && daysWithin(parsed.data.active.first, parsed.data.active.last, span)
    }
    // The gazetteer and the account are the same whichever part is in.
    case 'searchPlaces':
    case 'placeHierarchies':
    case 'accountSelf':
      return true
    // The next 90 days from the dataset's own day.
    case 'suggestedRadius':
      return true
    // The store is shared; what a location reads of the events is its insights' next 90 days.
    case 'createSavedLocation':
    case 'listSavedLocations':
    case 'getSavedLocation':
    case 'updateSavedLocation':
    case 'deleteSavedLocation':
    case 'savedLocationEvents':
      return insightsWithin(now, span)
    default:
      return false
  }
}
