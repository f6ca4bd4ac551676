// The outputs `npm run data` wrote before the unit tests, checked as they are, and built again
// here where that is cheap: the same inputs give the same bytes in another process.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FeatureCollection, MultiPolygon } from 'geojson'
import {
  BASEMAP_TILES_FILE,
  COUNTRIES_GEOJSON_FILE,
  HOLIDAYS_FILE,
  PLACES_FILE,
} from '../../src/utils/data-files'
import type { PlacesFile } from '../../src/service/data/gazetteer/format'
import {
  DEFAULT_OUT_DIR,
  OUTPUTS,
  buildData,
  buildOutputs,
  countPlaces,
  type BuildResult,
} from './build'

const read = (name: string) => readFileSync(join(DEFAULT_OUT_DIR, name), 'utf8')
let built: BuildResult

beforeAll(() => {
  // Up to date after `npm run data`; built here when an input changed since.
  buildData()
  built = buildData()
}, 600_000)

describe('buildData', () => {
  it('writes every output, then skips the work while they are up to date', () => {
    expect(built.skipped).toBe(true)
    expect(built.files.map((f) => f.name)).toContain(PLACES_FILE)
    expect(built.files.every((f) => f.bytes > 0)).toBe(true)
  })

  it('counts the places per type, one planet and seven continents', () => {
    const counts = countPlaces(JSON.parse(read(PLACES_FILE)) as PlacesFile)
    expect(counts.planet).toBe(1)
    expect(counts.continent).toBe(7)
    expect(counts.locality).toBeGreaterThan(10_000)
  })

  it('keeps the places file small', () => {
    const places = built.files.find((f) => f.name === PLACES_FILE)
    expect(places?.bytes).toBeLessThan(3 * 1024 * 1024)
  })

  it('is deterministic: the places, shapes and county tiles built here equal those written before', () => {
    // The basemap's tiles and the holidays are left out: they take most of a build's time.
    const names = OUTPUTS.filter((name) => name !== BASEMAP_TILES_FILE && name !== HOLIDAYS_FILE)
    const again = buildOutputs(names)
    for (const name of names) {
      const written = readFileSync(join(DEFAULT_OUT_DIR, name))
      expect(Buffer.from(again.get(name) ?? '').equals(written), name).toBe(true)
    }
  }, 600_000)

  it('orders rows parents first with unique ids', () => {
    const places = JSON.parse(read(PLACES_FILE)) as PlacesFile
    expect(new Set(places.id).size).toBe(places.id.length)
    places.parent.forEach((p, i) => {
      expect(p).toBeLessThan(i)
    })
  })

  it('writes basemap countries without antimeridian jumps', () => {
    // A jump of more than 180 degrees between neighbours is a ring smeared across the map.
    const countries = JSON.parse(read(COUNTRIES_GEOJSON_FILE)) as FeatureCollection<MultiPolygon>
    let worst = 0
    for (const f of countries.features)
      for (const polygon of f.geometry.coordinates)
        for (const ring of polygon)
          for (let i = 1; i < ring.length; i++) {
            const [x0 = 0, y0 = 0] = ring[i - 1] ?? []
            const [x1 = 0, y1 = 0] = ring[i] ?? []
            // Antarctica is closed along the pole itself, a real edge of the shape.
            if (Math.abs(y0) === 90 && y0 === y1) continue
            worst = Math.max(worst, Math.abs(x1 - x0))
          }
    expect(worst).toBeLessThan(180)
    const russia = countries.features.find((f) => f.properties?.alpha2 === 'RU')
    expect(russia?.properties?.name).toBe('Russia')
  })
})
