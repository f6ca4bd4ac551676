// US county and state outlines as plain data for geometry on the client (which counties a radius
// touches), read from the same us-atlas GeoJSON files the basemap draws (basemap-data.ts). Their
// feature ids are the API's place ids (county-ids.test.ts checks them against /v1/places/).

export type Ring = readonly (readonly [number, number])[]

export interface CountyShape {
  /** The place id, as the API knows the county. */
  readonly id: string
  readonly name: string
  /** Two-letter state abbreviation. */
  readonly state: string
  /** [west, south, east, north]. */
  readonly bbox: readonly [number, number, number, number]
  /** Every ring of every polygon; holes included (an even-odd test reads them right). */
  readonly rings: readonly Ring[]
}

export interface StateShape {
  readonly id: string
  readonly name: string
  readonly abbr: string
}

export interface UsShapes {
  readonly counties: readonly CountyShape[]
  /** By two-letter abbreviation. */
  readonly statesByAbbr: ReadonlyMap<string, StateShape>
  /** By place id. */
  readonly statesById: ReadonlyMap<string, StateShape>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isPosition = (value: unknown): value is readonly [number, number] =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number'

/** Every ring of a Polygon or MultiPolygon, holes included; anything else has none. */
export function ringsOf(geometry: unknown): Ring[] {
  if (!isRecord(geometry) || !Array.isArray(geometry.coordinates)) return []
  const polygons: unknown[] =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : []
  const rings: Ring[] = []
  for (const polygon of polygons) {
    if (!Array.isArray(polygon)) continue
    for (const ring of polygon) {
      if (Array.isArray(ring)) rings.push(ring.filter(isPosition))
    }
  }
  return rings
}

// Indexed loops without destructuring: this runs once per page over every vertex of the US
// counties, before the engine has optimised anything, where an iterator per point costs ~10×.
function bboxOf(rings: readonly Ring[]): [number, number, number, number] {
  let w = Infinity
  let s = Infinity
  let e = -Infinity
  let n = -Infinity
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i += 1) {
      const point = ring[i]
      if (!point) continue
      const lon = point[0]
      const lat = point[1]
      if (lon < w) w = lon
      if (lon > e) e = lon
      if (lat < s) s = lat
      if (lat > n) n = lat
    }
  }
  return [w, s, e, n]
}

function featuresOf(collection: unknown): Record<string, unknown>[] {
  if (!isRecord(collection) || !Array.isArray(collection.features)) return []
  return collection.features.filter(isRecord)
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** Reads the counties and states GeoJSON (us-counties.geojson, us-states.geojson). */
export function parseUsShapes(countiesGeoJson: unknown, statesGeoJson: unknown): UsShapes {
  const counties = featuresOf(countiesGeoJson).flatMap((feature): CountyShape[] => {
    const props = isRecord(feature.properties) ? feature.properties : {}
    const id = text(props.placeId) || text(feature.id)
    const rings = ringsOf(feature.geometry)
    if (id === '' || rings.length === 0) return []
    return [{ id, name: text(props.name), state: text(props.state), bbox: bboxOf(rings), rings }]
  })
  const states = featuresOf(statesGeoJson).flatMap((feature): StateShape[] => {
    const props = isRecord(feature.properties) ? feature.properties : {}
    const id = text(props.placeId) || text(feature.id)
    return id === '' ? [] : [{ id, name: text(props.name), abbr: text(props.abbr) }]
  })
  return {
    counties,
    statesByAbbr: new Map(states.map((state) => [state.abbr, state])),
    statesById: new Map(states.map((state) => [state.id, state])),
  }
}
