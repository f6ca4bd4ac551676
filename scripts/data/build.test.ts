import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeatureCollection, MultiPolygon } from 'geojson'
import { COUNTRIES_GEOJSON_FILE, PLACES_FILE } from '../../src/utils/data-files'
import type { PlacesFile } from '../../src/service/data/gazetteer/format'
import { DEFAULT_OUT_DIR, buildData, isFresh, type BuildResult } from './build'

const dir = mkdtempSync(join(tmpdir(), 'eventscope-data-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const read = (name: string) => readFileSync(join(dir, name), 'utf8')
let first: BuildResult
let snapshot: string[]

beforeAll(() => {
  first = buildData({ outDir: dir, force: true })
  snapshot = first.files.map((f) => read(f.name))
}, 600_000)

describe('buildData', () => {
  it('writes every output and reports counts per type', () => {
    expect(first.skipped).toBe(false)
    expect(first.files.map((f) => f.name)).toContain(PLACES_FILE)
    expect(first.files.every((f) => f.bytes > 0)).toBe(true)
    expect(first.counts.planet).toBe(1)
    expect(first.counts.continent).toBe(7)
  })

  it('keeps the places file small', () => {
    const places = first.files.find((f) => f.name === PLACES_FILE)
    expect(places?.bytes).toBeLessThan(3 * 1024 * 1024)
  })

  it('skips the work while the outputs are up to date', () => {
    expect(buildData({ outDir: dir }).skipped).toBe(true)
  })

  it('is deterministic', () => {
    // Another build of the same inputs: the one `npm run data` wrote before the tests, unless an
    // input changed since (then a new one, which takes as long again).
    const other = isFresh(DEFAULT_OUT_DIR)
      ? DEFAULT_OUT_DIR
      : buildData({ outDir: mkdtempSync(join(dir, 'again-')), force: true }).outDir
    expect(first.files.map((f) => readFileSync(join(other, f.name), 'utf8'))).toEqual(snapshot)
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
