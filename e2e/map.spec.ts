import type { Page } from '@playwright/test'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { expect, saveScreen, test } from './fixtures'

// WebGL runs on SwiftShader here: every wait is for the map's own `idle`, never for a duration.
test.setTimeout(180_000)

type HarnessWindow = Window & { __map?: MapLibreMap }

async function openHarness(page: Page): Promise<void> {
  // The preview server answers every page request with the app's index.html (to add its
  // connection tag); asking for the harness as a plain file gets the harness page itself.
  await page.route('**/map-harness.html', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), accept: '*/*' } })
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-type': 'text/html' },
    })
  })
  await page.goto('/map-harness.html')
  await page.waitForFunction(() => (window as HarnessWindow).__map !== undefined, null, {
    timeout: 120_000,
  })
  await waitForIdle(page)
}

/** Resolves once the map has drawn everything it is waiting for. */
async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = (window as HarnessWindow).__map
        if (!map) throw new Error('no map')
        map.once('idle', () => {
          resolve()
        })
        map.triggerRepaint()
      }),
  )
}

/** Ids of the rendered layers that have at least one feature on screen. */
async function renderedLayers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = (window as HarnessWindow).__map
    if (!map) throw new Error('no map')
    return [...new Set(map.queryRenderedFeatures().map((feature) => feature.layer.id))].sort()
  })
}

async function jumpTo(page: Page, lon: number, lat: number, zoom: number): Promise<void> {
  await page.evaluate(
    ([x, y, z]) => {
      ;(window as HarnessWindow).__map?.jumpTo({ center: [x, y], zoom: z })
    },
    [lon, lat, zoom] as const,
  )
  await waitForIdle(page)
}

test('the basemap loads offline with land, borders and labels', async ({ page }, testInfo) => {
  await openHarness(page)
  await expect(page.getByRole('region', { name: 'Harness map' })).toBeVisible()
  // Wait for the gazetteer labels, which arrive after the style.
  await expect
    .poll(async () => renderedLayers(page), { timeout: 60_000 })
    .toEqual(
      expect.arrayContaining(['basemap-land', 'basemap-country-borders', 'basemap-country-labels']),
    )
  await saveScreen(page, testInfo, 'map-world-1440')

  await jumpTo(page, -95, 38, 3.6)
  await expect
    .poll(async () => renderedLayers(page), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['basemap-state-borders', 'basemap-state-labels']))
  await saveScreen(page, testInfo, 'map-us-1440')

  await jumpTo(page, -87.7, 41.9, 6.5)
  await expect
    .poll(async () => renderedLayers(page), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['basemap-county-borders', 'basemap-city-labels-1']))
  await saveScreen(page, testInfo, 'map-chicago-1440')

  await jumpTo(page, 179, 62, 2.2)
  await saveScreen(page, testInfo, 'map-antimeridian-1440')
})
