// Builds public/data/ from the packaged sources. Idempotent: the same inputs give the same
// bytes, and the work is skipped while every output is newer than every input.
import { mkdirSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BASEMAP_TILES_FILE,
  BOUNDARIES_FILE,
  CITY_LABELS_FILE,
  COUNTRIES_GEOJSON_FILE,
  COUNTRY_LABELS_FILE,
  STATE_LABELS_FILE,
  HOLIDAYS_FILE,
  PLACES_FILE,
  US_COUNTIES_GEOJSON_FILE,
  US_COUNTY_TILES_FILE,
  US_STATES_GEOJSON_FILE,
} from '../../src/utils/data-files'
import { computeHolidayCalendars } from '../../src/service/data/holidays/live-calendars'
import { PLACE_TYPES } from '../../src/service/data/gazetteer/types'
import { buildBasemapLabels } from '../../src/components/map/basemap-labels'
import { buildCountries } from './countries'
import { buildLocalities } from './localities'
import { countryId, encodePlaces, type PlaceSources } from './places'
import type { PlacesFile } from '../../src/service/data/gazetteer/format'
import { once } from '../../src/utils/once'
import { buildRegions, regionKey } from './regions'
import { buildBasemapTiles, landPolygons } from './basemap-tiles'
import { buildCountyTiles } from './county-tiles'
import { inlandLakes, lakesNear, loadLakes } from './lakes'
import { readRivers, RIVERS_FILE } from './rivers'
import { readUrbanAreas, URBAN_AREAS_FILE } from './urban-areas'
import { coastMaskFiles, maskWater, readCoastMasks, withCoasts } from './coasts'
import { buildBoundaries, buildGeoJson } from './shapes-output'
import {
  SOURCE_FILES,
  loadAdminNames,
  loadCities,
  loadUsAtlas,
  loadWorldCountries,
  readTopology,
} from './sources'
import { buildUs } from './us'
import { twinName, writeTwin, writeWhole } from './gzip-twin'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const DEFAULT_OUT_DIR = join(ROOT, 'public', 'data')
/** Every file a build writes. */
export const OUTPUTS = [
  PLACES_FILE,
  BOUNDARIES_FILE,
  COUNTRIES_GEOJSON_FILE,
  US_STATES_GEOJSON_FILE,
  US_COUNTIES_GEOJSON_FILE,
  COUNTRY_LABELS_FILE,
  STATE_LABELS_FILE,
  CITY_LABELS_FILE,
  HOLIDAYS_FILE,
  BASEMAP_TILES_FILE,
  US_COUNTY_TILES_FILE,
] as const
const CODE_DIRS = [
  'scripts/data',
  'src/service/data/gazetteer',
  'src/service/data/geo',
  'src/service/data/holidays',
]

/**
 * Years of the precomputed holiday calendars: the dataset window (last year to next year) of any
 * clock within a year of the build. Other clocks compute their calendars at boot.
 */
function holidayYears(): number[] {
  const year = new Date().getUTCFullYear()
  return Array.from({ length: 5 }, (_, i) => year - 2 + i)
}

export interface BuildResult {
  readonly skipped: boolean
  readonly outDir: string
  readonly files: readonly { name: string; bytes: number }[]
  readonly ms: number
  /** Places per type (only when built). */
  readonly counts: Readonly<Record<string, number>>
}

function inputFiles(): string[] {
  const code = CODE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(ROOT, dir, f)),
  )
  return [
    ...Object.values(SOURCE_FILES),
    ...coastMaskFiles(),
    RIVERS_FILE,
    URBAN_AREAS_FILE,
    join(ROOT, 'scripts/build-data.ts'),
    join(ROOT, 'src/components/map/basemap-labels.ts'),
    join(ROOT, 'src/components/map/basemap-data.ts'),
    // The lakes near places reach as far as a city's venues (lakes.ts `lakesNear`).
    join(ROOT, 'src/service/data/generate/venues.ts'),
    ...code,
  ]
}

/** True while every output in `outDir` is newer than every input: a build would skip. */
export function isFresh(outDir: string): boolean {
  const newestInput = Math.max(...inputFiles().map((f) => statSync(f).mtimeMs))
  try {
    return OUTPUTS.flatMap((f) => (TWINNED.test(f) ? [f, twinName(f)] : [f])).every(
      (f) => statSync(join(outDir, f)).mtimeMs >= newestInput,
    )
  } catch {
    return false
  }
}

/** Outputs the servers send compressed, from a gzip twin written beside them (gzip-twin.ts). */
const TWINNED = /\.geojson$/

function writeAtomic(path: string, content: string | Uint8Array): number {
  // Tests and the dev server may build at the same time; a rename never shows half a file.
  writeWhole(path, content)
  if (TWINNED.test(path)) writeTwin(path, content)
  return typeof content === 'string' ? Buffer.byteLength(content) : content.length
}

