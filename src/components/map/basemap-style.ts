// The offline basemap: land and sea, urban areas, major rivers, country, US state and US county
// borders, and labels drawn from local fonts. Land, urban areas, lakes, rivers and borders are
// vector tiles cut at build time (basemap-data.ts). The style has no `glyphs` URL: MapLibre 6 then
// draws every label with the browser's own fonts through TinySDF, so labels need no network
// (docs/architecture.md "The dashboard").
import type { FeatureCollection } from 'geojson'
import type {
  ExpressionSpecification,
  FilterSpecification,
  LayerSpecification,
  Map as MapLibreMap,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl'

import { CITY_TIER_MIN_ZOOM } from './basemap-labels'
import {
  BASEMAP_TILES_ATTRIBUTION,
  BASEMAP_TILES_MAX_ZOOM,
  BASEMAP_TILE_LAYERS,
  basemapTilesUrl,
  basemapUrl,
  type BorderKind,
  COUNTY_BORDERS_MIN_ZOOM,
  COUNTY_TILES_MAX_ZOOM,
  countyTilesUrl,
  RIVER_PROPS,
  RIVERS_MIN_ZOOM,
  URBAN_MIN_ZOOM,
} from './basemap-data'
import { setPaint } from './set-paint'

/** Font stacks, first names sniffed for weight; later ones are the fonts machines really have. */
const FALLBACK_FONTS = ['DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', 'Arial', 'sans-serif']
export const LABEL_FONT = ['Noto Sans Regular', ...FALLBACK_FONTS]
export const LABEL_FONT_BOLD = ['Noto Sans Bold', ...FALLBACK_FONTS]

/** The basemap's colours, light and dark: the one place a theme picks them from. */
export const BASEMAP_PALETTES = {
  light: {
    water: '#cddff0',
    land: '#f6f4ef',
    urban: '#e8e3d8',
    countryBorder: '#8a857c',
    stateBorder: '#aaa59b',
    countyBorder: '#d3cec4',
    text: '#2f343b',
    textMuted: '#545b66',
    halo: 'rgba(255, 255, 255, 0.9)',
    dotOutline: '#ffffff',
  },
  dark: {
    water: '#17222d',
    land: '#272a2f',
    urban: '#31343a',
    countryBorder: '#7d838c',
    stateBorder: '#5f656e',
    countyBorder: '#3a3f46',
    text: '#e4e7eb',
    textMuted: '#aab1bb',
    halo: 'rgba(23, 25, 28, 0.9)',
    dotOutline: '#17191c',
  },
} as const

export type BasemapTheme = keyof typeof BASEMAP_PALETTES
type Palette = (typeof BASEMAP_PALETTES)[BasemapTheme]

export const BASEMAP_SOURCES = {
  tiles: 'basemap-tiles',
  counties: 'basemap-us-counties',
  countryLabels: 'basemap-country-labels',
  stateLabels: 'basemap-state-labels',
  cityLabels: 'basemap-city-labels',
} as const

/** The first label layer: data layers that should sit under the labels are inserted before it. */
export const FIRST_LABEL_LAYER_ID = 'basemap-state-labels'

const ATTRIBUTION = `${BASEMAP_TILES_ATTRIBUTION} · <a href="https://www.geonames.org/">GeoNames</a>`

const halo = (c: Palette) => ({ 'text-halo-color': c.halo, 'text-halo-width': 1.4 }) as const

/**
 * The zoom by which the rivers have faded out: at city zoom their lines are too far off
 * (docs/architecture.md "The offline basemap").
 */
const RIVERS_MAX_ZOOM = 11.5

/** The major rivers, in the water's colour: hairlines that fade out before city zoom. */
function riverLayer(c: Palette): LayerSpecification {
  const byLevel = (largest: number, other: number): ExpressionSpecification => [
    'match',
    ['get', RIVER_PROPS.level],
    1,
    largest,
    other,
  ]
  return {
    id: 'basemap-rivers',
    type: 'line',
    ...tiles(BASEMAP_TILE_LAYERS.rivers),
    minzoom: Math.min(...Object.values(RIVERS_MIN_ZOOM)),
    maxzoom: RIVERS_MAX_ZOOM,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': c.water,
      'line-width': [
        'interpolate',
        ['linear'],
        ['zoom'],
        4,
        byLevel(0.7, 0.4),
        8,
        byLevel(1.6, 1),
        10,
        byLevel(2.2, 1.5),
      ],
      'line-opacity': ['interpolate', ['linear'], ['zoom'], 10, 1, RIVERS_MAX_ZOOM, 0],
    },
  }
}

