// Style layers of the events source: cluster bubbles with counts, and points coloured by category
// (or by rank level, on a saved location's map) and sized by attendance. Hover and selection live in feature-state, so they never rebuild a layer.
// A time window (docs/view-habits.md "The time bar") lights the points active in it and greys the
// rest through the feature-state `dim` (use-events-window.ts), which MapLibre applies to the points
// already on the GPU: a frame of playback sends only the points that change, and no tile is laid
// out again, as a filter or a global state read by one would.
import type { AddLayerObject, ExpressionSpecification } from 'maplibre-gl'

import type { Theme } from '../theme/theme'
import { LABEL_FONT_BOLD } from './basemap-style'
import { attendanceRadiusExpression } from './events-geojson'
import { categoryColorExpression, rankColorExpression } from './palette'
import type { EventColoring } from './palette'

export interface EventsLayerIds {
  readonly source: string
  readonly clusters: string
  readonly clusterCounts: string
  readonly points: string
  /** The points outside the time window, drawn faint under the lit ones. */
  readonly unlit: string
  /** The map's global state that is true while a time window is set (shows `unlit`). */
  readonly windowed: string
}

export function eventsLayerIds(source: string): EventsLayerIds {
  return {
    source,
    clusters: `${source}-clusters`,
    clusterCounts: `${source}-cluster-counts`,
    points: `${source}-points`,
    unlit: `${source}-unlit`,
    windowed: `${source}-windowed`,
  }
}

/**
 * The events layers' own colours, per theme (docs/themes.md); categories keep theirs
 * (palette.ts). On dark, groups are light with dark figures, so they stand out of dark land.
 */
export const EVENT_LAYER_COLORS = {
  light: {
    cluster: '#3b4a66',
    clusterText: '#ffffff',
    outline: '#ffffff',
    emphasis: '#111418',
    unlit: '#8792a6',
  },
  dark: {
    cluster: '#aebfe0',
    clusterText: '#111418',
    outline: '#16191e',
    emphasis: '#ffffff',
    unlit: '#65707f',
  },
} as const satisfies Record<Theme, Record<string, string>>

/**
 * The feature-state that greys a point outside the time window. A point without it is lit, so a
 * map without a window (or without a time bar) sets nothing.
 */
export const DIM_STATE = 'dim'

const POINT: ExpressionSpecification = ['!', ['has', 'point_count']]

/** Pixels around a cluster's count kept clear of labels: with half its line, the largest circle. */
const CLUSTER_LABEL_CLEARANCE = 24

const state = (key: 'highlighted' | 'selected' | typeof DIM_STATE): ExpressionSpecification => [
  'boolean',
  ['feature-state', key],
  false,
]

export function eventsLayerSpecs(
  ids: EventsLayerIds,
  theme: Theme = 'light',
  coloring: EventColoring = 'category',
): AddLayerObject[] {
  const c = EVENT_LAYER_COLORS[theme]
  const color = coloring === 'rank' ? rankColorExpression(theme) : categoryColorExpression()
  return [
    {
      id: ids.clusters,
      type: 'circle',
      source: ids.source,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': c.cluster,
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 13, 10, 17, 50, 22, 250, 28],
        'circle-stroke-color': c.outline,
        'circle-stroke-width': 2,
      },
    },
    {
      id: ids.clusterCounts,
      type: 'symbol',
      source: ids.source,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': LABEL_FONT_BOLD,
        'text-size': 12,
        // Always drawn, and the basemap's labels under a cluster give way to it rather than show
        // through it cut ("331 cago"): the count's box, padded to the size of a large cluster's
        // circle, is kept free of the labels placed after it (those of the layers below).
        'text-allow-overlap': true,
        'text-ignore-placement': false,
        'text-padding': CLUSTER_LABEL_CLEARANCE,
      },
      paint: { 'text-color': c.clusterText },
    },
    {
      id: ids.unlit,
      type: 'circle',
      source: ids.source,
      filter: POINT,
      // Every point, under the lit ones, which cover it. It reads no feature-state, and a layout
      // of its own keeps it out of the lit points' bucket (MapLibre groups layers of one source,
      // filter and layout): a frame that dims points rewrites the paint of the lit layer alone.
      layout: { visibility: 'visible' },
      paint: {
        'circle-color': c.unlit,
        // Shown only while a window is set (use-events-window.ts). A global state read by paint
        // changes no tile, where a switch of `visibility` would have the source's tiles parsed
        // again while the window's switch of clustering loads them anew: MapLibre can then pair
        // one load's features with the other's feature states, and throws.
        'circle-opacity': ['case', ['boolean', ['global-state', ids.windowed], false], 0.45, 0],
        'circle-radius': 2.5,
      },
    },
    {
      id: ids.points,
      type: 'circle',
      source: ids.source,
      filter: POINT,
      paint: {
        'circle-color': color as ExpressionSpecification,
        'circle-opacity': 0.9,
        // A dimmed point has no size: it draws nothing and is never hit.
        'circle-radius': [
          'case',
          state(DIM_STATE),
          0,
          [
            '+',
            attendanceRadiusExpression(),
            ['case', state('selected'), 3, state('highlighted'), 2, 0],
          ],
        ],
        'circle-stroke-color': [
          'case',
          ['any', state('selected'), state('highlighted')],
          c.emphasis,
          c.outline,
        ],
        'circle-stroke-width': [
          'case',
          state(DIM_STATE),
          0,
          state('selected'),
          3,
          state('highlighted'),
          2.5,
          1,
        ],
      },
    },
  ]
}
