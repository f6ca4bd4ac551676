// Style layers of the events source: cluster bubbles with counts, and points coloured by category
// (or by rank level, on a saved location's map) and sized by attendance. Hover and selection live in feature-state, so they never rebuild a layer.
// A time window (docs/view-habits.md "The time bar") lights the points active in it and greys the
// rest; its days live in the map's global state, so a frame of playback changes two numbers
// instead of a filter.
import type { AddLayerObject, ExpressionSpecification } from 'maplibre-gl'

import type { Theme } from '../theme/theme'
import { AFTER, BEFORE } from './active-days'
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
}

export function eventsLayerIds(source: string): EventsLayerIds {
  return {
    source,
    clusters: `${source}-clusters`,
    clusterCounts: `${source}-cluster-counts`,
    points: `${source}-points`,
    unlit: `${source}-unlit`,
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

/** MapLibre global-state keys of the time window's first and last day (active-days.ts). */
export const WINDOW_STATE = { first: 'eventsWindowFirst', last: 'eventsWindowLast' } as const

/**
 * Whether a point is active in the window. A feature without days (a map without a time bar) and
 * a map without a window fall back to the widest values, so both light every point.
 */
const LIT: ExpressionSpecification = [
  'all',
  [
    '<=',
    ['number', ['get', 'first_day'], BEFORE],
    ['number', ['global-state', WINDOW_STATE.last], AFTER],
  ],
  [
    '>=',
    ['number', ['get', 'last_day'], AFTER],
    ['number', ['global-state', WINDOW_STATE.first], BEFORE],
  ],
]
const POINT: ExpressionSpecification = ['!', ['has', 'point_count']]

const state = (key: 'highlighted' | 'selected'): ExpressionSpecification => [
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
        'text-allow-overlap': true,
        'text-ignore-placement': true,
      },
      paint: { 'text-color': c.clusterText },
    },
    {
      id: ids.unlit,
      type: 'circle',
      source: ids.source,
      filter: ['all', POINT, ['!', LIT]],
      paint: {
        'circle-color': c.unlit,
        'circle-opacity': 0.45,
        'circle-radius': 2.5,
      },
    },
    {
      id: ids.points,
      type: 'circle',
      source: ids.source,
      filter: ['all', POINT, LIT],
      paint: {
        'circle-color': color as ExpressionSpecification,
        'circle-opacity': 0.9,
        'circle-radius': [
          '+',
          attendanceRadiusExpression(),
          ['case', state('selected'), 3, state('highlighted'), 2, 0],
        ],
        'circle-stroke-color': [
          'case',
          ['any', state('selected'), state('highlighted')],
          c.emphasis,
          c.outline,
        ],
        'circle-stroke-width': ['case', state('selected'), 3, state('highlighted'), 2.5, 1],
      },
    },
  ]
}
