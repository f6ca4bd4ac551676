// GET /v1/demand-surge/ (docs/api.md "Demand surge"; docs/architecture.md: intensities s, m, l,
// xl are 1, 2, 3, 4 standard deviations over the window mean; location by place ids or origin +
// radius). A day's value is the sum of all attendance-based features on that date (docs/api.md
// "Demand surge response").
import { dayNumber, formatDay } from '../../contract/dates'
import { ATTENDANCE_FEATURES, SURGE_INTENSITY_SIGMAS } from '../../contract/enums'
import type { DemandSurgeQuery } from '../../contract/query/misc'
import type { Subscription } from '../engine/query'
import { subscriptionScope } from '../adapters/subscription'
import { invalidParameter } from '../http/respond'
import type { AnalyticsArea, ResolvedArea } from './features-location'
import { resolveArea, unknownPlaces } from './features-location'
import type { FeaturesSources } from './features'
import { ATTENDANCE_SELECTORS } from './features-keys'
import type { DayWindow } from './features-series'
import { eventSeries } from './features-series'
import type { HandlerTable } from './types'

/** Sum of every attendance feature per local day of the window. */
export function attendanceTotals(
  sources: FeaturesSources,
  area: ResolvedArea,
  subscription: Subscription | undefined,
  window: DayWindow,
): number[] {
  const totals = new Array<number>(window.toDay - window.fromDay + 1).fill(0)
  for (const key of ATTENDANCE_FEATURES) {
    const series = eventSeries(
      sources,
      { ...area.events, subscription },
      ATTENDANCE_SELECTORS[key],
      undefined,
      window,
    )
    series.forEach((day, i) => {
      totals[i] = (totals[i] ?? 0) + day.sum
    })
  }
  return totals
}

/** Days whose value exceeds the mean by more than `sigmas` population standard deviations. */
export function surgeDays(values: readonly number[], sigmas: number): number[] {
  if (values.length === 0) return []
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length)
  const threshold = mean + sigmas * sd
  const out: number[] = []
  values.forEach((v, i) => {
    if (sd > 0 && v > threshold) out.push(i)
  })
  return out
}

function areaOfQuery(query: DemandSurgeQuery): AnalyticsArea {
  const loc = query.location
  return loc.by === 'place'
    ? { by: 'place', placeIds: loc.place_ids }
    : { by: 'circle', lat: loc.origin.lat, lon: loc.origin.lon, radiusM: loc.radiusMeters }
}

export function demandSurgeHandler(sources: FeaturesSources): HandlerTable['demandSurge'] {
  return ({ query }, ctx) => {
    if (query.location.by === 'place') {
      const unknown = unknownPlaces(sources.gazetteer, query.location.place_ids)
      if (unknown.length > 0) {
        throw invalidParameter(
          'location.place_id',
          `unknown place id ${unknown.join(', ')}`,
          'invalid_place',
        )
      }
    }
    const area = resolveArea(sources.gazetteer, areaOfQuery(query))
    const fromDay = dayNumber(query.date_from) ?? 0
    const window: DayWindow = { fromDay, toDay: dayNumber(query.date_to) ?? fromDay, tz: area.tz }
    const totals = attendanceTotals(
      sources,
      area,
      subscriptionScope(ctx.organisation, ctx.now),
      window,
    )
    const surges = surgeDays(totals, SURGE_INTENSITY_SIGMAS[query.min_surge_intensity])
    return {
      count: surges.length,
      surge_dates: surges.map((i) => ({
        date: formatDay(fromDay + i),
        svc_attendance_sum: totals[i] ?? 0,
      })),
    }
  }
}
