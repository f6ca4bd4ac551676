// The theme (docs/themes.md): it follows the system until the analyst chooses, the choice is kept
// in this browser, and every view, its map's basemap and its charts follow it without a reload.
import type { Page } from '@playwright/test'

import { BASEMAP_PALETTES } from '../src/components/map/basemap-style'
import { canvasPixels } from './canvas-pixels'
import { luminance } from './computed-colour'
import { expect, test, saveScreen, seriousA11yViolations } from './fixtures'
import { openView } from './kept-page'

const SERVICE_READY_MS = 180_000
test.describe.configure({ timeout: 6 * 60_000 })

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

/** The share of the map canvas painted the basemap's water (or land) colour of `theme`. */
async function waterShare(
  page: Page,
  theme: 'light' | 'dark',
  part: 'water' | 'land' = 'water',
): Promise<number> {
  const canvas = page.locator('.map-view canvas.maplibregl-canvas').first()
  const box = await canvas.boundingBox()
  const pixels = await canvasPixels(page, '.map-view canvas.maplibregl-canvas', {
    near: rgb(BASEMAP_PALETTES[theme][part]),
    within: 6,
  })
  return pixels / Math.max(1, (box?.width ?? 1) * (box?.height ?? 1))
}

const theme = (page: Page) => page.locator('html').getAttribute('data-theme')

test.describe('a fresh browser that prefers dark', () => {
  test.use({ colorScheme: 'dark' })

  test('opens dark, follows the choice without a reload, and keeps it', async ({ page }) => {
    await page.goto('/events?range=next30')
    await expect.poll(() => theme(page)).toBe('dark')
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system')
    await expect
      .poll(() => waterShare(page, 'dark'), { timeout: SERVICE_READY_MS })
      .toBeGreaterThan(0.1)
    expect(await luminance(page, 'main', 'background-color')).toBeLessThan(0.05)

    // Light by choice: the same map, redrawn, not made anew.
    await page.locator('.map-view canvas.maplibregl-canvas').evaluate((canvas) => {
      canvas.dataset.probe = 'kept'
    })
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light')
    await expect.poll(() => theme(page)).toBe('light')
    await expect.poll(() => waterShare(page, 'light')).toBeGreaterThan(0.1)
    await expect(page.locator('canvas[data-probe="kept"]')).toHaveCount(1)
    expect(await luminance(page, 'main', 'background-color')).toBeGreaterThan(0.9)

    await page.reload()
    await expect.poll(() => theme(page)).toBe('light')
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light')
  })
})

test('every view follows the dark theme, maps and charts included, and stays accessible', async ({
  page,
}, testInfo) => {
  await page.goto('/events?range=next30')
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  await expect.poll(() => theme(page)).toBe('dark')
  await expect
    .poll(() => waterShare(page, 'dark'), { timeout: SERVICE_READY_MS })
    .toBeGreaterThan(0.1)
  // The world's land is drawn dark too.
  await expect.poll(() => waterShare(page, 'dark', 'land')).toBeGreaterThan(0.05)
  await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible({
    timeout: SERVICE_READY_MS,
  })
  // The page is as wide as the window: the summary's chips scroll inside their strip.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
  await saveScreen(page, testInfo, 'dark-events-1440')
  expect(await seriousA11yViolations(page)).toEqual([])

  const views: readonly (readonly [string, string, boolean])[] = [
    ['/broadcasts', 'Broadcasts', true],
    ['/calendar', 'Calendar', false],
    // Chicago: the analytics view charts a place.
    ['/analytics?place=4887398', 'Analytics', false],
    ['/locations', 'Locations', true],
    ['/account', 'Account', false],
  ]
  for (const [path, link, hasMap] of views) {
    await openView(page, path)
    const h1 = page.getByRole('heading', { level: 1, name: new RegExp(link, 'i') })
    await expect(h1).toBeVisible({ timeout: SERVICE_READY_MS })
    expect(await luminance(page, 'main', 'background-color')).toBeLessThan(0.05)
    expect(await luminance(page, h1, 'color')).toBeGreaterThan(0.6)
    if (hasMap) {
      await expect
        .poll(() => waterShare(page, 'dark'), { timeout: SERVICE_READY_MS })
        .toBeGreaterThan(0.05)
    }
    if (link === 'Analytics') {
      const tick = '.recharts-cartesian-axis-tick-value'
      await expect(page.locator(tick).first()).toBeVisible({ timeout: SERVICE_READY_MS })
      expect(await luminance(page, tick, 'fill')).toBeGreaterThan(0.4)
    }
    await saveScreen(page, testInfo, `dark-${link.toLowerCase()}-1440`)
    expect(await seriousA11yViolations(page), path).toEqual([])
  }
})