export function collectSources(): PlaceSources {
  const cities = loadCities()
  const countries = buildCountries(loadWorldCountries(), cities)
  const numericByAlpha2 = new Map(countries.map((c) => [c.alpha2, c.numeric]))
  const regions = buildRegions(cities, numericByAlpha2, loadAdminNames(1))
  const us = buildUs(loadUsAtlas(), cities, loadAdminNames(2))
  const { localities, neighbourhoods } = buildLocalities(cities, {
    countryIdByAlpha2: new Map(countries.map((c) => [c.alpha2, countryId(c)])),
    regionIdByKey: new Map(regions.map((r) => [regionKey(r.alpha2, r.adminCode), r.id])),
    us,
  })
  return { countries, regions, us, localities, neighbourhoods }
}

export type Output = (typeof OUTPUTS)[number]

interface Builders {
  /** The gazetteer's places, as the places file holds them. */
  readonly places: () => PlacesFile
  /** Each output's content. */
  readonly outputs: Record<Output, () => string | Uint8Array>
}

/** How to build each output, each input read and worked out once, only when an output needs it. */
function builders(): Builders {
  const sources = once(collectSources)
  const land = once(() => landPolygons(readTopology(SOURCE_FILES.land)))
  const lakes = once(() => inlandLakes(loadLakes(SOURCE_FILES.lakes), land()))
  const coasts = once(readCoastMasks)
  const places = once(() => encodePlaces(sources()))
  const geo = once(() => buildGeoJson(sources()))
  const labels = once(() => buildBasemapLabels(places()))
  const outputs = {
    [PLACES_FILE]: () => JSON.stringify(places()),
    [BOUNDARIES_FILE]: () =>
      JSON.stringify(
        buildBoundaries(
          sources(),
          // The coasts' water too: no venue stands in water the map draws.
          lakesNear(
            [...lakes(), ...coasts().flatMap(maskWater)],
            [...sources().localities, ...sources().neighbourhoods],
          ),
        ),
      ),
    [COUNTRIES_GEOJSON_FILE]: () => JSON.stringify(geo().countries),
    [US_STATES_GEOJSON_FILE]: () => JSON.stringify(geo().states),
    [US_COUNTIES_GEOJSON_FILE]: () => JSON.stringify(geo().counties),
    [COUNTRY_LABELS_FILE]: () => JSON.stringify(labels().countries),
    [STATE_LABELS_FILE]: () => JSON.stringify(labels().states),
    [CITY_LABELS_FILE]: () => JSON.stringify(labels().cities),
    [HOLIDAYS_FILE]: () => JSON.stringify(computeHolidayCalendars(holidayYears())),
    // Its tiles are compressed one by one: a server range-reads it as it is.
    [BASEMAP_TILES_FILE]: () =>
      buildBasemapTiles({
        // Lakes are kept to Natural Earth's land above; the coasts it gets wrong are redrawn here.
        land: withCoasts(land(), coasts()),
        countries: readTopology(SOURCE_FILES.borders),
        us: readTopology(SOURCE_FILES.usCounties),
        lakes: lakes(),
        rivers: readRivers(),
        urban: readUrbanAreas(),
      }),
    [US_COUNTY_TILES_FILE]: () => buildCountyTiles(geo().counties),
  }
  return { places, outputs }
}

/** The content of each of `names`, as a build writes it, without writing anything. */
export function buildOutputs(names: readonly Output[]): Map<Output, string | Uint8Array> {
  const { outputs } = builders()
  return new Map(names.map((name) => [name, outputs[name]()]))
}

/** Places per type in a places file, as a build reports them. */
export function countPlaces(places: PlacesFile): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const t of places.type) {
    const name = PLACE_TYPES[t] ?? 'unknown'
    counts[name] = (counts[name] ?? 0) + 1
  }
  return counts
}

export function buildData(options: { outDir?: string; force?: boolean } = {}): BuildResult {
  const started = performance.now()
  const outDir = options.outDir ?? DEFAULT_OUT_DIR
  const sizes = () => OUTPUTS.map((name) => ({ name, bytes: statSync(join(outDir, name)).size }))
  if (!options.force && isFresh(outDir)) {
    return { skipped: true, outDir, files: sizes(), ms: performance.now() - started, counts: {} }
  }
  mkdirSync(outDir, { recursive: true })
  const { places, outputs } = builders()
  const files = OUTPUTS.map((name) => ({
    name,
    bytes: writeAtomic(join(outDir, name), outputs[name]()),
  }))
  return {
    skipped: false,
    outDir,
    files,
    ms: performance.now() - started,
    counts: countPlaces(places()),
  }
}
