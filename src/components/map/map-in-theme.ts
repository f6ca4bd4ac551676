// A map drawn for a file in a theme other than the one on screen (docs/themes.md "Exports"). The
// same map is painted in the file's theme (map-painters.ts) while a still of its last frame
// covers it, with a note of what is happening, then painted back before the still goes: the
// analyst's screen never shows the other theme. A second, hidden map was the other way: it
// would need a WebGL context of its own, every source loaded and tiled again and the live map's
// feature states copied over, for a picture this map can already draw.
import type { Map as MapLibreMap } from 'maplibre-gl'

import { currentTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import { paintMapIn } from './map-painters'

/**
 * How long an export waits for the map to finish loading before it draws what is there: a tile
 * that never loads (its source failed, or MapLibre threw while placing it) sends no `idle`.
 */
const IDLE_WAIT_MS = 10_000

/** Resolves once the map has drawn everything it is loading, or has tried for IDLE_WAIT_MS. */
export function waitForIdle(map: MapLibreMap): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      map.off('idle', done)
      resolve()
    }
    const timer = setTimeout(done, IDLE_WAIT_MS)
    map.once('idle', done)
    // A repaint guarantees an `idle` event even when the map was already at rest.
    map.triggerRepaint()
  })
}

/** What the map would take from the pointer or wheel: the still holds them while it shows. */
const HELD_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'wheel', 'dblclick'] as const

/** Covers the map's canvas with a still of its last frame and `note`; returns the uncover. */
export function coverMap(map: MapLibreMap, note: string): () => void {
  const source = map.getCanvas()
  const cover = document.createElement('div')
  cover.className = 'map-export-cover'
  const still = document.createElement('canvas')
  still.width = source.width
  still.height = source.height
  still.className = 'map-export-cover__still'
  // The map is made with preserveDrawingBuffer: its canvas still holds the frame on screen.
  still.getContext('2d')?.drawImage(source, 0, 0)
  const label = document.createElement('p')
  label.className = 'map-export-cover__note'
  label.setAttribute('role', 'status')
  label.textContent = note
  cover.append(still, label)
  const hold = (event: Event) => {
    event.stopPropagation()
  }
  for (const name of HELD_EVENTS) cover.addEventListener(name, hold)
  map.getCanvasContainer().append(cover)
  return () => {
    cover.remove()
  }
}

/**
 * Runs `draw` with `map` painted in `theme`, under a still of the screen when that is not the
 * theme on screen; the map is painted back in the screen's theme before the still goes.
 */
export async function drawnIn<T>(
  map: MapLibreMap,
  theme: Theme,
  note: string,
  draw: () => Promise<T>,
): Promise<T> {
  if (theme === currentTheme()) return draw()
  const uncover = coverMap(map, note)
  try {
    await paintMapIn(map, theme)
    return await draw()
  } finally {
    await paintMapIn(map, currentTheme())
    await waitForIdle(map)
    uncover()
  }
}
