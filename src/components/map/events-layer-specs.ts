// Style layers of the events source: cluster bubbles with counts, and points coloured by category
// and sized by attendance. Hover and selection live in feature-state, so they never rebuild a layer.
import type { AddLayerObject, ExpressionSpecification } from 'maplibre-gl'

import { LABEL_FONT_BOLD } from './basemap-style'
import { attendanceRadiusExpression } from './events-geojson'
import { categoryColorExpression } from './palette'

export interface EventsLayerIds {
  readonly source: string
  readonly clusters: string
  readonly clusterCounts: string
  readonly points: string
}

export function eventsLayerIds(source: string): EventsLayerIds {
  return {
    source,
    clusters: `${source}-clusters`,
    clusterCounts: `${source}-cluster-counts`,
    points: `${source}-points`,
  }
}

const state = (key: 'highlighted' | 'selected'): ExpressionSpecification => [
  'boolean',
  ['feature-state', key],
  false,
]

export function eventsLayerSpecs(ids: EventsLayerIds): AddLayerObject[] {
  return [
    {
      id: ids.clusters,
      type: 'circle',
      source: ids.source,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': '#3b4a66',
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 13, 10, 17, 50, 22, 250, 28],
        'circle-stroke-color': '#ffffff',
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
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: ids.points,
      type: 'circle',
      source: ids.source,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': categoryColorExpression() as ExpressionSpecification,
        'circle-opacity': 0.9,
        'circle-radius': [
          '+',
          attendanceRadiusExpression(),
          ['case', state('selected'), 3, state('highlighted'), 2, 0],
        ],
        'circle-stroke-color': [
          'case',
          ['any', state('selected'), state('highlighted')],
          '#111418',
          '#ffffff',
        ],
        'circle-stroke-width': ['case', state('selected'), 3, state('highlighted'), 2.5, 1],
      },
    },
  ]
}
