// Shape outputs: quantized boundaries for the service's countryAt/countyAt, and GeoJSON for
// the offline basemap (unwrapped across the antimeridian, with name properties).
import type { FeatureCollection, MultiPolygon } from 'geojson'
import {
  GAZETTEER_FORMAT_VERSION,
  type BoundariesFile,
  type BoundaryLayer,
} from '../../src/service/data/gazetteer/format'
import { bboxOf, encodeRing, roundPolygon, type Polygon } from './geometry'
import { countryId, type PlaceSources } from './places'

/** 1/2000 degree (~55 m): finer than the sources' own quantization. */
export const BOUNDARY_SCALE = 2000
const GEOJSON_DECIMALS = 3

interface Shape {
  readonly id: number
  readonly polygons: readonly Polygon[]
}

function layer(shapes: readonly Shape[]): BoundaryLayer {
  const withArea = shapes.filter((s) => s.polygons.length > 0)
  return {
    ids: withArea.map((s) => String(s.id)),
    bbox: withArea.flatMap((s) => {
      const [w, so, e, n] = bboxOf(s.polygons)
      const q = BOUNDARY_SCALE
      return [Math.floor(w * q), Math.floor(so * q), Math.ceil(e * q), Math.ceil(n * q)]
    }),
    rings: withArea.map((s) =>
      s.polygons
        .flatMap((p) => p.map((ring) => encodeRing(ring, BOUNDARY_SCALE)))
        .filter((r) => r.length >= 6),
    ),
  }
}

/** The service's boundaries: countries, US counties, and the lakes its venues keep out of. */
export function buildBoundaries(s: PlaceSources, lakes: readonly Polygon[]): BoundariesFile {
  return {
    version: GAZETTEER_FORMAT_VERSION,
    scale: BOUNDARY_SCALE,
    countries: layer(s.countries.map((c) => ({ id: countryId(c), polygons: c.polygons }))),
    counties: layer(s.us.counties),
    lakes: layer(lakes.map((lake, i) => ({ id: i, polygons: [lake] }))),
  }
}

type Props = Record<string, string | number>

function collection(
  items: readonly { id: number; polygons: readonly Polygon[]; properties: Props }[],
): FeatureCollection<MultiPolygon, Props> {
  return {
    type: 'FeatureCollection',
    features: items
      .map((item) => ({
        ...item,
        coordinates: item.polygons
          .map((p) => roundPolygon(p, GEOJSON_DECIMALS))
          .filter((p) => p.length > 0),
      }))
      .filter((item) => item.coordinates.length > 0)
      .map((item) => ({
        type: 'Feature' as const,
        id: item.id,
        properties: item.properties,
        geometry: { type: 'MultiPolygon' as const, coordinates: item.coordinates },
      })),
  }
}

export function buildGeoJson(s: PlaceSources): {
  countries: FeatureCollection<MultiPolygon, Props>
  states: FeatureCollection<MultiPolygon, Props>
  counties: FeatureCollection<MultiPolygon, Props>
} {
  return {
    countries: collection(
      s.countries.map((c) => ({
        id: countryId(c),
        polygons: c.polygons,
        properties: {
          placeId: String(countryId(c)),
          name: c.name,
          alpha2: c.alpha2,
          alpha3: c.alpha3,
        },
      })),
    ),
    states: collection(
      s.us.states.map((st) => ({
        id: st.id,
        polygons: st.polygons,
        properties: { placeId: String(st.id), name: st.name, abbr: st.abbr, fips: st.fips },
      })),
    ),
    counties: collection(
      s.us.counties.map((c) => ({
        id: c.id,
        polygons: c.polygons,
        properties: { placeId: String(c.id), name: c.name, state: c.abbr, fips: c.fips },
      })),
    ),
  }
}
