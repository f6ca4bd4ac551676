// The extent of a place on the map: its outline's box where the basemap has the outline (countries,
// US states and counties, keyed by place id: county-ids.test.ts checks those ids against the API),
// else a box around its point as large as a place of its type usually is, so a city is framed
// as a city and not as a dot at street zoom.
import { ringsOf } from './county-shapes'
import { framingBox } from './framing-box'
import type { BBox } from './viewport'
import { EARTH_RADIUS_METERS, wrapLongitude } from '../../utils/geodesy'

const KM_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_METERS) / 360 / 1000

/**
 * Half the width of a place of each type (docs/api.md "Place": `type`), km: about a large city's
 * half-width for a locality, a county's, a state's, a mid-sized country's.
 */
const HALF_SIZE_KM: Readonly<Record<string, number>> = {
  neighbourhood: 2,
  locality: 15,
  localadmin: 15,
  county: 40,
  region: 250,
  country: 700,
  continent: 3000,
}

/** A type the table does not know (a newer API's) is framed as a town. */
const DEFAULT_HALF_SIZE_KM = 15

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The box of each feature of a basemap GeoJSON file, by place id (`properties.placeId`, else the
 * feature id). The narrowest box (framing-box.ts): an outline on both sides of 180° is not framed
 * round the world.
 */
export function boxesOfFeatures(collection: unknown): ReadonlyMap<string, BBox> {
  const boxes = new Map<string, BBox>()
  if (!isRecord(collection) || !Array.isArray(collection.features)) return boxes
  for (const feature of collection.features) {
    if (!isRecord(feature)) continue
    const props = isRecord(feature.properties) ? feature.properties : {}
    const raw = props.placeId ?? feature.id
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : ''
    const box = id === '' ? undefined : framingBox(ringsOf(feature.geometry).flat())
    if (box) boxes.set(id, box)
  }
  return boxes
}

/** A box around a place's point, as large as a place of its type usually is. */
export function boxAroundPlace(point: readonly [number, number], type: string | undefined): BBox {
  const [lon, lat] = point
  if (type === 'planet') return [-180, -70, 180, 80]
  const halfKm = (type === undefined ? undefined : HALF_SIZE_KM[type]) ?? DEFAULT_HALF_SIZE_KM
  const halfLat = halfKm / KM_PER_DEGREE
  // Degrees of longitude shrink towards the poles; capped so a box near a pole stays a box. A box
  // over 180° has its east edge west of its west edge, as fitBounds reads it (viewport.ts).
  const halfLon = Math.min(halfLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.05), 179)
  return [
    wrapLongitude(lon - halfLon),
    Math.max(lat - halfLat, -85),
    wrapLongitude(lon + halfLon),
    Math.min(lat + halfLat, 85),
  ]
}
