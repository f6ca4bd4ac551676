// A time window on an events map (docs/view-habits.md "The time bar"): the points outside it get
// the feature-state `dim` (events-layer-specs.ts). A frame of playback compares each point's state
// with the one the map already holds and sends only those that change, the events entering and
// leaving the window; MapLibre then rewrites those points' paint on the main thread and lays out no
// tile. The grey layer of every point shows while a window is set; clusters would hide which
// events are lit, so the source stops clustering meanwhile.
import { useEffect, useRef } from 'react'
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'

import type { DayWindow, EventDays } from './active-days'
import { DIM_STATE, eventsLayerIds } from './events-layer-specs'
import { isMapRemoved, useMapInstance } from './map-context'
import { dimToWindow } from './window-dimming'
import type { Dimmed } from './window-dimming'

/** What the map's points hold, and on which map. */
interface Held extends Dimmed {
  readonly map: MapLibreMap
}

const DIMMED = { [DIM_STATE]: true }
const LIT = { [DIM_STATE]: false }

/** The window each map's points show, once their states are sent (see `windowShown`). */
const shown = new WeakMap<MapLibreMap, DayWindow | undefined>()

/**
 * Resolves once `map`'s points show `window` (undefined: no window), for a recording that must
 * not capture a frame before its window is on the map.
 */
export function windowShown(map: MapLibreMap, window: DayWindow | undefined): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const now = shown.get(map)
      if (now?.first === window?.first && now?.last === window?.last) resolve()
      else requestAnimationFrame(check)
    }
    check()
  })
}

/**
 * Dims the points of `events` (aligned with `days`) outside `window`; undefined lights them all.
 * Events the source does not draw (no location) get a state that nothing reads.
 */
export function useEventsWindow(
  window: DayWindow | undefined,
  events: readonly { readonly id: string }[],
  days: EventDays | undefined,
  sourceId = 'events',
): void {
  const map = useMapInstance()
  const held = useRef<Held | null>(null)
  const first = window?.first
  const last = window?.last

  useEffect(() => {
    if (isMapRemoved(map) || !map.getSource(sourceId)) return
    const send = (id: string, dim: boolean) => {
      map.setFeatureState({ source: sourceId, id }, dim ? DIMMED : LIT)
    }
    const before = held.current?.map === map ? held.current : null
    const range = first === undefined || last === undefined ? undefined : { first, last }
    const next = dimToWindow(before, events, days, range, send)
    held.current = { ...next, map }
    shown.set(map, range)
  }, [map, sourceId, events, days, first, last])

  const windowed = window !== undefined
  useEffect(() => {
    if (isMapRemoved(map)) return
    map.setGlobalStateProperty(eventsLayerIds(sourceId).windowed, windowed)
    const source = map.getSource<GeoJSONSource>(sourceId)
    if (!source || source.getClusterOptions().cluster === !windowed) return
    void source.setClusterOptions({ cluster: !windowed })
  }, [map, sourceId, windowed])
}
