// The offline basemap: land and sea, country, US state and US county borders, and labels drawn
// from local fonts. The style has no `glyphs` URL: MapLibre 6 then draws every label with the
// browser's own fonts through TinySDF, so labels need no network (docs/architecture.md "The dashboard").
import type { FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl'

import { CITY_TIER_MIN_ZOOM } from './basemap-labels'
import { basemapUrl } from './basemap-data'

/** Font stacks, first names sniffed for weight; later ones are the fonts machines really have. */
const FALLBACK_FONTS = ['DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', 'Arial', 'sans-serif']
export const LABEL_FONT = ['Noto Sans Regular', ...FALLBACK_FONTS]
export const LABEL_FONT_BOLD = ['Noto Sans Bold', ...FALLBACK_FONTS]

export const BASEMAP_COLORS = {
  water: '#cddff0',
  land: '#f6f4ef',
  countryBorder: '#8a857c',
  stateBorder: '#aaa59b',
  countyBorder: '#d3cec4',
  text: '#2f343b',
  textMuted: '#5d6470',
  halo: 'rgba(255, 255, 255, 0.9)',
} as const

export const BASEMAP_SOURCES = {
  countries: 'basemap-countries',
  states: 'basemap-us-states',
  counties: 'basemap-us-counties',
  countryLabels: 'basemap-country-labels',
  stateLabels: 'basemap-state-labels',
  cityLabels: 'basemap-city-labels',
} as const

/** The first label layer: data layers that should sit under the labels are inserted before it. */
export const FIRST_LABEL_LAYER_ID = 'basemap-state-labels'

const ATTRIBUTION =
  'Boundaries: <a href="https://www.naturalearthdata.com/">Natural Earth</a>, ' +
  '<a href="https://www.census.gov/geographies/mapping-files.html">US Census Bureau</a>; ' +
  'places: <a href="https://www.geonames.org/">GeoNames</a>'

const halo = { 'text-halo-color': BASEMAP_COLORS.halo, 'text-halo-width': 1.4 } as const

/** The zoom from which the basemap draws county borders. */
export const COUNTY_BORDERS_MIN_ZOOM = 5

function borderLayers(): LayerSpecification[] {
  return [
    {
      id: 'basemap-land',
      type: 'fill',
      source: BASEMAP_SOURCES.countries,
      paint: { 'fill-color': BASEMAP_COLORS.land },
    },
    {
      id: 'basemap-county-borders',
      type: 'line',
      source: BASEMAP_SOURCES.counties,
      minzoom: COUNTY_BORDERS_MIN_ZOOM,
      paint: {
        'line-color': BASEMAP_COLORS.countyBorder,
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 10, 1],
      },
    },
    {
      id: 'basemap-state-borders',
      type: 'line',
      source: BASEMAP_SOURCES.states,
      minzoom: 2,
      paint: {
        'line-color': BASEMAP_COLORS.stateBorder,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.4],
      },
    },
    {
      id: 'basemap-country-borders',
      type: 'line',
      source: BASEMAP_SOURCES.countries,
      paint: {
        'line-color': BASEMAP_COLORS.countryBorder,
        'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.8],
      },
    },
  ]
}

function cityLayers(): LayerSpecification[] {
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
          'circle-color': BASEMAP_COLORS.text,
          'circle-stroke-color': '#ffffff',
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
        paint: { 'text-color': BASEMAP_COLORS.text, ...halo },
      },
    ]
  })
}

function labelLayers(): LayerSpecification[] {
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
      paint: { 'text-color': BASEMAP_COLORS.textMuted, ...halo },
    },
    ...cityLayers(),
    countryLabels(
      'basemap-country-labels',
      ['>=', ['get', 'population'], MINOR_COUNTRY_POPULATION],
      1.5,
    ),
    // Small territories wait until there is room, or they crowd out the countries around them.
    countryLabels(
      'basemap-country-labels-minor',
      ['<', ['get', 'population'], MINOR_COUNTRY_POPULATION],
      3.5,
    ),
  ]
}

const MINOR_COUNTRY_POPULATION = 1_000_000

function countryLabels(
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
    paint: { 'text-color': BASEMAP_COLORS.text, ...halo },
  }
}

/** The whole basemap style; the county source starts empty and is filled when first needed. */
export function basemapStyle(): StyleSpecification {
  const geojson = (data: string, attribution?: string) =>
    ({ type: 'geojson', data, ...(attribution ? { attribution } : {}) }) as const
  return {
    version: 8,
    name: 'Eventscope offline basemap',
    // MapLibre gives each GeoJSON source one of its two workers in turn, in this order: the
    // outlines of the world (second) share a worker with the country and city labels, and the
    // seventh source, a view's first own (the events), gets the other worker, so it is not tiled
    // after the outlines (setup-maplibre.ts, docs/architecture.md "This machine").
    sources: {
      [BASEMAP_SOURCES.states]: { ...geojson(basemapUrl('usStates')), tolerance: 1 },
      // Outlines simplified to 1 px rather than 0.375: a frame of the world map draws in about
      // 75% of the time (docs/architecture.md "This machine"), with coasts and borders that look
      // the same.
      [BASEMAP_SOURCES.countries]: {
        ...geojson(basemapUrl('countries'), ATTRIBUTION),
        tolerance: 1,
      },
      // 3,000 outlines simplified to 2 px rather than 0.375: a frame of the county choropleth
      // draws in about 60% of the time, with no gap a reader can see between counties. They
      // start empty and load when first needed (counties-source.ts).
      [BASEMAP_SOURCES.counties]: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        tolerance: 2,
      },
      // Label points made by `npm run data`: MapLibre's worker fetches and parses them with the
      // shapes, off the page's thread and before any view's data arrives.
      [BASEMAP_SOURCES.countryLabels]: geojson(basemapUrl('countryLabels')),
      [BASEMAP_SOURCES.stateLabels]: geojson(basemapUrl('stateLabels')),
      [BASEMAP_SOURCES.cityLabels]: geojson(basemapUrl('cityLabels')),
    },
    layers: [
      {
        id: 'basemap-water',
        type: 'background',
        paint: { 'background-color': BASEMAP_COLORS.water },
      },
      ...borderLayers(),
      ...labelLayers(),
    ],
  }
}
