import type { GeoJSONVTFeature, GeoJSONVTTile } from '@maplibre/geojson-vt'
import { describe, expect, it } from 'vitest'
import { intersectTiles, windingArea } from './tile-areas'

type Ring = [number, number][]

/** A tile of one area feature whose rings are `rings`, as geojson-vt gives a transformed tile. */
function tile(...rings: Ring[]): GeoJSONVTTile {
  const feature: GeoJSONVTFeature = { type: 3, tags: {}, geometry: rings }
  return {
    transformed: true,
    features: [feature] as unknown as GeoJSONVTTile['features'],
    source: null,
    x: 0,
    y: 0,
    z: 8,
  }
}

/** A rectangle wound as geojson-vt winds an outer ring in a tile (y down): clockwise on screen. */
const box = (x0: number, y0: number, x1: number, y1: number): Ring => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
]

function ringsOf(t: GeoJSONVTTile | null): Ring[] {
  const features: readonly GeoJSONVTFeature[] = t?.features ?? []
  return features.flatMap((f) => (f.type === 3 ? f.geometry : []))
}

describe('intersectTiles', () => {
  it('keeps the part of an area on the land, wound as the tile winds its outer rings', () => {
    const urban = tile(box(0, 0, 2000, 2000))
    const land = tile(box(1000, -64, 4160, 4160))
    const [ring, ...rest] = ringsOf(intersectTiles(urban, land))
    expect(rest).toEqual([])
    expect(windingArea(ring ?? [])).toBeLessThan(0)
    const xs = (ring ?? []).map(([x]) => x)
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([1000, 2000])
    expect(Math.abs(windingArea(ring ?? [])) / 2).toBe(1000 * 2000)
  })

  it('leaves a hole where the land has one, such as a lake, wound the other way', () => {
    const urban = tile(box(0, 0, 4096, 4096))
    const lakeHole = box(1000, 1000, 2000, 2000).reverse()
    const rings = ringsOf(intersectTiles(urban, tile(box(-64, -64, 4160, 4160), lakeHole)))
    expect(rings.map((ring) => Math.sign(windingArea(ring)))).toEqual([-1, 1])
  })

  it('gives nothing for an area wholly in the sea', () => {
    expect(intersectTiles(tile(box(0, 0, 500, 500)), tile(box(1000, 1000, 2000, 2000)))).toBeNull()
  })
})
