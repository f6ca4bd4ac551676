// Exports in a theme (docs/themes.md "Exports"): on the dark theme a map PNG is dark, its legend on
// a dark panel, unless the analyst chooses Light in the export menu; then the file is light while
// the screen stays dark. A chart's SVG follows the same choice.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

import { CHART_INK } from '../src/components/charts/chart-ink'
import { BASEMAP_PALETTES } from '../src/components/map/basemap-style'
import { canvasPixels } from './canvas-pixels'
import { expect, test } from './fixtures'

const SERVICE_READY_MS = 180_000
test.describe.configure({ timeout: 6 * 60_000 })
test.use({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } })

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

/** `#rgb` as `#rrggbb`: the build's CSS minifier writes colour tokens short. */
const longHex = (hex: string) => (hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex)

/** Relative luminance of an `rgb(…)`, `#rgb` or `#rrggbb` colour (0 black, 1 white). */
function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? rgb(longHex(color))
    : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
  const [r = 0, g = 0, b = 0] = channels.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

interface PngLook {
  /** Shares of the picture in each theme's water and land colours. */
  readonly share: Record<'lightWater' | 'lightLand' | 'darkWater' | 'darkLand', number>
  /** The colour inside the legend's panel, near its bottom-right corner, clear of its text. */
  readonly panel: string
}

/** How an exported map PNG looks, read in the page from the file's own pixels. */
async function pngLook(page: Page, png: Buffer): Promise<PngLook> {
  const colors = {
    lightWater: rgb(BASEMAP_PALETTES.light.water),
    lightLand: rgb(BASEMAP_PALETTES.light.land),
    darkWater: rgb(BASEMAP_PALETTES.dark.water),
    darkLand: rgb(BASEMAP_PALETTES.dark.land),
  }
  return page.evaluate(
    async ({ data, colors }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const ctx = canvas.getContext('2d')
      if (!ctx) throw new Error('no 2d context')
      ctx.drawImage(image, 0, 0)
      const pixels = ctx.getImageData(0, 0, image.width, image.height).data
      const counts = { lightWater: 0, lightLand: 0, darkWater: 0, darkLand: 0 }
      const names = Object.keys(counts) as (keyof typeof counts)[]
      for (let i = 0; i < pixels.length; i += 4) {
        for (const name of names) {
          const [r, g, b] = colors[name]
          const near =
            Math.hypot((pixels[i] ?? 0) - r, (pixels[i + 1] ?? 0) - g, (pixels[i + 2] ?? 0) - b) < 6
          if (near) counts[name] += 1
        }
      }
      const area = image.width * image.height
      const share = Object.fromEntries(names.map((name) => [name, counts[name] / area]))
      const [r, g, b] = ctx.getImageData(image.width - 16, image.height - 16, 1, 1).data
      return { share, panel: `rgb(${String(r)}, ${String(g)}, ${String(b)})` } as PngLook
    },
    { data: png.toString('base64'), colors },
  )
}

async function download(page: Page, button: string): Promise<Buffer> {
  const file = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  return readFile(await (await file).path())
}

test('on dark, the map PNG is dark by default and light when chosen, the screen staying dark', async ({
  page,
}) => {
  await page.goto('/events?range=next30')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const exportIn = page.getByRole('combobox', { name: 'Export in' })
  await expect(exportIn).toHaveValue('screen')
  await expect(page.locator('.map-legend__summary')).toContainText(/Map shows all/, {
    timeout: SERVICE_READY_MS,
  })

  const dark = await pngLook(page, await download(page, 'Export map PNG'))
  expect(dark.share.darkWater).toBeGreaterThan(0.2)
  expect(dark.share.darkLand).toBeGreaterThan(0.05)
  expect(dark.share.lightWater + dark.share.lightLand).toBeLessThan(0.01)
  expect(luminance(dark.panel)).toBeLessThan(0.05)

  await exportIn.selectOption('light')
  const light = await pngLook(page, await download(page, 'Export map PNG'))
  expect(light.share.lightWater).toBeGreaterThan(0.2)
  expect(light.share.lightLand).toBeGreaterThan(0.05)
  expect(light.share.darkWater + light.share.darkLand).toBeLessThan(0.01)
  expect(luminance(light.panel)).toBeGreaterThan(0.85)

  // The screen kept its theme, and its map is dark again, the still over it gone.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('.map-export-cover')).toHaveCount(0)
  const canvas = '.map-view canvas.maplibregl-canvas'
  await expect
    .poll(() => canvasPixels(page, canvas, { near: rgb(BASEMAP_PALETTES.dark.water), within: 6 }))
    .toBeGreaterThan(10_000)
  expect(
    await canvasPixels(page, canvas, { near: rgb(BASEMAP_PALETTES.light.water), within: 6 }),
  ).toBeLessThan(100)

  // The choice is kept in this browser.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Export in' })).toHaveValue('light')
})

/**
 * The fills of an exported chart SVG: its ground, its axis ticks, and any stroke in dark ink. Read
 * in the page, whose policy refuses the file's inline styles as DOMParser meets them; they size
 * the chart on screen and say nothing of its colours, so they are left out of what it parses.
 */
async function svgLook(page: Page, file: string) {
  const svg = file.replace(/\sstyle="[^"]*"/g, '')
  return page.evaluate(
    ({ text, darkInk }) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
      const ticks = [...doc.querySelectorAll('.recharts-cartesian-axis-tick-value')]
      return {
        ground: doc.querySelector('svg > rect')?.getAttribute('fill') ?? '',
        ticks: ticks.map((tick) => tick.getAttribute('fill') ?? ''),
        darkInk: [...doc.querySelectorAll('[stroke]')].filter(
          (node) => node.getAttribute('stroke')?.toLowerCase() === darkInk,
        ).length,
      }
    },
    { text: svg, darkInk: CHART_INK.dark.toLowerCase() },
  )
}

test('on dark, a chart SVG has light text on a dark ground, or dark text on light when chosen', async ({
  page,
}) => {
  await page.goto('/analytics?place=4887398&range=custom&from=2026-12-01&to=2027-02-28')
  const button = 'SVG of Daily predicted attendance'
  await expect(page.getByRole('button', { name: button })).toBeVisible({
    timeout: SERVICE_READY_MS,
  })
  await expect(page.locator('.recharts-cartesian-axis-tick-value').first()).toBeVisible({
    timeout: SERVICE_READY_MS,
  })

  const screen = await svgLook(page, (await download(page, button)).toString('utf8'))
  expect(luminance(screen.ground)).toBeLessThan(0.05)
  expect(screen.ticks.length).toBeGreaterThan(3)
  for (const fill of screen.ticks) expect(luminance(fill)).toBeGreaterThan(0.4)

  await page.getByRole('combobox', { name: 'Export in' }).selectOption('light')
  const light = await svgLook(page, (await download(page, button)).toString('utf8'))
  expect(luminance(light.ground)).toBeGreaterThan(0.9)
  expect(light.ticks.length).toBeGreaterThan(3)
  for (const fill of light.ticks) expect(luminance(fill)).toBeLessThan(0.2)
  // Lines drawn in ink (the period average) take the light theme's ink.
  expect(light.darkInk).toBe(0)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})
