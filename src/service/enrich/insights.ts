// Summary insights of a saved location (docs/api.md "Saved location"): over the next
// 90 days, the attendance sum and the counts of attended, non-attended and unscheduled events
// inside or overlapping the location, computed by the events engine.
import { ATTENDED_CATEGORIES, EVENT_CATEGORIES } from '../../contract/enums'
import { UNSCHEDULED_CATEGORIES } from '../../contract/saved-location'
import type { SavedLocation, SummaryInsight } from '../../contract/saved-location'
import type { Organisation } from '../auth/accounts'
import { NO_U32 } from '../data/tables'
import type { Indexes } from '../engine/build'
import type { EventQuery, SavedArea } from '../engine/query'
import { matchEvents } from '../engine/search'
import { toMeters } from '../../contract/enums'
import { subscriptionScope } from '../adapters/subscription'
import { offsetDateTime } from './scope'
import { DAY_MS } from '../../utils/time'

export const NEXT_90D_MS = 90 * DAY_MS

export type InsightClass = 'attended' | 'unscheduled' | 'non_attended'

const ATTENDED: readonly string[] = ATTENDED_CATEGORIES
const UNSCHEDULED: readonly string[] = UNSCHEDULED_CATEGORIES

export function insightClass(category: string): InsightClass {
  if (ATTENDED.includes(category)) return 'attended'
  if (UNSCHEDULED.includes(category)) return 'unscheduled'
  return 'non_attended'
}

/** The engine's filter for a saved location: its circle, or its places in scope mode. */
export function areaOf(location: Pick<SavedLocation, 'geojson' | 'place_ids'>): SavedArea {
  if (location.geojson) {
    const [lon, lat] = location.geojson.geometry.coordinates
    const { radius, radius_unit } = location.geojson.properties
    return { kind: 'circle', lon, lat, radiusM: toMeters(radius, radius_unit) }
  }
  return { kind: 'places', placeIds: location.place_ids ?? [] }
}

/** The events query behind the insights: active events of the next 90 days from `asOf`. */
export function next90dQuery(area: SavedArea, org: Organisation, asOf: number): EventQuery {
  return {
    active: {
      lo: { value: asOf, inclusive: true },
      hi: { value: asOf + NEXT_90D_MS, inclusive: true },
    },
    savedLocations: [area],
    subscription: subscriptionScope(org, asOf),
  }
}

export function computeInsight(
  indexes: Indexes,
  area: SavedArea,
  org: Organisation,
  asOf: number,
): SummaryInsight {
  const t = indexes.events.table
  const { rows } = matchEvents(indexes.events, next90dQuery(area, org, asOf))
  const counts: Record<InsightClass, number> = { attended: 0, unscheduled: 0, non_attended: 0 }
  let attendance = 0
  for (const r of rows) {
    const kind = insightClass(EVENT_CATEGORIES[t.category[r] ?? 0] ?? '')
    counts[kind]++
    const a = t.attendance[r] ?? NO_U32
    if (kind === 'attended' && a !== NO_U32) attendance += a
  }
  return {
    date_range: {
      type: 'next_90d',
      start_dt: offsetDateTime(asOf),
      end_dt: offsetDateTime(asOf + NEXT_90D_MS),
    },
    // Upstream sums are whole people; rounding keeps that promise whatever the table stores.
    svc_attendance_sum: Math.round(attendance),
    attended_event_count: counts.attended,
    non_attended_event_count: counts.non_attended,
    unscheduled_event_count: counts.unscheduled,
  }
}
