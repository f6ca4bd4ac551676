// Label points for countries, US states and cities, made from the gazetteer's columnar places
// (see src/service/data/gazetteer/format.ts) by `npm run data`, which writes one GeoJSON file per
// group for the basemap style. Centroids there are taken on each country's
// largest polygon, so a label sits on the mainland, not in the sea between islands.
import type { FeatureCollection, Point } from 'geojson'

/** Indices of the gazetteer's place types (src/service/data/gazetteer/types.ts). */
const TYPE_INDEX = { country: 2, region: 3, locality: 6 } as const

/** Cities under this population are never labelled: the basemap is context, not a gazetteer. */
export const MIN_CITY_POPULATION = 100_000

/** Population thresholds of the city tiers; tier n appears from CITY_TIER_MIN_ZOOM[n]. */
export const CITY_TIER_POPULATION = [5_000_000, 1_000_000, 300_000, MIN_CITY_POPULATION] as const
export const CITY_TIER_MIN_ZOOM = [2.5, 4, 5.5, 7] as const

/** The columns of the places file labels read (src/service/data/gazetteer/format.ts). */
export interface LabelPlaces {
  readonly type: readonly number[]
  readonly name: readonly string[]
  readonly lon: readonly number[]
  readonly lat: readonly number[]
  readonly population: readonly number[]
  readonly parent: readonly number[]
  readonly countryCodes: readonly (readonly [number, string, string])[]
}

export interface LabelProperties {
  readonly name: string
  readonly population: number
  /** Smaller draws first and wins collisions: the most populous place keeps its label. */
  readonly sortKey: number
  /** City size tier, 0 for the largest (cities only; 0 elsewhere). */
  readonly tier: number
}

export type LabelCollection = FeatureCollection<Point, LabelProperties>

export interface BasemapLabels {
  readonly countries: LabelCollection
  readonly states: LabelCollection
  readonly cities: LabelCollection
}

export function cityTier(population: number): number {
  const tier = CITY_TIER_POPULATION.findIndex((threshold) => population >= threshold)
  return tier === -1 ? CITY_TIER_POPULATION.length - 1 : tier
}

function collect(places: LabelPlaces, rows: number[], tiered: boolean): LabelCollection {
  const sorted = [...rows].sort((a, b) => (places.population[b] ?? 0) - (places.population[a] ?? 0))
  return {
    type: 'FeatureCollection',
    features: sorted.map((row, index) => {
      const population = places.population[row] ?? 0
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [places.lon[row] ?? 0, places.lat[row] ?? 0] },
        properties: {
          name: places.name[row] ?? '',
          population,
          sortKey: index,
          tier: tiered ? cityTier(population) : 0,
        },
      }
    }),
  }
}

/** Splits the places file into the three label layers of the basemap. */
export function buildBasemapLabels(places: LabelPlaces): BasemapLabels {
  const usRow = places.countryCodes.find(([, alpha2]) => alpha2 === 'US')?.[0] ?? -1
  const countries: number[] = []
  const states: number[] = []
  const cities: number[] = []
  places.type.forEach((type, row) => {
    if (type === TYPE_INDEX.country) countries.push(row)
    else if (type === TYPE_INDEX.region && places.parent[row] === usRow) states.push(row)
    else if (type === TYPE_INDEX.locality && (places.population[row] ?? 0) >= MIN_CITY_POPULATION)
      cities.push(row)
  })
  return {
    countries: collect(places, countries, false),
    states: collect(places, states, false),
    cities: collect(places, cities, true),
  }
}
