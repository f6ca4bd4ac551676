// Where the offline basemap comes from, written to public/data by `npm run data`: vector tiles of
// land, lakes and borders in one PMTiles archive, and GeoJSON of shapes and of label points.
import {
  BASEMAP_TILES_FILE,
  CITY_LABELS_FILE,
  COUNTRIES_GEOJSON_FILE,
  COUNTRY_LABELS_FILE,
  STATE_LABELS_FILE,
  US_COUNTIES_GEOJSON_FILE,
  US_COUNTY_TILES_FILE,
  US_STATES_GEOJSON_FILE,
  dataFilePath,
} from '../../utils/data-files'

export const BASEMAP_FILES = {
  countries: COUNTRIES_GEOJSON_FILE,
  usStates: US_STATES_GEOJSON_FILE,
  usCounties: US_COUNTIES_GEOJSON_FILE,
  countryLabels: COUNTRY_LABELS_FILE,
  stateLabels: STATE_LABELS_FILE,
  cityLabels: CITY_LABELS_FILE,
} as const

export type BasemapFile = keyof typeof BASEMAP_FILES

/**
 * Absolute URL of a data file. MapLibre fetches GeoJSON in its worker, where a root-relative
 * path would resolve against the worker script rather than the page.
 */
export function basemapUrl(file: BasemapFile, origin: string = globalThis.location.href): string {
  return new URL(dataFilePath(BASEMAP_FILES[file]), origin).href
}

/**
 * The archive's deepest zoom. Its land comes from Natural Earth's 1:10m coastlines, whose detail
 * zoom 8 tiles hold in full; MapLibre draws deeper zooms from them.
 */
export const BASEMAP_TILES_MAX_ZOOM = 8

/** Whose land and borders the archive draws. */
export const BASEMAP_TILES_ATTRIBUTION =
  // The sources alone, without saying which drew what: on a map of 800 px the line must fit
  // beside the scale (README "Map and place data" says what each gives).
  '<a href="https://www.naturalearthdata.com/">Natural Earth</a> · ' +
  '<a href="https://www.census.gov/geographies/mapping-files.html">US Census Bureau</a> · ' +
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors · ' +
  '<a href="https://www.soest.hawaii.edu/pwessel/gshhg/">GSHHG</a>'

/**
 * Layers of the archive: land polygons, the urban areas on them, the lakes on them (drawn as water
 * over the land), the major rivers (centre lines), and borders between countries, US states and
 * counties.
 */
export const BASEMAP_TILE_LAYERS = {
  land: 'land',
  urban: 'urban',
  lakes: 'lakes',
  rivers: 'rivers',
  borders: 'borders',
} as const

/**
 * A river line's properties in the archive (scripts/data/rivers.ts): its `level`, 1 for the
 * largest rivers and 2 for the other major ones.
 */
export const RIVER_PROPS = { level: 'level' } as const

/** The zoom from which the archive holds each level of rivers. */
export const RIVERS_MIN_ZOOM = { 1: 4, 2: 6 } as const

/**
 * The zoom from which the archive holds urban areas (scripts/data/urban-areas.ts): a region's,
 * where a metropolis is a few pixels wide and more.
 */
export const URBAN_MIN_ZOOM = 6

/** A border's `kind`: which two areas it separates. */
export type BorderKind = 'country' | 'state' | 'county'

/** The zoom from which the archive holds, and the basemap draws, county borders. */
export const COUNTY_BORDERS_MIN_ZOOM = 5

/** An archive's address: the key the `pmtiles` protocol knows it by (setup-maplibre.ts). */
const archiveUrl = (file: string, origin: string) => new URL(dataFilePath(file), origin).href

/** A MapLibre tile URL of an archive, read through the `pmtiles` protocol (setup-maplibre.ts). */
const tilesUrl = (file: string, origin: string) =>
  `pmtiles://${archiveUrl(file, origin)}/{z}/{x}/{y}`

/** The basemap archive's tile URL. */
export function basemapTilesUrl(origin: string = globalThis.location.href): string {
  return tilesUrl(BASEMAP_TILES_FILE, origin)
}

/**
 * The US county areas' archive (scripts/data/county-tiles.ts): one layer of one feature a county,
 * whose id is its place id. Its deepest zoom holds all of us-atlas's 1:10m detail.
 */
export const COUNTY_TILES_LAYER = 'counties'
export const COUNTY_TILES_MAX_ZOOM = 8

/** The county archive's address, for a route to read its header ahead (setup-maplibre.ts). */
export function countyArchiveUrl(origin: string = globalThis.location.href): string {
  return archiveUrl(US_COUNTY_TILES_FILE, origin)
}

/** The county archive's tile URL. */
export function countyTilesUrl(origin: string = globalThis.location.href): string {
  return tilesUrl(US_COUNTY_TILES_FILE, origin)
}
