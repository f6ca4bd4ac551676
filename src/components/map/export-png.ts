// Map PNG export (docs/architecture.md "Exports"). The map is created with preserveDrawingBuffer, so once it
// is idle the canvas still holds the finished frame; the legend is drawn over a copy of it, so
// the file says what its colours and sizes mean, as the map on screen does.
import type { Map as MapLibreMap } from 'maplibre-gl'

import type { LegendModel } from './legend'
import { drawLegend, measureLegend } from './legend-canvas'

/** Gap between the legend and the image's edges, in CSS pixels. */
const MARGIN = 10

export function waitForIdle(map: MapLibreMap): Promise<void> {
  const idle = new Promise<void>((resolve) => {
    map.once('idle', () => {
      resolve()
    })
  })
  // A repaint guarantees an `idle` event even when the map was already at rest.
  map.triggerRepaint()
  return idle
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob)
      else reject(new Error('The map image could not be created.'))
    }, 'image/png')
  })
}

/** Draws the map's finished frame onto `ctx` (a canvas of its size) with the legend over it. */
export function drawMapFrame(
  ctx: CanvasRenderingContext2D,
  source: HTMLCanvasElement,
  legend: LegendModel,
): void {
  ctx.drawImage(source, 0, 0)
  const scale = source.width / Math.max(1, source.clientWidth)
  const size = measureLegend(ctx, legend)
  drawLegend(
    ctx,
    legend,
    ctx.canvas.width - (size.width + MARGIN) * scale,
    ctx.canvas.height - (size.height + MARGIN) * scale,
    scale,
  )
}

/** Waits until the map has drawn everything it is loading, then encodes it (and its legend). */
export async function exportMapPng(map: MapLibreMap, legend?: LegendModel): Promise<Blob> {
  await waitForIdle(map)
  const source = map.getCanvas()
  if (!legend) return toPng(source)
  const canvas = document.createElement('canvas')
  canvas.width = source.width
  canvas.height = source.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return toPng(source)
  drawMapFrame(ctx, source, legend)
  return toPng(canvas)
}
