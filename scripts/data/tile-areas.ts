// Areas of one geojson-vt tile cut to those of another, in the tile's own coordinates: the urban
// areas kept to the land (basemap-tiles.ts), as Natural Earth's outlines span rivers and harbours.
// Cutting each tile's few clipped rings is quick where cutting the sources is not: a continent's
// outline has hundreds of thousands of points.
import type { GeoJSONVTFeature, GeoJSONVTTile } from '@maplibre/geojson-vt'
import polygonClipping from 'polygon-clipping'
import type { MultiPolygon as ClipMultiPolygon, Pair } from 'polygon-clipping'

type TileRing = [number, number][]

/**
 * Twice a ring's area as geojson-vt reckons it when it winds rings: below zero for an outer ring,
 * above for a hole, in a tile's coordinates (y down).
 */
export function windingArea(ring: readonly Pair[]): number {
  let area = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? []
    const [xj = 0, yj = 0] = ring[j] ?? []
    area += (xi - xj) * (yi + yj)
  }
  return area
}

/** A tile's areas as polygons: geojson-vt writes each outer ring, then that ring's holes. */
function polygonsOf(tile: GeoJSONVTTile): ClipMultiPolygon {
  const polygons: ClipMultiPolygon = []
  const features: readonly GeoJSONVTFeature[] = tile.features
  for (const feature of features) {
    if (feature.type !== 3) continue
    for (const ring of feature.geometry) {
      const last = polygons[polygons.length - 1]
      if (windingArea(ring) < 0 || !last) polygons.push([ring])
      else last.push(ring)
    }
  }
  return polygons
}

/** `ring` on the tile's whole-number grid, wound as geojson-vt winds an outer ring or a hole. */
function tileRing(ring: readonly Pair[], outer: boolean): TileRing | null {
  const out: TileRing = []
  for (const [x, y] of ring) {
    const [px, py] = [Math.round(x), Math.round(y)]
    const last = out[out.length - 1]
    if (!last || last[0] !== px || last[1] !== py) out.push([px, py])
  }
  if (out.length < 4 || windingArea(out) === 0) return null
  return windingArea(out) < 0 === outer ? out : out.reverse()
}

/** The part of `areas`' polygons inside `within`'s, as one feature; null where none is left. */
export function intersectTiles(areas: GeoJSONVTTile, within: GeoJSONVTTile): GeoJSONVTTile | null {
  const cut = polygonClipping.intersection(polygonsOf(areas), polygonsOf(within))
  const rings = cut.flatMap(([outer = [], ...holes]) => {
    const ring = tileRing(outer, true)
    // A hole whose outer ring is gone would be read as a hole of the polygon before it.
    if (!ring) return []
    return [ring, ...holes.map((hole) => tileRing(hole, false)).filter((hole) => hole !== null)]
  })
  if (rings.length === 0) return null
  const feature: GeoJSONVTFeature = { type: 3, tags: {}, geometry: rings }
  // geojson-vt types a tile's features as both their raw and their transformed shapes; a
  // transformed tile, as here, holds rings of pairs.
  return { ...areas, features: [feature] as unknown as GeoJSONVTTile['features'] }
}
