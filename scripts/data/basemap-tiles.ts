// The basemap's vector tiles: land, the urban areas on it (urban-areas.ts), the lakes on it
// (lakes.ts), the major rivers (rivers.ts), and the borders between countries, between US states
// and (from COUNTY_BORDERS_MIN_ZOOM) between US counties, cut at build time into one PMTiles
// archive (pmtiles-writer.ts). MapLibre then fetches the few tiles a viewport needs instead of
// parsing and tiling the world's outlines on every load.
import { gzipSync } from 'node:zlib'
import { GeoJSONVT, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson'
import { Compression, zxyToTileId } from 'pmtiles'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification'
import {
  BASEMAP_TILES_ATTRIBUTION,
  BASEMAP_TILES_MAX_ZOOM,
  BASEMAP_TILE_LAYERS,
  COUNTY_BORDERS_MIN_ZOOM,
  RIVER_PROPS,
  RIVERS_MIN_ZOOM,
  URBAN_MIN_ZOOM,
  type BorderKind,
} from '../../src/components/map/basemap-data'
import { bboxOf, polygonsOf, unwrapPolygon, type Polygon } from './geometry'
import type { RiverLine } from './rivers'
import { childTiles, descendantRun, writePmtiles, type TileRun } from './pmtiles-writer'
import { intersectTiles } from './tile-areas'

type Props = Record<string, unknown>

const EXTENT = 4096
const BUFFER = 64

export interface BasemapTileSources {
  /** The land of the world, from world-atlas land-10m (`landPolygons`). */
  readonly land: readonly Polygon[]
  /** world-atlas countries-10m. */
  readonly countries: Topology
  /** us-atlas counties-10m, whose `states` the state borders come from. */
  readonly us: Topology
  /** The lakes the map draws over the land (lakes.ts `inlandLakes`). */
  readonly lakes: readonly Polygon[]
  /** The major rivers (rivers.ts `readRivers`). */
  readonly rivers: readonly RiverLine[]
  /** Natural Earth's urban areas (urban-areas.ts `readUrbanAreas`), water and all. */
  readonly urban: readonly Polygon[]
}

/** The rivers drawn from `minZoom` on, as lines with the properties of basemap-data.ts `RIVER_PROPS`. */
function riverFeatures(rivers: readonly RiverLine[], minZoom: number): Feature[] {
  return rivers
    .filter((river) => RIVERS_MIN_ZOOM[river.level] <= minZoom)
    .map((river) => ({
      type: 'Feature',
      properties: { [RIVER_PROPS.level]: river.level },
      geometry: { type: 'LineString', coordinates: river.points.map(([x, y]) => [x, y]) },
    }))
}

function object(topology: Topology, key: string): GeometryCollection<Props> {
  // The atlases' objects are collections of areas with properties, never null ones.
  const found = topology.objects[key] as GeometryCollection<Props> | undefined
  if (found?.type !== 'GeometryCollection') throw new Error(`topology has no collection ${key}`)
  return found
}

/** Lines two different areas share (borders, never coasts), of the pairs `keep` lets through. */
function borders(
  topology: Topology,
  key: string,
  kind: BorderKind,
  keep: (a: GeometryObject, b: GeometryObject) => boolean = () => true,
): Feature<MultiLineString> {
  const lines = mesh(topology, object(topology, key), (a, b) => a !== b && keep(a, b))
  return { type: 'Feature', properties: { kind }, geometry: lines }
}

/** A county's state: the first two digits of its FIPS code, us-atlas's id. */
const stateOf = (county: GeometryObject) => String(county.id).slice(0, 2)

/** The land, its rings made continuous across the antimeridian (geometry.ts) as geojson-vt wraps them. */
export function landPolygons(topology: Topology): Polygon[] {
  const geometries = feature(topology, object(topology, 'land')).features.map((f) => f.geometry)
  return geometries
    .flatMap((g: Geometry | null) => polygonsOf(g))
    .map(unwrapPolygon)
    .filter((p): p is Polygon => p !== null)
}

const areas = (polygons: readonly Polygon[]): Feature[] => [
  {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPolygon', coordinates: [...polygons] },
  },
]

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
})

/** Degrees of a tile's edges: west, south, east, north. */
function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const lon = (tx: number) => (tx / 2 ** z) * 360 - 180
  const lat = (ty: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / 2 ** z))) * 180) / Math.PI
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)]
}

/**
 * Whether any of `boxes` (west, south, east, north) meets a tile: a tile that holds no river or
 * urban area at its own zoom (geojson-vt drops one smaller than its tolerance) may still hold one
 * deeper down.
 */
function boxTest(
  boxes: readonly (readonly number[])[],
): (z: number, x: number, y: number) => boolean {
  return (z, x, y) => {
    const [w, s, e, n] = tileBounds(z, x, y)
    return boxes.some(
      ([bw = 0, bs = 0, be = 0, bn = 0]) => bw <= e && be >= w && bs <= n && bn >= s,
    )
  }
}

/** A tile wholly inside one polygon: a single ring along the tile's buffered edge. */
function isWhole(tile: GeoJSONVTTile): boolean {
  const list: readonly GeoJSONVTFeature[] = tile.features
  const [only, ...rest] = list
  if (!only || rest.length > 0 || only.type !== 3 || only.geometry.length !== 1) return false
  const edge = (v: number) => v === -BUFFER || v === EXTENT + BUFFER
  return (only.geometry[0] ?? []).every(([x, y]) => edge(x) && edge(y))
}

const features = (tile: GeoJSONVTTile | null) => (tile && tile.features.length > 0 ? tile : null)

