// Map PNG export (docs/architecture.md "Exports"). The map is created with preserveDrawingBuffer, so once it
// is idle the canvas still holds the finished frame; the legend is drawn over a copy of it, so
// the file says what its colours and sizes mean, as the map on screen does. The file is drawn in
// the theme the analyst chose for exports (docs/themes.md "Exports"), the screen's by default.
import type { Map as MapLibreMap } from 'maplibre-gl'

import { currentTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'
import type { LegendModel } from './legend'
import { drawLegend, legendColors, measureLegend } from './legend-canvas'
import type { LegendColors } from './legend-canvas'
import { drawnIn, waitForIdle } from './map-in-theme'

/** Gap between the legend and the image's edges, in CSS pixels. */
const MARGIN = 10

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
  colors: LegendColors,
): void {
  ctx.drawImage(source, 0, 0)
  const size = measureLegend(ctx, legend)
  // A legend taller than a small map is drawn smaller, so its caption stays in the picture.
  const cssHeight = source.clientHeight || source.height
  const fit = Math.min(1, Math.max(0.5, (cssHeight - 2 * MARGIN) / size.height))
  const scale = (source.width / Math.max(1, source.clientWidth)) * fit
  drawLegend(
    ctx,
    legend,
    ctx.canvas.width - (size.width + MARGIN) * scale,
    ctx.canvas.height - (size.height + MARGIN) * scale,
    scale,
    colors,
  )
}

/** The note on the map while it is drawn for a file in the other theme. */
export const exportNote = (theme: Theme, what: string): string => `${what} in the ${theme} theme…`

/**
 * Waits until the map has drawn everything it is loading in `theme`, then encodes it (and its
 * legend, which the caller gives in that theme).
 */
export async function exportMapPng(
  map: MapLibreMap,
  legend?: LegendModel,
  theme: Theme = currentTheme(),
): Promise<Blob> {
  return drawnIn(map, theme, exportNote(theme, 'Exporting the map'), async () => {
    await waitForIdle(map)
    const source = map.getCanvas()
    if (!legend) return toPng(source)
    const canvas = document.createElement('canvas')
    canvas.width = source.width
    canvas.height = source.height
    const ctx = canvas.getContext('2d')
    if (!ctx) return toPng(source)
    drawMapFrame(ctx, source, legend, legendColors(theme))
    return toPng(canvas)
  })
}
