// Events as map features. Only what the layers and popup read is kept, so a page of 1,000 events
// crosses to the MapLibre worker as a small payload.
import type { Feature, FeatureCollection, Point } from 'geojson'
import type { ExpressionSpecification } from 'maplibre-gl'

import type { MapEvent } from '../../contract/event'
import { isFiniteNumber } from '../../utils/display'

export interface EventFeatureProperties {
  readonly id: string
  readonly category: string
  /** Predicted attendance, 0 where the category has none (docs/api.md "Event"). */
  readonly attendance: number
  readonly rank: number
}

export type EventFeatureCollection = FeatureCollection<Point, EventFeatureProperties>

/**
 * An event's `[longitude, latitude]` when it is a place on Earth, else undefined: a record that
 * lacks one (src/utils/display.ts) stays off the map instead of making MapLibre throw. Exactly
 * 0, 0 is a backend's stand-in for "unknown", not a venue in the Gulf of Guinea, so it is no
 * location either: the list flags such an event and the map leaves it out.
 */
export function lonLatOf(location: unknown): readonly [number, number] | undefined {
  if (!Array.isArray(location)) return undefined
  const [lon, lat] = location as readonly unknown[]
  const onEarth =
    isFiniteNumber(lon) && isFiniteNumber(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90
  return onEarth && (lon !== 0 || lat !== 0) ? [lon, lat] : undefined
}

/**
 * What the map draws of each event: only the properties its layers read, since MapLibre decodes
 * them again for every point whose feature-state changes (a frame of playback).
 */
export function eventsToFeatures(events: readonly MapEvent[]): EventFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: events.flatMap((event): Feature<Point, EventFeatureProperties>[] => {
      const at = lonLatOf(event.location)
      if (!at) return []
      return [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [at[0], at[1]] },
          properties: {
            id: event.id,
            category: event.category,
            attendance: isFiniteNumber(event.svc_attendance) ? event.svc_attendance : 0,
            rank: isFiniteNumber(event.rank) ? event.rank : 0,
          },
        },
      ]
    }),
  }
}

/**
 * Circle radius in pixels by attendance. The area, not the radius, should grow with the crowd, so
 * the ramp runs on the square root: 100 people, 10,000 and 250,000 read as clearly different.
 */
export const ATTENDANCE_RADIUS_STOPS = [
  [0, 4],
  [10, 5],
  [100, 9],
  [500, 18],
] as const

export function attendanceRadiusExpression(): ExpressionSpecification {
  return [
    'interpolate',
    ['linear'],
    ['sqrt', ['max', 0, ['get', 'attendance']]],
    ...ATTENDANCE_RADIUS_STOPS.flat(),
  ] as ExpressionSpecification
}

/** Point radius for an attendance, as the expression computes it (legends, tests). */
export function attendanceRadius(attendance: number): number {
  const x = Math.sqrt(Math.max(0, attendance))
  const stops = ATTENDANCE_RADIUS_STOPS
  const first = stops[0]
  const last = stops[stops.length - 1] ?? first
  if (x <= first[0]) return first[1]
  if (x >= last[0]) return last[1]
  for (let i = 1; i < stops.length; i += 1) {
    const [x1, y1] = stops[i] ?? last
    const [x0, y0] = stops[i - 1] ?? first
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0)
  }
  return last[1]
}
