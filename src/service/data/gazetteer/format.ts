// On-disk shape of the files written by scripts/build-data.ts into public/data/. Columnar
// arrays keep the places file small and quick to parse (no key repeated per row); rows are
// ordered so a parent always comes before its children.

export const GAZETTEER_FORMAT_VERSION = 1

export interface PlacesFile {
  readonly version: number
  /** Numeric place ids (GeoNames ids or the synthetic ids documented in the build). */
  readonly id: readonly number[]
  /** Index into PLACE_TYPES. */
  readonly type: readonly number[]
  readonly name: readonly string[]
  /** Centroid, 5 decimals. */
  readonly lon: readonly number[]
  readonly lat: readonly number[]
  readonly population: readonly number[]
  /** Row index of the parent, -1 for the planet. */
  readonly parent: readonly number[]
  /** Index into `timezones`, -1 where none. */
  readonly tz: readonly number[]
  readonly timezones: readonly string[]
  /** [row, alpha2, alpha3] for every country row. */
  readonly countryCodes: readonly (readonly [number, string, string])[]
  /** [row, name]: other names a place is searched by (country aliases, GeoNames alt names). */
  readonly altNames: readonly (readonly [number, string])[]
}

/** Polygons quantized to 1/scale degrees; each ring is [x0, y0, dx1, dy1, ...] (deltas). */
export interface BoundaryLayer {
  /** Place ids, one per feature. */
  readonly ids: readonly string[]
  /** Quantized [west, south, east, north] per feature, 4 numbers each. */
  readonly bbox: readonly number[]
  /** Rings of each feature (outer rings and holes together, even-odd rule). */
  readonly rings: readonly (readonly (readonly number[])[])[]
}

export interface BoundariesFile {
  readonly version: number
  readonly scale: number
  readonly countries: BoundaryLayer
  readonly counties: BoundaryLayer
  /**
   * Lakes within reach of a place's venues, drawn as water by the basemap: no venue stands in one
   * (containment.ts). Their ids are only their order.
   */
  readonly lakes: BoundaryLayer
}

export interface GazetteerData {
  readonly places: PlacesFile
  readonly boundaries: BoundariesFile
}
