// GET /v1/suggested-radius/ (docs/api.md "Suggested radius"; docs/architecture.md: the radius
// depends on the industry and on how dense attended events are around the point, and changes
// slowly). The
// radius grows from the point until the circle holds the industry's target attendance over the
// next 90 days, within the industry's bounds: dense city centres get small radii, the
// countryside large ones. It is computed for the dataset's own clock, so it is the same for
// every request against the same dataset.
import type { Industry, RadiusUnit } from '../../contract/enums'
import { ATTENDED_CATEGORIES } from '../../contract/enums'
import { haversineKm } from '../data/geo/distance'
import { metersIn } from '../../contract/enums'
import { NO_U32 } from '../data/tables'
import { matchEvents } from '../engine/search'
import { DAY_MS } from '../../utils/time'
import type { SeriesSources } from './features-series'
import type { HandlerTable } from './types'

export interface IndustryProfile {
  /** Bounds of the radius, metres. */
  readonly minM: number
  readonly maxM: number
  /** Attendance the circle should hold over the next 90 days. */
  readonly targetAttendance: number
}

/** Parking is walked from (small), accommodation draws from a whole metro area (large). */
export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = {
  parking: { minM: 250, maxM: 3_000, targetAttendance: 2_000 },
  restaurants: { minM: 500, maxM: 6_000, targetAttendance: 5_000 },
  retail: { minM: 1_000, maxM: 12_000, targetAttendance: 15_000 },
  accommodation: { minM: 2_000, maxM: 30_000, targetAttendance: 40_000 },
  other: { minM: 1_000, maxM: 15_000, targetAttendance: 15_000 },
}

const HORIZON_MS = 90 * DAY_MS

/** The suggested radius in metres (unrounded). */
export function suggestRadiusMeters(
  sources: SeriesSources,
  lat: number,
  lon: number,
  industry: Industry,
): number {
  const profile = INDUSTRY_PROFILES[industry]
  const t = sources.indexes.events.table
  const from = Math.floor(sources.dataset.now / DAY_MS) * DAY_MS
  const { rows } = matchEvents(sources.indexes.events, {
    category: ATTENDED_CATEGORIES,
    active: {
      lo: { value: from, inclusive: true },
      hi: { value: from + HORIZON_MS, inclusive: false },
    },
    within: { lat, lon, radiusM: profile.maxM, includeParentScopes: false },
  })
  const near = Array.from(rows, (r) => ({
    km: haversineKm(lon, lat, t.lon[r] ?? 0, t.lat[r] ?? 0),
    attendance: (t.attendance[r] ?? NO_U32) === NO_U32 ? 0 : (t.attendance[r] ?? 0),
    row: r,
  })).sort((a, b) => a.km - b.km || a.row - b.row)
  let total = 0
  for (const event of near) {
    total += event.attendance
    if (total >= profile.targetAttendance) {
      return Math.min(profile.maxM, Math.max(profile.minM, event.km * 1000))
    }
  }
  return profile.maxM
}

/** docs/api.md "Suggested radius response": rounded to 2 decimals, in the requested unit. */
export function roundedRadius(meters: number, unit: RadiusUnit): number {
  return Math.round(metersIn(meters, unit) * 100) / 100
}

export function suggestedRadiusHandler(sources: SeriesSources): HandlerTable['suggestedRadius'] {
  return ({ query }) => {
    const { lat, lon } = query.origin
    const meters = suggestRadiusMeters(sources, lat, lon, query.industry)
    return {
      radius: roundedRadius(meters, query.radius_unit),
      radius_unit: query.radius_unit,
      location: { lat: String(lat), lon: String(lon) },
    }
  }
}
