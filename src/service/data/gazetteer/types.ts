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
  /** Whether the point lies in a lake the basemap draws near a place (format.ts `lakes`). */
  inLake(lon: number, lat: number): boolean
  /**
   * Builds now what `countyAt`, `countryAt`, `inLake` and the nearest locality otherwise build on first use
   * (a radius or place filter), for a caller with idle time to spend first.
   */
  prepareLookups(): void
  /** Closest place of the given types within maxKm, by great-circle distance. */
  nearest(
    lon: number,
    lat: number,
    opts: {
      types: readonly PlaceType[]
      maxKm: number
      minPopulation?: number
      /** Only places this accepts are considered (e.g. those inside a given county). */
      accept?: (place: PlaceRecord) => boolean
    },
  ): PlaceRecord | undefined
  /**
   * Places whose names match a free-text query (case- and accent-insensitive, every query
   * word a prefix of a name word), best match first: exact name, then name prefix, then word
   * prefixes; ties go to the larger population.
   */
  search(query: string, opts?: PlaceSearchOptions): readonly PlaceRecord[]
  /** The country with this ISO 3166-1 alpha-2 code (case-insensitive). */
  country(alpha2: string): PlaceRecord | undefined
  /** The country and every place inside it, broad types first, then by population. */
  inCountry(alpha2: string): readonly PlaceRecord[]
  /** True when `ancestorId` is the place itself or one of its ancestors. */
  isWithin(id: string, ancestorId: string): boolean
}

export interface PlaceSearchOptions {
  readonly types?: readonly PlaceType[]
  /** ISO 3166-1 alpha-2 codes. */
  readonly countries?: readonly string[]
  /** Default 10. */
  readonly limit?: number
}
