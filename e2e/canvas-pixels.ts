// Counting a map's pixels of a colour: what the analyst sees drawn, read from the canvas itself.
import type { Page } from '@playwright/test'

/** Which pixels count: those near one colour, or the darker blues of a choropleth. */
export type PixelRule =
  | { readonly near: readonly [number, number, number]; readonly within: number }
  | { readonly darkBlue: true }

/**
 * How many pixels of the canvas (or image) at `selector` pass `rule` (0 while there is none), in
 * CSS pixels: the same count whatever the device's pixel ratio (journey-device.ts).
 */
export async function canvasPixels(page: Page, selector: string, rule: PixelRule): Promise<number> {
  return page.evaluate(
    ([css, test]) => {
      const canvas = document.querySelector<HTMLCanvasElement>(css)
      if (!canvas) return 0
      const copy = document.createElement('canvas')
      copy.width = canvas.width
      copy.height = canvas.height
      const context = copy.getContext('2d')
      if (!context) return 0
      context.drawImage(canvas, 0, 0)
      const { data } = context.getImageData(0, 0, copy.width, copy.height)
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]]
        const passes =
          'near' in test
            ? Math.hypot(r - test.near[0], g - test.near[1], b - test.near[2]) < test.within
            : r < 130 && b > 140 && b - r > 60 && b > g
        if (passes) count += 1
      }
      // Device pixels per CSS pixel of the element, along each side.
      const scale = (copy.width / (canvas.clientWidth || copy.width)) ** 2
      return Math.round(count / scale)
    },
    [selector, rule] as const,
  )
}
