// What paints a map in a theme, gathered per map, so an export can draw the map in a theme other
// than the one on screen and back (docs/themes.md "Exports"). Each part of the map that takes its
// colours from the theme (the basemap in map-view.tsx, each layer, a choropleth's feature states)
// adds a painter while it is mounted; the screen keeps following the theme through React as
// before. Painting the same map in place keeps its data, feature states, view and stack.
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { AddLayerObject, Map as MapLibreMap } from 'maplibre-gl'

import type { Theme } from '../theme/theme'
import { useMapInstance } from './map-context'
import { setPaint } from './set-paint'

export type MapPainter = (theme: Theme) => void | Promise<void>

const painters = new WeakMap<MapLibreMap, Set<MapPainter>>()

/** Adds `painter` to `map`'s; the returned function takes it away. */
export function addMapPainter(map: MapLibreMap, painter: MapPainter): () => void {
  const set = painters.get(map) ?? new Set<MapPainter>()
  painters.set(map, set)
  set.add(painter)
  return () => {
    set.delete(painter)
  }
}

/** Sets every colour of `map` that follows the theme to `theme`'s. */
export async function paintMapIn(map: MapLibreMap, theme: Theme): Promise<void> {
  await Promise.all([...(painters.get(map) ?? [])].map(async (painter) => painter(theme)))
}

/** A painter of the map in context for as long as the calling component is mounted. */
export function useMapPainter(painter: MapPainter): void {
  const map = useMapInstance()
  const latest = useRef(painter)
  useLayoutEffect(() => {
    latest.current = painter
  })
  useEffect(() => addMapPainter(map, (theme) => latest.current(theme)), [map])
}

/** Paints the layers `specsFor(theme)` names, as a switch of theme would (useMapLayer). */
export function useLayerPainter(specsFor: (theme: Theme) => readonly AddLayerObject[]): void {
  const map = useMapInstance()
  useMapPainter((theme) => {
    for (const spec of specsFor(theme)) {
      if ('paint' in spec && spec.paint) setPaint(map, spec.id, spec.paint)
    }
  })
}
