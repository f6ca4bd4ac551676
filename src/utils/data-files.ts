// Names of the files `npm run data` writes into public/data/, and where the page finds them, shared
// by the data build, the embedded service (which reads them) and the map (which draws the basemap).

export const PLACES_FILE = 'gazetteer.json'
export const BOUNDARIES_FILE = 'boundaries.json'
export const COUNTRIES_GEOJSON_FILE = 'countries.geojson'
export const US_STATES_GEOJSON_FILE = 'us-states.geojson'
export const US_COUNTIES_GEOJSON_FILE = 'us-counties.geojson'
/** The basemap's land and borders as vector tiles (src/components/map/basemap-data.ts). */
export const BASEMAP_TILES_FILE = 'basemap.pmtiles'
/** The US county areas a view fills, as vector tiles (src/components/map/basemap-data.ts). */
export const US_COUNTY_TILES_FILE = 'us-counties.pmtiles'
export const HOLIDAYS_FILE = 'holidays.json'
/** Label points of the basemap, one file a layer group (src/components/map/basemap-labels.ts). */
export const COUNTRY_LABELS_FILE = 'labels-countries.geojson'
export const STATE_LABELS_FILE = 'labels-us-states.geojson'
export const CITY_LABELS_FILE = 'labels-cities.geojson'
/**
 * The events view's first answers for today's dataset, given ahead of time (docs/dataset-cache.md
 * "A first visit"). One name whatever the day: the page preloads it with its HTML, and checks
 * whose answers it holds before using them.
 */
export const FIRST_ANSWERS_FILE = 'first-answers.json'

/** Where the page finds a file of public/data/, below the base it is served from. */
export function dataFilePath(file: string): string {
  return `${import.meta.env.BASE_URL}data/${file}`
}
