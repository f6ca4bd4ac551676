// A small PMTiles archive made in a journey from a few generated features, with the writer the
// build uses (scripts/data/pmtiles-writer.ts), for a tile host the journey serves itself.
import { gzipSync } from 'node:zlib'
import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { FeatureCollection } from 'geojson'
import { Compression, zxyToTileId } from 'pmtiles'

import { writePmtiles, type TileRun } from '../scripts/data/pmtiles-writer'

/** Tile x and y of a point at zoom z. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z
  const r = (lat * Math.PI) / 180
  return [
    Math.floor(((lon + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n),
  ]
}

/**
 * An archive of one layer, `layer`, holding `features`, tiled from zoom 0 to `maxZoom` over their
 * bounding box [west, south, east, north].
 */
export function tileArchive(
  layer: string,
  features: FeatureCollection,
  bbox: readonly [number, number, number, number],
  maxZoom: number,
  attribution: string,
): Uint8Array {
  const index = new GeoJSONVT(features, { maxZoom })
  const runs: TileRun[] = []
  const [west, south, east, north] = bbox
  for (let z = 0; z <= maxZoom; z++) {
    const [x0, y0] = tileOf(west, north, z)
    const [x1, y1] = tileOf(east, south, z)
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const tile = index.getTile(z, x, y)
        if (!tile || tile.features.length === 0) continue
        const data = gzipSync(fromGeojsonVt({ [layer]: tile }, { version: 2, extent: 4096 }))
        runs.push({ tileId: zxyToTileId(z, x, y), runLength: 1, data })
      }
    }
  }
  return writePmtiles(runs, {
    minZoom: 0,
    maxZoom,
    tileCompression: Compression.Gzip,
    metadata: { attribution, vector_layers: [{ id: layer, fields: { kind: 'String' } }] },
  })
}
