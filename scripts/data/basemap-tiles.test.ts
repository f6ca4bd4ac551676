// The basemap archive `npm run data` wrote, read with the `pmtiles` reader and decoded as MapLibre
// decodes vector tiles: land where land is, sea and lakes where it is not, borders but no coasts,
// county borders only where the map draws them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { VectorTile } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { PMTiles } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import {
  BASEMAP_TILES_MAX_ZOOM,
  BASEMAP_TILE_LAYERS,
  COUNTY_BORDERS_MIN_ZOOM,
  RIVER_PROPS,
  RIVERS_MIN_ZOOM,
  URBAN_MIN_ZOOM,
} from '../../src/components/map/basemap-data'
import { BASEMAP_TILES_FILE } from '../../src/utils/data-files'
import { DEFAULT_OUT_DIR } from './build'
import { landTest } from './lakes'
import { readUrbanAreas } from './urban-areas'
import { BytesSource } from './testing/bytes-source'
import { tilePosition } from './testing/tile-position'

const archive = new PMTiles(
  new BytesSource(readFileSync(join(DEFAULT_OUT_DIR, BASEMAP_TILES_FILE))),
)
const Z = BASEMAP_TILES_MAX_ZOOM

/** The z/x/y tile holding a point, and the point's position in it (0..extent). */
function locate(lat: number, lon: number, extent: number, z = Z) {
  const { fx, fy } = tilePosition(lon, lat, z)
  const [x, y] = [Math.floor(fx), Math.floor(fy)]
  return { x, y, px: (fx - x) * extent, py: (fy - y) * extent }
}

async function tileAt(lat: number, lon: number, z = Z) {
  const { x, y } = locate(lat, lon, 1, z)
  const found = await archive.getZxy(z, x, y)
  // The reader undoes the tiles' gzip, as it does for the map.
  return found ? new VectorTile(new PbfReader(new Uint8Array(found.data))) : undefined
}

/** Whether a layer of the tile under the point covers it: the even-odd rule over its rings. */
async function covers(layerName: string, lat: number, lon: number, z = Z): Promise<boolean> {
  const layer = (await tileAt(lat, lon, z))?.layers[layerName]
  if (!layer) return false
  const { px, py } = locate(lat, lon, layer.extent, z)
  let inside = false
  for (let i = 0; i < layer.length; i++) {
    for (const ring of layer.feature(i).loadGeometry()) {
      for (let a = 0, b = ring.length - 1; a < ring.length; b = a++) {
        const [p, q] = [ring[a], ring[b]]
        if (!p || !q || p.y > py === q.y > py) continue
        if (px < ((q.x - p.x) * (py - p.y)) / (q.y - p.y) + p.x) inside = !inside
      }
    }
  }
  return inside
}

/** Whether the map draws land under the point: the land layer, and no lake over it. */
async function isLand(lat: number, lon: number): Promise<boolean> {
  const [land, lake] = await Promise.all([
    covers(BASEMAP_TILE_LAYERS.land, lat, lon),
    covers(BASEMAP_TILE_LAYERS.lakes, lat, lon),
  ])
  return land && !lake
}

async function borderKinds(lat: number, lon: number, z = Z): Promise<string[]> {
  const layer = (await tileAt(lat, lon, z))?.layers[BASEMAP_TILE_LAYERS.borders]
  const kinds = Array.from(
    { length: layer?.length ?? 0 },
    (_, i) => layer?.feature(i).properties.kind,
  )
  return [...new Set(kinds.map(String))].sort()
}

/** The levels of the rivers in the tile under the point, and how near their nearest vertex is (tile units). */
async function riversAt(lat: number, lon: number, z = Z) {
  const layer = (await tileAt(lat, lon, z))?.layers[BASEMAP_TILE_LAYERS.rivers]
  const { px, py } = locate(lat, lon, layer?.extent ?? 1, z)
  const levels = new Set<number>()
  let nearest = Infinity
  for (let i = 0; i < (layer?.length ?? 0); i++) {
    const feature = layer?.feature(i)
    levels.add(Number(feature?.properties[RIVER_PROPS.level]))
    for (const line of feature?.loadGeometry() ?? [])
      for (const point of line) nearest = Math.min(nearest, Math.hypot(point.x - px, point.y - py))
  }
  return { levels: [...levels].sort(), nearest }
}

