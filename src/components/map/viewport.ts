// The map viewport as the URL holds it: short numbers, longitudes in range, so a shared link
// opens the same view and small float noise does not rewrite the address.
import type { Map as MapLibreMap } from 'maplibre-gl'

import { geodesicCircle } from './geodesic-circle'
import { wrapLongitude } from '../../utils/geodesy'

export interface MapViewport {
  readonly lon: number
  readonly lat: number
  readonly zoom: number
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** Rounds a viewport: 5 decimals of degrees (about a meter), 2 of zoom. */
/**
 * The whole world, for a view with no results framed yet. Below zoom 1, as the framing of results
 * spread over the world is (fitBounds): the map then draws them from the tiles it already has,
 * instead of cutting new ones for another zoom level the moment they arrive.
 */
export const WORLD_VIEWPORT: MapViewport = { lon: 10, lat: 20, zoom: 0.6 }

export function normalizeViewport(viewport: MapViewport): MapViewport {
  return {
    lon: round(wrapLongitude(viewport.lon), 5),
    lat: round(viewport.lat, 5),
    zoom: round(viewport.zoom, 2),
  }
}

export function sameViewport(a: MapViewport, b: MapViewport): boolean {
  const x = normalizeViewport(a)
  const y = normalizeViewport(b)
  return x.lon === y.lon && x.lat === y.lat && x.zoom === y.zoom
}

export function readViewport(map: MapLibreMap): MapViewport {
  const center = map.getCenter()
  return normalizeViewport({ lon: center.lng, lat: center.lat, zoom: map.getZoom() })
}

/** [west, south, east, north]; west > east means the box crosses the antimeridian. */
export type BBox = readonly [number, number, number, number]

/** Frames a box, keeping room for the overlays at the map's edges. */
export function fitBounds(
  map: MapLibreMap,
  bbox: BBox,
  options: { padding?: number; maxZoom?: number } = {},
): void {
  const [west, south, east, north] = bbox
  // MapLibre takes an east edge past 180 to mean "across the antimeridian".
  const eastUnwrapped = east < west ? east + 360 : east
  map.fitBounds(
    [
      [west, south],
      [eastUnwrapped, north],
    ],
    { padding: options.padding ?? 48, maxZoom: options.maxZoom ?? 12, animate: false },
  )
}

/** The bounding box of points given as [lon, lat]; undefined for none. */
export function bboxOfPoints(points: readonly (readonly [number, number])[]): BBox | undefined {
  if (points.length === 0) return undefined
  let [west, south, east, north] = [180, 90, -180, -90]
  for (const [lon, lat] of points) {
    west = Math.min(west, lon)
    east = Math.max(east, lon)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [west, south, east, north]
}

/** The box around a radius circle; its vertices are unwrapped around the centre (geodesic-circle.ts). */
export function bboxOfCircle(circle: {
  readonly lat: number
  readonly lon: number
  readonly radiusMeters: number
}): BBox | undefined {
  const ring = geodesicCircle(circle, circle.radiusMeters, 32).geometry.coordinates[0] ?? []
  return bboxOfPoints(ring.map(([lon = 0, lat = 0]) => [lon, lat] as const))
}

/** Whether the map shows all of `bbox` now (a box over the antimeridian counts as not shown). */
/** Width on screen of a (non antimeridian-crossing) box, CSS pixels. */
export function boxWidthPx(map: MapLibreMap, bbox: BBox): number {
  const [west, south, east] = bbox
  return Math.abs(map.project([east, south]).x - map.project([west, south]).x)
}

export function showsBox(map: MapLibreMap, bbox: BBox): boolean {
  const bounds = map.getBounds()
  const [west, south, east, north] = bbox
  return (
    west <= east &&
    bounds.getWest() <= west &&
    bounds.getEast() >= east &&
    bounds.getSouth() <= south &&
    bounds.getNorth() >= north
  )
}
