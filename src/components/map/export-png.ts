// Map PNG export (design.md "Exports"). The map is created with preserveDrawingBuffer, so once it
// is idle the canvas still holds the finished frame and can be encoded as it is.
import type { Map as MapLibreMap } from 'maplibre-gl'

/** Waits until the map has drawn everything it is loading, then encodes the canvas as PNG. */
export async function exportMapPng(map: MapLibreMap): Promise<Blob> {
  const idle = new Promise<void>((resolve) => {
    map.once('idle', () => {
      resolve()
    })
  })
  // A repaint guarantees an `idle` event even when the map was already at rest.
  map.triggerRepaint()
  await idle
  return new Promise<Blob>((resolve, reject) => {
    map.getCanvas().toBlob((blob) => {
      if (blob) resolve(blob)
      else reject(new Error('The map image could not be created.'))
    }, 'image/png')
  })
}

/** A file name such as `eventscope-map-2026-01-31.png`. */
export function mapPngFilename(now: Date = new Date()): string {
  return `eventscope-map-${now.toISOString().slice(0, 10)}.png`
}
