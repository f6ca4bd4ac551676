// Where the offline basemap comes from: GeoJSON of shapes and of label points, written to
// public/data by `npm run data`.
import {
  CITY_LABELS_FILE,
  COUNTRIES_GEOJSON_FILE,
  COUNTRY_LABELS_FILE,
  STATE_LABELS_FILE,
  US_COUNTIES_GEOJSON_FILE,
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
