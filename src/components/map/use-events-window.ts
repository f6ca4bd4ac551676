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
    const state = map.getGlobalState()
    // A map that never had a window is left alone; null restores the default, every point lit.
    if ((state[WINDOW_STATE.first] ?? null) === (first ?? null)) {
      if ((state[WINDOW_STATE.last] ?? null) === (last ?? null)) return
    }
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