const tiles = (layer: string) => ({ source: BASEMAP_SOURCES.tiles, 'source-layer': layer }) as const
const borderOf = (kind: BorderKind): FilterSpecification => ['==', ['get', 'kind'], kind]

function borderLayers(c: Palette): LayerSpecification[] {
  return [
    {
      id: 'basemap-land',
      type: 'fill',
      ...tiles(BASEMAP_TILE_LAYERS.land),
      paint: { 'fill-color': c.land },
    },
    {
      id: 'basemap-urban',
      type: 'fill',
      ...tiles(BASEMAP_TILE_LAYERS.urban),
      minzoom: URBAN_MIN_ZOOM,
      // Faded in over a zoom, so cities do not appear at once as the analyst zooms in.
      paint: {
        'fill-color': c.urban,
        'fill-opacity': [
          'interpolate',
          ['linear'],
          ['zoom'],
          URBAN_MIN_ZOOM,
          0,
          URBAN_MIN_ZOOM + 1,
          1,
        ],
      },
    },
    {
      id: 'basemap-lakes',
      type: 'fill',
      ...tiles(BASEMAP_TILE_LAYERS.lakes),
      paint: { 'fill-color': c.water },
    },
    riverLayer(c),
    {
      id: 'basemap-county-borders',
      type: 'line',
      ...tiles(BASEMAP_TILE_LAYERS.borders),
      filter: borderOf('county'),
      minzoom: COUNTY_BORDERS_MIN_ZOOM,
      paint: {
        'line-color': c.countyBorder,
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 10, 1],
      },
    },
    {
      id: 'basemap-state-borders',
      type: 'line',
      ...tiles(BASEMAP_TILE_LAYERS.borders),
      filter: borderOf('state'),
      minzoom: 2,
      paint: {
        'line-color': c.stateBorder,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.4],
      },
    },
    {
      id: 'basemap-country-borders',
      type: 'line',
      ...tiles(BASEMAP_TILE_LAYERS.borders),
      filter: borderOf('country'),
      paint: {
        'line-color': c.countryBorder,
        'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.8],
      },
    },
  ]
}

function cityLayers(c: Palette): LayerSpecification[] {
  return CITY_TIER_MIN_ZOOM.flatMap((minzoom, tier): LayerSpecification[] => {
    const filter: FilterSpecification = ['==', ['get', 'tier'], tier]
    return [
      {
        id: `basemap-city-dots-${tier}`,
        type: 'circle',
        source: BASEMAP_SOURCES.cityLabels,
        minzoom,
        filter,
        paint: {
          'circle-radius': tier === 0 ? 3 : 2.5,
          'circle-color': c.text,
          'circle-stroke-color': c.dotOutline,
          'circle-stroke-width': 1,
        },
      },
      {
        id: `basemap-city-labels-${tier}`,
        type: 'symbol',
        source: BASEMAP_SOURCES.cityLabels,
        minzoom,
        filter,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': tier === 0 ? 13 : 12,
          'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
          'text-radial-offset': 0.5,
          'symbol-sort-key': ['get', 'sortKey'],
        },
        paint: { 'text-color': c.text, ...halo(c) },
      },
    ]
  })
}

