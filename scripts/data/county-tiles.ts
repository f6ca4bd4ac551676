// The US county areas a view fills (the broadcasts choropleth) as vector tiles, cut at build time
// into a PMTiles archive of their own (pmtiles-writer.ts). As a GeoJSON source, MapLibre parsed and
// tiled the 3,000 counties' 1.7 MB in a worker on every page load, about a second of a core on a
// first visit; the map now fetches the few tiles its viewport shows. Each county is one feature
// whose id is its place id, which the map's feature state keys on; it carries no properties.
import { gzipSync } from 'node:zlib'
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { FeatureCollection, MultiPolygon } from 'geojson'
import { Compression, zxyToTileId } from 'pmtiles'
import {
  BASEMAP_TILES_ATTRIBUTION,
  COUNTY_TILES_LAYER,
  COUNTY_TILES_MAX_ZOOM,
} from '../../src/components/map/basemap-data'
import { childTiles, writePmtiles, type TileRun } from './pmtiles-writer'

const EXTENT = 4096
const BUFFER = 64
/**
 * Simplification, in tile units: 2 px of a 512 px tile. A frame of the choropleth draws in about
 * 60% of the time it takes at MapLibre's default (0.375 px), with no gap a reader can see between
 * counties; us-atlas's 1:10m outlines hold no finer detail than the deepest zoom keeps.
 */
const TOLERANCE = 16

/** Every tile that holds a county, from zoom 0 to COUNTY_TILES_MAX_ZOOM. */
export function countyTileRuns(counties: FeatureCollection<MultiPolygon>): TileRun[] {
  const bare: FeatureCollection<MultiPolygon> = {
    type: 'FeatureCollection',
    features: counties.features.map(({ id, geometry }) => ({
      type: 'Feature',
      id: Number(id),
      properties: {},
      geometry,
    })),
  }
  const index = new GeoJSONVT(bare, {
    maxZoom: COUNTY_TILES_MAX_ZOOM,
    extent: EXTENT,
    buffer: BUFFER,
    tolerance: TOLERANCE,
  })
  const runs: TileRun[] = []
  const visit = (z: number, x: number, y: number) => {
    const tile: GeoJSONVTTile | null = index.getTile(z, x, y)
    if (!tile || tile.features.length === 0) return
    const data = gzipSync(
      fromGeojsonVt({ [COUNTY_TILES_LAYER]: tile }, { version: 2, extent: EXTENT }),
      {
        level: 9,
      },
    )
    runs.push({ tileId: zxyToTileId(z, x, y), runLength: 1, data })
    if (z === COUNTY_TILES_MAX_ZOOM) return
    for (const [cz, cx, cy] of childTiles(z, x, y)) visit(cz, cx, cy)
  }
  visit(0, 0, 0)
  return runs
}

/** The archive's bytes. */
export function buildCountyTiles(counties: FeatureCollection<MultiPolygon>): Uint8Array {
  return writePmtiles(countyTileRuns(counties), {
    minZoom: 0,
    maxZoom: COUNTY_TILES_MAX_ZOOM,
    tileCompression: Compression.Gzip,
    metadata: {
      name: 'Eventscope US counties',
      attribution: BASEMAP_TILES_ATTRIBUTION,
      vector_layers: [{ id: COUNTY_TILES_LAYER, fields: {} }],
    },
  })
}
