// The open location's changes on its map (docs/location-changes.md): a ring around each changed
// event, green for new, red and hollow for cancelled, postponed or duplicate (the event itself
// has left the live events), violet for moved or ranked up; the change pointed at in the panel
// is drawn larger. Colour is not the only channel: the legend and the panel name each kind.
import { useMemo } from 'react'
import type { AddLayerObject, ExpressionSpecification } from 'maplibre-gl'
import type { Feature, FeatureCollection, Point } from 'geojson'

import { lonLatOf } from '../../../components/map/events-geojson'
import type { LegendSection } from '../../../components/map/legend'
import { useFeatureFlag } from '../../../components/map/use-feature-flag'
import { useGeoJsonSource } from '../../../components/map/use-geojson-source'
import { useMapLayer } from '../../../components/map/use-map-layer'
import { useLayerPainter } from '../../../components/map/map-painters'
import { useTheme } from '../../../components/theme/theme'
import type { Theme } from '../../../components/theme/theme'
import type { ChangeKind, EventChange } from '../changes/classify'

const SOURCE = 'location-changes'
const SOURCE_OPTIONS = { promoteId: 'id' } as const

type Mark = 'new' | 'gone' | 'changed'
const MARK_OF: Readonly<Record<ChangeKind, Mark>> = {
  new: 'new',
  cancelled: 'gone',
  postponed: 'gone',
  duplicate: 'gone',
  moved: 'changed',
  'rank-up': 'changed',
}

/** The marks' colours per theme, as the shell's success, danger and violet tokens. */
export const CHANGE_COLORS = {
  light: { new: '#15803d', gone: '#b91c1c', changed: '#7c3aed', hole: '#ffffff' },
  dark: { new: '#4ade80', gone: '#f87171', changed: '#a78bfa', hole: '#16191e' },
} as const satisfies Record<Theme, Record<Mark | 'hole', string>>

const ring = (theme: Theme): AddLayerObject => {
  const c = CHANGE_COLORS[theme]
  const lit: ExpressionSpecification = ['boolean', ['feature-state', 'lit'], false]
  return {
    id: 'location-changes-rings',
    type: 'circle',
    source: SOURCE,
    paint: {
      'circle-radius': ['case', lit, 14, 9],
      // A gone event has left the live events: its ring is hollow, filled with the ground.
      'circle-color': c.hole,
      'circle-opacity': ['match', ['get', 'mark'], 'gone', 0.9, 0],
      'circle-stroke-color': ['match', ['get', 'mark'], 'new', c.new, 'gone', c.gone, c.changed],
      'circle-stroke-width': ['case', lit, 4, 2.5],
    },
  }
}

export function changesLegend(changes: readonly EventChange[], theme: Theme): LegendSection[] {
  if (changes.length === 0) return []
  const c = CHANGE_COLORS[theme]
  const marks = new Set(changes.map((change) => MARK_OF[change.kind]))
  const entries = [
    { mark: 'new' as const, label: 'New since last seen' },
    { mark: 'gone' as const, label: 'Cancelled, postponed or duplicate' },
    { mark: 'changed' as const, label: 'Moved or rose to level 4–5' },
  ].filter((entry) => marks.has(entry.mark))
  return [
    {
      title: 'Changes',
      entries: entries.map((entry) => ({
        kind: 'circle' as const,
        color: c[entry.mark],
        radius: 7,
        label: entry.label,
      })),
    },
  ]
}

export function ChangesLayer({
  changes,
  litId,
}: {
  readonly changes: readonly EventChange[]
  /** The change pointed at in the panel. */
  readonly litId: string | null
}) {
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: 'FeatureCollection',
      features: changes.flatMap((change): Feature<Point>[] => {
        const at = lonLatOf(change.event.location)
        if (!at) return []
        return [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [at[0], at[1]] },
            properties: { id: change.event.id, mark: MARK_OF[change.kind] },
          },
        ]
      }),
    }),
    [changes],
  )
  const theme = useTheme()
  const spec = useMemo(() => ring(theme), [theme])
  // Pointing at a change sets a feature-state: the source's data is sent to MapLibre only when
  // the changes themselves change.
  useGeoJsonSource(SOURCE, data, SOURCE_OPTIONS)
  useMapLayer(spec)
  useFeatureFlag(SOURCE, 'lit', litId, data)
  useLayerPainter((paintTheme) => [ring(paintTheme)])
  return null
}