/** A tile's borders with the county borders added, when it has any of either. */
function withCounties(
  lines: GeoJSONVTTile | null,
  counties: GeoJSONVTTile | null,
): GeoJSONVTTile | null {
  if (!counties) return lines
  if (!lines) return counties
  return { ...lines, features: [...lines.features, ...counties.features] }
}

/** Every tile of the archive, from zoom 0 to BASEMAP_TILES_MAX_ZOOM. */
export function basemapTileRuns(sources: BasemapTileSources): TileRun[] {
  const options = { maxZoom: BASEMAP_TILES_MAX_ZOOM, extent: EXTENT, buffer: BUFFER }
  const landIndex = new GeoJSONVT(collection(areas(sources.land)), options)
  const urbanIndex = new GeoJSONVT(collection(areas(sources.urban)), options)
  const lakeIndex = new GeoJSONVT(collection(areas(sources.lakes)), options)
  // One index a set of levels: a tile holds the levels whose minimum zoom it has reached.
  const riverZooms = [...new Set(Object.values(RIVERS_MIN_ZOOM))].sort((a, b) => a - b)
  const riverIndexes = riverZooms.map(
    (zoom) =>
      [zoom, new GeoJSONVT(collection(riverFeatures(sources.rivers, zoom)), options)] as const,
  )
  const riversAt = (z: number) => riverIndexes.filter(([zoom]) => zoom <= z).at(-1)?.[1]
  const riversIn = boxTest(sources.rivers.map((river) => bboxOf([[[...river.points]]])))
  const lines = new GeoJSONVT(
    collection([
      borders(sources.countries, 'countries', 'country'),
      borders(sources.us, 'states', 'state'),
    ]),
    options,
  )
  // Counties of one state only: the state borders are drawn on their own.
  const countyLines = new GeoJSONVT(
    collection([borders(sources.us, 'counties', 'county', (a, b) => stateOf(a) === stateOf(b))]),
    options,
  )
  // Natural Earth's urban areas span rivers and harbours: a tile keeps their part on its land.
  const urbanOn = (land: GeoJSONVTTile, z: number, x: number, y: number) => {
    const urban = features(urbanIndex.getTile(z, x, y))
    return urban && !isWhole(land) ? intersectTiles(urban, land) : urban
  }
  const urbanIn = boxTest(sources.urban.map((area) => bboxOf([area])))
  const runs: TileRun[] = []
  const visit = (z: number, x: number, y: number) => {
    const landTile = features(landIndex.getTile(z, x, y))
    const lakeTile = landTile && features(lakeIndex.getTile(z, x, y))
    const urbanTile = z >= URBAN_MIN_ZOOM ? landTile && urbanOn(landTile, z, x, y) : null
    const riverTile = landTile && features(riversAt(z)?.getTile(z, x, y) ?? null)
    const countyTile = features(countyLines.getTile(z, x, y))
    const lineTile = withCounties(
      features(lines.getTile(z, x, y)),
      z >= COUNTY_BORDERS_MIN_ZOOM ? countyTile : null,
    )
    // Open sea: no tile, and MapLibre draws the background's water.
    if (!landTile && !lineTile) return
    const layers: Record<string, GeoJSONVTTile> = {}
    if (landTile) layers[BASEMAP_TILE_LAYERS.land] = landTile
    if (urbanTile) layers[BASEMAP_TILE_LAYERS.urban] = urbanTile
    if (lakeTile) layers[BASEMAP_TILE_LAYERS.lakes] = lakeTile
    if (riverTile) layers[BASEMAP_TILE_LAYERS.rivers] = riverTile
    if (lineTile) layers[BASEMAP_TILE_LAYERS.borders] = lineTile
    const data = gzipSync(fromGeojsonVt(layers, { version: 2, extent: EXTENT }), { level: 9 })
    runs.push({ tileId: zxyToTileId(z, x, y), runLength: 1, data })
    if (z === BASEMAP_TILES_MAX_ZOOM) return
    const uniform =
      landTile &&
      isWhole(landTile) &&
      (!lakeTile || isWhole(lakeTile)) &&
      (urbanTile ? isWhole(urbanTile) : !urbanIn(z, x, y))
    if (uniform && !lineTile && !countyTile && !riversIn(z, x, y)) {
      // Inland, or inside a lake or a city, with no border: every tile below is the same square.
      for (let dz = 1; z + dz <= BASEMAP_TILES_MAX_ZOOM; dz++) {
        runs.push({ ...descendantRun(z, x, y, dz), data })
      }
      return
    }
    for (const [cz, cx, cy] of childTiles(z, x, y)) visit(cz, cx, cy)
  }
  visit(0, 0, 0)
  return runs
}

/** The archive's bytes. */
export function buildBasemapTiles(sources: BasemapTileSources): Uint8Array {
  return writePmtiles(basemapTileRuns(sources), {
    minZoom: 0,
    maxZoom: BASEMAP_TILES_MAX_ZOOM,
    tileCompression: Compression.Gzip,
    metadata: {
      name: 'Eventscope offline basemap',
      attribution: BASEMAP_TILES_ATTRIBUTION,
      vector_layers: [
        { id: BASEMAP_TILE_LAYERS.land, fields: {} },
        { id: BASEMAP_TILE_LAYERS.urban, fields: {} },
        { id: BASEMAP_TILE_LAYERS.lakes, fields: {} },
        {
          id: BASEMAP_TILE_LAYERS.rivers,
          fields: { [RIVER_PROPS.level]: 'Number' },
        },
        { id: BASEMAP_TILE_LAYERS.borders, fields: { kind: 'String' } },
      ],
    },
  })
}
