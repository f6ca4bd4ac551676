// The county archive `npm run data` wrote, read with the `pmtiles` reader and decoded as MapLibre
// decodes vector tiles: each county a feature whose id is its place id, where the county is, at
// every zoom, and no county lost to the tiling.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { VectorTile } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { PMTiles } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import { COUNTY_TILES_LAYER, COUNTY_TILES_MAX_ZOOM } from '../../src/components/map/basemap-data'
import { US_COUNTIES_GEOJSON_FILE, US_COUNTY_TILES_FILE } from '../../src/utils/data-files'
import { DEFAULT_OUT_DIR } from './build'
import { BytesSource } from './testing/bytes-source'
import { tilePosition } from './testing/tile-position'

const archive = new PMTiles(
  new BytesSource(readFileSync(join(DEFAULT_OUT_DIR, US_COUNTY_TILES_FILE))),
)

async function countiesOf(z: number, x: number, y: number) {
  const found = await archive.getZxy(z, x, y)
  if (!found) return undefined
  return new VectorTile(new PbfReader(new Uint8Array(found.data))).layers[COUNTY_TILES_LAYER]
}

/** The id of the county whose polygon covers the point at zoom `z` (even-odd rule), if any. */
async function countyAt(lat: number, lon: number, z: number): Promise<number | undefined> {
  const { fx, fy } = tilePosition(lon, lat, z)
  const [x, y] = [Math.floor(fx), Math.floor(fy)]
  const layer = await countiesOf(z, x, y)
  if (!layer) return undefined
  const [px, py] = [(fx - x) * layer.extent, (fy - y) * layer.extent]
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i)
    let inside = false
    for (const ring of feature.loadGeometry()) {
      for (let a = 0, b = ring.length - 1; a < ring.length; b = a++) {
        const [p, q] = [ring[a], ring[b]]
        if (!p || !q || p.y > py === q.y > py) continue
        if (px < ((q.x - p.x) * (py - p.y)) / (q.y - p.y) + p.x) inside = !inside
      }
    }
    if (inside) return feature.id
  }
  return undefined
}

describe('the county archive', () => {
  it('covers zoom 0 to its deepest zoom', async () => {
    const header = await archive.getHeader()
    expect([header.minZoom, header.maxZoom]).toEqual([0, COUNTY_TILES_MAX_ZOOM])
  })

  it('finds a county by its place id where it is, from the country view to its deepest zoom', async () => {
    for (const z of [4, 6, COUNTY_TILES_MAX_ZOOM]) {
      expect(await countyAt(41.84, -87.85, z)).toBe(85217031) // Cook County, Illinois
      expect(await countyAt(29.85, -95.4, z)).toBe(85248201) // Harris County, Texas
      expect(await countyAt(34.3, -118.2, z)).toBe(85206037) // Los Angeles County
    }
    expect(await countyAt(40.7812, -73.9665, COUNTY_TILES_MAX_ZOOM)).toBe(85236061) // Manhattan
    expect(await countyAt(35, -40, 5)).toBeUndefined() // mid-Atlantic
  })

  // Below zoom 7 the smallest counties (Virginia's independent cities) are under the 2 px the
  // tiles are simplified to, and are dropped, as MapLibre drops them tiling the outlines itself.
  it('holds every county of the outlines by zoom 7, each under its place id', async () => {
    const outlines = JSON.parse(
      readFileSync(join(DEFAULT_OUT_DIR, US_COUNTIES_GEOJSON_FILE), 'utf8'),
    ) as { features: { id: number }[] }
    const z = 7
    const ids = new Set<number>()
    for (let x = 0; x < 2 ** z; x++) {
      for (let y = 0; y < 2 ** z; y++) {
        const layer = await countiesOf(z, x, y)
        for (let i = 0; i < (layer?.length ?? 0); i++) {
          const id = layer?.feature(i).id
          if (id !== undefined) ids.add(id)
        }
      }
    }
    expect([...ids].sort()).toEqual(outlines.features.map((f) => f.id).sort())
  })
})
