// A tile host for journeys: node:http on 127.0.0.1 serving a MapLibre style and a small PMTiles
// archive made from a generated feature with the writer the build uses
// (scripts/data/pmtiles-writer.ts). It answers CORS and range requests as a real tile host does.
import { createServer } from 'node:http'
import { listenOnLoopback } from './ports'
import { gzipSync } from 'node:zlib'
import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { FeatureCollection } from 'geojson'
import { Compression, zxyToTileId } from 'pmtiles'

import { writePmtiles, type TileRun } from '../scripts/data/pmtiles-writer'
import { tilePosition } from '../scripts/data/testing/tile-position'

/** Tile x and y of a point at zoom z. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const { fx, fy } = tilePosition(lon, lat, z)
  return [Math.floor(fx), Math.floor(fy)]
}

/**
 * An archive of one layer, `layer`, holding `features`, tiled from zoom 0 to `maxZoom` over their
 * bounding box [west, south, east, north].
 */
function tileArchive(
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

export const TILE_HOST_ATTRIBUTION = 'Journey streets'
/** Water over Midtown Manhattan, where the journey's view is framed. */
const WATER_BOX = [-74.06, 40.7, -73.9, 40.82] as const
const [W, S, E, N] = WATER_BOX
const ARCHIVE = tileArchive(
  'water',
  {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'water' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [W, S],
              [E, S],
              [E, N],
              [W, N],
              [W, S],
            ],
          ],
        },
      },
    ],
  },
  WATER_BOX,
  12,
  TILE_HOST_ATTRIBUTION,
)
/** The served style's water, and the Protomaps light and dark flavours' (#80deea, #31353f). */
export const STYLE_WATER: Rgb = [63, 127, 191]
export const PROTOMAPS_WATER: Rgb = [128, 222, 234]
export const PROTOMAPS_DARK_WATER: Rgb = [49, 53, 63]

export type Rgb = readonly [number, number, number]
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Range',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Length, ETag',
}

export interface TileHost {
  readonly origin: string
  /** Paths of every request so far. */
  readonly requests: string[]
  close(): Promise<void>
}

/** A tile host: a style over its archive, and the archive. */
export async function startTileHost(): Promise<TileHost> {
  const requests: string[] = []
  let origin = ''
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
    } else if (req.url === '/style.json') {
      res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          version: 8,
          sources: {
            streets: {
              type: 'vector',
              url: `pmtiles://${origin}/planet.pmtiles`,
              attribution: TILE_HOST_ATTRIBUTION,
            },
          },
          layers: [
            { id: 'streets-land', type: 'background', paint: { 'background-color': '#efe9dc' } },
            {
              id: 'streets-water',
              type: 'fill',
              source: 'streets',
              'source-layer': 'water',
              paint: { 'fill-color': `rgb(${STYLE_WATER.join(',')})` },
            },
          ],
        }),
      )
    } else if (req.url === '/planet.pmtiles') {
      const [, start = '0', end = String(ARCHIVE.length - 1)] =
        /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '') ?? []
      const last = Math.min(Number(end), ARCHIVE.length - 1)
      res.writeHead(206, {
        ...CORS,
        'Content-Type': 'application/octet-stream',
        'Content-Range': `bytes ${start}-${String(last)}/${String(ARCHIVE.length)}`,
      })
      res.end(ARCHIVE.subarray(Number(start), last + 1))
    } else {
      res.writeHead(404, CORS)
      res.end()
    }
  })
  const { url, close } = await listenOnLoopback(server)
  origin = url
  return { origin, requests, close }
}