describe('the basemap archive', () => {
  it('covers zoom 0 to its deepest zoom', async () => {
    const header = await archive.getHeader()
    expect([header.minZoom, header.maxZoom]).toEqual([0, Z])
  })

  it('draws Manhattan and San Francisco as land and the rivers and bay beside them as water', async () => {
    expect(await isLand(40.7812, -73.9665)).toBe(true) // Central Park
    expect(await isLand(40.7549, -73.984)).toBe(true) // Midtown
    expect(await isLand(40.5795, -74.1502)).toBe(true) // Staten Island
    expect(await isLand(40.7656, -74.0045)).toBe(false) // the Hudson
    expect(await isLand(40.744, -73.9665)).toBe(false) // the East River
    expect(await isLand(40.67, -74.05)).toBe(false) // Upper New York Bay
    expect(await isLand(37.7897, -122.4005)).toBe(true) // downtown San Francisco
    expect(await isLand(37.8199, -122.3785)).toBe(false) // the Bay
    expect(await isLand(51.5, 0.75)).toBe(false) // the Thames estuary
  })

  it('draws large lakes as water, and no harbour mapped as a lake over the land around it', async () => {
    expect(await isLand(41.8815, -87.63)).toBe(true) // the Loop
    expect(await isLand(41.88, -87.59)).toBe(false) // Lake Michigan off the Loop
    expect(await isLand(46.45, 6.55)).toBe(false) // Lake Geneva
    expect(await isLand(47.62, -122.26)).toBe(false) // Lake Washington
    // OpenStreetMap's Sydney Harbour reaches the sea, so it is not drawn: its crude outline would
    // cover the Royal Botanic Garden and Potts Point.
    expect(await isLand(-33.8642, 151.2166)).toBe(true)
    expect(await isLand(-33.87, 151.225)).toBe(true)
  })

  it('draws the urban areas on the land alone, from their zoom', async () => {
    const urban = (lat: number, lon: number, z = Z) =>
      covers(BASEMAP_TILE_LAYERS.urban, lat, lon, z)
    expect(await urban(40.7549, -73.984)).toBe(true) // Midtown
    expect(await urban(51.5138, -0.0918)).toBe(true) // the City of London
    expect(await urban(-33.8688, 151.2093)).toBe(true) // Sydney CBD
    expect(await urban(41.8815, -87.63)).toBe(true) // the Loop
    expect(await urban(38.5, -98.5)).toBe(false) // Kansas
    // Natural Earth's Sydney spans the harbour; the tiles keep it to the land.
    const harbour = { lat: -33.8555, lon: 151.2258 } // off Fort Denison
    expect(landTest(readUrbanAreas())(harbour.lon, harbour.lat)).toBe(true)
    expect(await isLand(harbour.lat, harbour.lon)).toBe(false)
    expect(await urban(harbour.lat, harbour.lon)).toBe(false)
    expect(await urban(40.7549, -73.984, URBAN_MIN_ZOOM)).toBe(true)
    expect(await urban(40.7549, -73.984, URBAN_MIN_ZOOM - 1)).toBe(false)
  })

  it('stores open sea as no tile and a whole tile of land as one run', async () => {
    expect(await tileAt(35, -40)).toBeUndefined() // mid-Atlantic
    expect(await isLand(38.5, -98.5)).toBe(true) // Kansas
    const header = await archive.getHeader()
    expect(header.numAddressedTiles).toBeGreaterThan(header.numTileEntries)
  })

  it('draws borders between countries and between states, but not coasts', async () => {
    expect(await borderKinds(49.0, -97.2)).toContain('country') // Manitoba and North Dakota
    expect(await borderKinds(39.0, -94.61)).toEqual(['county', 'state']) // Kansas and Missouri
    expect(await borderKinds(41.7, -69.95)).toEqual([]) // Cape Cod's shore
  })

  it('draws county borders from the zoom the map shows them at', async () => {
    expect(await borderKinds(38.5, -98.5)).toEqual(['county']) // inside Kansas
    expect(await borderKinds(38.5, -98.5, COUNTY_BORDERS_MIN_ZOOM)).toContain('county')
    expect(await borderKinds(38.5, -98.5, COUNTY_BORDERS_MIN_ZOOM - 1)).not.toContain('county')
  })

  it('draws the major rivers, each level from its own zoom', async () => {
    // The Seine at the Pont Neuf, a level 1 river: a vertex of it within 12 tile units of zoom 8
    // (300 m), where its vertices are some 400 m apart.
    const seine = await riversAt(48.8575, 2.341)
    expect(seine.levels).toContain(1)
    expect(seine.nearest).toBeLessThan(12)
    // The Thames above London is level 2: in the tiles from its zoom on, not before.
    const thames = { lat: 51.4556, lon: -0.9707 } // Reading
    expect((await riversAt(thames.lat, thames.lon)).levels).toEqual([2])
    expect((await riversAt(thames.lat, thames.lon, RIVERS_MIN_ZOOM[2])).levels).toEqual([2])
    expect((await riversAt(thames.lat, thames.lon, RIVERS_MIN_ZOOM[2] - 1)).levels).toEqual([])
    expect((await riversAt(48.8575, 2.341, RIVERS_MIN_ZOOM[1])).levels).toEqual([1])
  })
})