function labelLayers(c: Palette): LayerSpecification[] {
  return [
    {
      id: FIRST_LABEL_LAYER_ID,
      type: 'symbol',
      source: BASEMAP_SOURCES.stateLabels,
      minzoom: 3.5,
      maxzoom: 9,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': LABEL_FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 3.5, 10, 7, 13],
        'text-letter-spacing': 0.08,
        'text-transform': 'uppercase',
        'symbol-sort-key': ['get', 'sortKey'],
      },
      paint: { 'text-color': c.textMuted, ...halo(c) },
    },
    ...cityLayers(c),
    countryLabels(
      c,
      'basemap-country-labels',
      ['>=', ['get', 'population'], MINOR_COUNTRY_POPULATION],
      1.5,
    ),
    // Small territories wait until there is room, or they crowd out the countries around them.
    countryLabels(
      c,
      'basemap-country-labels-minor',
      ['<', ['get', 'population'], MINOR_COUNTRY_POPULATION],
      3.5,
    ),
  ]
}

const MINOR_COUNTRY_POPULATION = 1_000_000

function countryLabels(
  c: Palette,
  id: string,
  filter: FilterSpecification,
  minzoom: number,
): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source: BASEMAP_SOURCES.countryLabels,
    minzoom,
    maxzoom: 6.5,
    filter,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': LABEL_FONT_BOLD,
      'text-size': ['interpolate', ['linear'], ['zoom'], 1.5, 10, 6, 15],
      'text-max-width': 7,
      'symbol-sort-key': ['get', 'sortKey'],
    },
    paint: { 'text-color': c.text, ...halo(c) },
  }
}

/** A GeoJSON source's data until it is filled (city-labels-source.ts). */
const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] })

/**
 * The US county areas a view draws on (the broadcasts choropleth), in every basemap, as vector
 * tiles cut by `npm run data` (scripts/data/county-tiles.ts); the basemap's own county borders
 * come with its tiles. MapLibre fetches a source's tiles only while a layer draws on it, so a view
 * without the choropleth never downloads them.
 */
export function countiesSource(): SourceSpecification {
  return {
    type: 'vector',
    tiles: [countyTilesUrl()],
    minzoom: 0,
    maxzoom: COUNTY_TILES_MAX_ZOOM,
  }
}

/** The whole basemap style. */
export function basemapStyle(theme: BasemapTheme = 'light'): StyleSpecification {
  const c = BASEMAP_PALETTES[theme]
  const geojson = (data: string) => ({ type: 'geojson', data }) as const
  return {
    version: 8,
    name: 'Eventscope offline basemap',
    sources: {
      [BASEMAP_SOURCES.tiles]: {
        type: 'vector',
        tiles: [basemapTilesUrl()],
        minzoom: 0,
        maxzoom: BASEMAP_TILES_MAX_ZOOM,
        attribution: ATTRIBUTION,
      },
      [BASEMAP_SOURCES.counties]: countiesSource(),
      // Label points made by `npm run data`: MapLibre's worker fetches and parses them off the
      // page's thread, before any view's data arrives; the cities' once the page has drawn
      // (city-labels-source.ts).
      [BASEMAP_SOURCES.countryLabels]: geojson(basemapUrl('countryLabels')),
      [BASEMAP_SOURCES.stateLabels]: geojson(basemapUrl('stateLabels')),
      [BASEMAP_SOURCES.cityLabels]: { type: 'geojson', data: empty() },
    },
    layers: [
      {
        id: 'basemap-water',
        type: 'background',
        paint: { 'background-color': c.water },
      },
      ...borderLayers(c),
      ...labelLayers(c),
    ],
  }
}

/** Gives a map drawn with the offline basemap `theme`'s colours in place (docs/themes.md). */
export function applyBasemapTheme(map: MapLibreMap, theme: BasemapTheme): void {
  for (const layer of basemapStyle(theme).layers) {
    if ('paint' in layer && layer.paint) setPaint(map, layer.id, layer.paint)
  }
}
