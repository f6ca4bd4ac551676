// The gazetteer's public shape: what the generators, the engine and the place handlers
// may ask of real geography. Built once from compact data made by scripts/build-data.ts.

export const PLACE_TYPES = [
  'planet',
  'continent',
  'country',
  'region',
  'county',
  'localadmin',
  'locality',
  'neighbourhood',
] as const
export type PlaceType = (typeof PLACE_TYPES)[number]

export interface PlaceRecord {
  /** GeoNames id for localities (as upstream), stable synthetic ids for the rest. */
  readonly id: string
  readonly type: PlaceType
  readonly name: string
  /** Centroid. */
  readonly lon: number
  readonly lat: number
  /** 0 where unknown (continents, planet). */
  readonly population: number
  readonly parentId: string | null
  readonly countryAlpha2: string | null
  readonly countryAlpha3: string | null
  readonly countryName: string | null
  readonly regionName: string | null
  readonly countyName: string | null
  /** TZ Database name of the centroid; null for planet and continents. */
  readonly timezone: string | null
}

export interface Gazetteer {
  readonly size: number
  get(id: string): PlaceRecord | undefined
  /** Place ids from planet down to the place itself. */
  hierarchy(id: string): readonly string[]
  /** Direct children. */
  children(id: string): readonly string[]
  /** Every place of a type, in a stable order. */
  ofType(type: PlaceType): readonly PlaceRecord[]
  /** The US county whose polygon contains the point. */
  countyAt(lon: number, lat: number): PlaceRecord | undefined
  /** The country whose polygon contains the point. */
  countryAt(lon: number, lat: number): PlaceRecord | undefined
  /** Closest place of the given types within maxKm, by great-circle distance. */
  nearest(
    lon: number,
    lat: number,
    opts: { types: readonly PlaceType[]; maxKm: number; minPopulation?: number },
  ): PlaceRecord | undefined
}
