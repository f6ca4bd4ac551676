// Where the offline basemap comes from: GeoJSON and the gazetteer written to public/data by
// `npm run data`. The names mirror src/service/data/gazetteer/format.ts, which this layer may not
// import (components sit above the service in the import order).

export const BASEMAP_FILES = {
  countries: 'countries.geojson',
  usStates: 'us-states.geojson',
  usCounties: 'us-counties.geojson',
  places: 'gazetteer.json',
} as const

export type BasemapFile = keyof typeof BASEMAP_FILES

/**
 * Absolute URL of a data file. MapLibre fetches GeoJSON in its worker, where a root-relative
 * path would resolve against the worker script rather than the page.
 */
export function basemapUrl(file: BasemapFile, origin: string = globalThis.location.href): string {
  return new URL(`${import.meta.env.BASE_URL}data/${BASEMAP_FILES[file]}`, origin).href
}
