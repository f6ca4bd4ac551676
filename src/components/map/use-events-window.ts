// A time window on an events map (docs/view-habits.md "The time bar"): the window's days go to
// the map's global state, which the points' filter reads (events-layer-specs.ts), so a frame of
// playback hands MapLibre two numbers and never new data. Clusters would hide which events are
// lit, so the source stops clustering while a window is set.
import { useEffect } from 'react'
import type { GeoJSONSource } from 'maplibre-gl'

import type { DayWindow } from './active-days'
import { WINDOW_STATE } from './events-layer-specs'
import { useMapInstance } from './map-context'

export function useEventsWindow(window: DayWindow | undefined, sourceId = 'events'): void {
  const map = useMapInstance()
  const first = window?.first
  const last = window?.last
  useEffect(() => {
    // null restores the style's default: no window, every point lit.
    map.setGlobalStateProperty(WINDOW_STATE.first, first ?? null)
    map.setGlobalStateProperty(WINDOW_STATE.last, last ?? null)
  }, [map, first, last])

  const windowed = window !== undefined
  useEffect(() => {
    const source = map.getSource<GeoJSONSource>(sourceId)
    if (!source || source.getClusterOptions().cluster === !windowed) return
    void source.setClusterOptions({ cluster: !windowed })
  }, [map, sourceId, windowed])
}
