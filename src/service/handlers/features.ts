// POST /v1/features/ (docs/api.md "Features", "Features response"): one entry per local day of
// the range, one member per requested key. The body is validated by the contract before it gets
// here (dates, 90 days, place count, radius, keys); this adds the checks that need the data.
import { dayNumber, formatDay } from '../../contract/dates'
import { ATTENDANCE_FEATURES, RANK_FEATURES, VIEWERSHIP_FEATURES } from '../../contract/enums'
import type { FeaturesBody } from '../../contract/features'
import type { FeaturesDay } from '../../contract/features-response'
import type { Gazetteer } from '../data/gazetteer/types'
import { statsOf } from '../engine/daily'
import type { EventQuery, Subscription } from '../engine/query'
import { subscriptionScope } from '../adapters/subscription'
import { invalidBody } from '../http/respond'
import type { AnalyticsArea, ResolvedArea } from './features-location'
import { resolveArea, unknownPlaces } from './features-location'
import { pickStats, rankRange } from './features-criteria'
import { ATTENDANCE_SELECTORS, leagueMatches, RANK_SELECTORS } from './features-keys'
import type { DayWindow, SeriesSources, ViewershipSample } from './features-series'
import { eventSeries, viewershipSamples } from './features-series'
import type { HandlerTable } from './types'

export interface FeaturesSources extends SeriesSources {
  readonly gazetteer: Gazetteer
}

function areaOfBody(body: FeaturesBody): AnalyticsArea {
  const geo = body.location.geo
  return geo
    ? { by: 'circle', lat: geo.lat, lon: geo.lon, radiusM: geo.radiusMeters }
    : { by: 'place', placeIds: body.location.place_id ?? [] }
}

function rejectUnknownPlaces(gaz: Gazetteer, body: FeaturesBody): void {
  const unknown = unknownPlaces(gaz, body.location.place_id ?? [])
  if (unknown.length === 0) return
  throw invalidBody(
    unknown.map((id) => ({
      field: 'location.place_id',
      msg: `unknown place id ${id}`,
      type: 'invalid_place',
    })),
  )
}

/** Members of the viewership keys, from samples gathered once for all keys. */
function addViewership(
  days: FeaturesDay[],
  body: FeaturesBody,
  samples: () => readonly ViewershipSample[],
): void {
  for (const key of VIEWERSHIP_FEATURES) {
    const value = body[key]
    if (value === undefined || value === false) continue
    const rank = rankRange(value)
    const perDay: number[][] = days.map(() => [])
    for (const s of samples()) {
      if (!leagueMatches(key, s.league)) continue
      if (rank && !inRank(s.rank, rank)) continue
      perDay[s.day]?.push(s.viewership)
    }
    days.forEach((day, i) => {
      day[key] = pickStats(statsOf(perDay[i] ?? []), value)
    })
  }
}

function inRank(rank: number, range: NonNullable<ReturnType<typeof rankRange>>): boolean {
  const { lo, hi } = range
  if (lo && (lo.inclusive ? rank < lo.value : rank <= lo.value)) return false
  if (hi && (hi.inclusive ? rank > hi.value : rank >= hi.value)) return false
  return true
}

/** The local day window of the request (bounds already checked by the contract). */
export function dayWindow(first: string, last: string, tz: string): DayWindow {
  const fromDay = dayNumber(first) ?? 0
  return { fromDay, toDay: Math.max(fromDay, dayNumber(last) ?? fromDay), tz }
}

export function computeFeatures(
  sources: FeaturesSources,
  body: FeaturesBody,
  area: ResolvedArea,
  subscription: Subscription | undefined,
): FeaturesDay[] {
  const base: EventQuery = { ...area.events, subscription }
  const window = dayWindow(body.active.first, body.active.last, area.tz)
  const days: FeaturesDay[] = []
  for (let d = window.fromDay; d <= window.toDay; d++) days.push({ date: formatDay(d) })
  for (const key of ATTENDANCE_FEATURES) {
    const value = body[key]
    if (value === undefined || value === false) continue
    const series = eventSeries(sources, base, ATTENDANCE_SELECTORS[key], rankRange(value), window)
    days.forEach((day, i) => {
      const stats = series[i]
      if (stats) day[key] = pickStats(stats, value)
    })
  }
  for (const key of RANK_FEATURES) {
    if (body[key] !== true) continue
    const series = eventSeries(sources, base, RANK_SELECTORS[key], undefined, window)
    days.forEach((day, i) => {
      const stats = series[i]
      if (stats) day[key] = { rank_levels: stats.rank_levels }
    })
  }
  let cached: ViewershipSample[] | undefined
  addViewership(days, body, () => {
    cached ??= viewershipSamples(
      sources,
      area.counties,
      subscription,
      window,
      body.hour_of_day_start,
    )
    return cached
  })
  return days
}

export function featuresHandler(sources: FeaturesSources): HandlerTable['features'] {
  return ({ body }, ctx) => {
    rejectUnknownPlaces(sources.gazetteer, body)
    const area = resolveArea(sources.gazetteer, areaOfBody(body))
    const subscription = subscriptionScope(ctx.organisation, ctx.now)
    return { results: computeFeatures(sources, body, area, subscription) }
  }
}
