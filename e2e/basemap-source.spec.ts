// A basemap the analyst names on the Account page: a MapLibre style or a PMTiles archive served by
// a real HTTP server on 127.0.0.1, used under every map with the view's layers on top; and the
// offline basemap, with a note saying why, when that source cannot be reached.
import type { Page } from '@playwright/test'

import {
  expect,
  forgetExpectedLoadErrors,
  saveScreen,
  seriousA11yViolations,
  test,
} from './fixtures'

import { canvasPixels } from './canvas-pixels'
import { openView } from './kept-page'
import {
  PROTOMAPS_DARK_WATER,
  PROTOMAPS_WATER,
  STYLE_WATER,
  TILE_HOST_ATTRIBUTION as ATTRIBUTION,
  startTileHost,
  type Rgb,
} from './tile-host'

const basemapForm = (page: Page) => page.getByRole('form', { name: 'Map' })

// Views are opened in the running app, as its links do: a choice applies to every map made after
// it, without a reload. Reloads are where the journey checks what is kept.
async function chooseBasemap(page: Page, kind: string, url: string): Promise<void> {
  await openView(page, '/account')
  const form = basemapForm(page)
  await form.getByLabel(kind).check()
  await form.getByRole('textbox').fill(url)
  await form.getByRole('button', { name: 'Use this basemap' }).click()
}

const attribution = (page: Page) => page.locator('.events-main__map .maplibregl-ctrl-attrib')

const MAP_CANVAS = '.events-main__map canvas.maplibregl-canvas'

/** The share of the events map's pixels drawn in `rgb`: what the map really shows. */
async function shareOf(page: Page, rgb: Rgb): Promise<number> {
  const { width, height } = await page
    .locator(MAP_CANVAS)
    .evaluate((canvas: HTMLCanvasElement) => ({
      width: canvas.clientWidth,
      height: canvas.clientHeight,
    }))
  // Both in CSS pixels, as canvasPixels counts.
  return (await canvasPixels(page, MAP_CANVAS, { near: rgb, within: 6 })) / (width * height)
}

test('a style URL gives every map its streets, with the view on top; an unreachable one gives the offline basemap and says why', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const tiles = await startTileHost()
  try {
    await chooseBasemap(page, 'MapLibre style URL', `${tiles.origin}/style.json`)
    await expect(basemapForm(page).getByRole('status')).toHaveText(
      `Maps use the basemap from ${new URL(tiles.origin).host}.`,
    )
    expect(await seriousA11yViolations(page)).toEqual([])
    await saveScreen(page, testInfo, 'account-basemap-1440')

    await openView(page, '/events?within=2km@40.7549,-73.984')
    await expect(attribution(page)).toContainText(ATTRIBUTION)
    await expect(attribution(page)).not.toContainText('Natural Earth')
    // The view's own layers are drawn on it: the events and their count.
    await expect(page.getByText(/Map shows all [\d,]+ events?/)).toBeVisible({ timeout: 60_000 })
    // Its tiles, beyond the archive's header: the view's answers may be drawn before they are asked.
    await expect
      .poll(() => tiles.requests.filter((path) => path === '/planet.pmtiles').length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(1)
    // Its water is drawn over Midtown, outside the radius and under the controls.
    await expect
      .poll(async () => shareOf(page, STYLE_WATER), { timeout: 30_000 })
      .toBeGreaterThan(0.3)
    await expect(page.locator('.map-view__note')).toHaveCount(0)
    await saveScreen(page, testInfo, 'events-streets-1440')

    // The kept choice survives a reload; the offline choice takes it back.
    await page.reload()
    await expect(attribution(page)).toContainText(ATTRIBUTION)
    // Off the map before the server goes, so no tile is still on its way from it.
    await openView(page, '/account')
  } finally {
    await tiles.close()
  }

  // A new visit: a page checks a source once and keeps the style that passed (streets-style.ts),
  // so a server gone since shows on the next load, as an analyst opening the dashboard meets it.
  await page.goto('/events')
  await expect(page.locator('.events-main__map .map-view__note')).toHaveText(
    `Offline basemap: the chosen basemap did not load. ${new URL(tiles.origin).host} could not be reached.`,
  )
  await expect(attribution(page)).toContainText('Natural Earth')
  await saveScreen(page, testInfo, 'events-basemap-note-1440')
  // The browser names no host in this line: the refused fetch is the style's.
  forgetExpectedLoadErrors(consoleErrors, /ERR_CONNECTION_REFUSED/)

  await openView(page, '/account')
  await basemapForm(page).getByLabel('Offline basemap').check()
  await basemapForm(page).getByRole('button', { name: 'Use this basemap' }).click()
  await openView(page, '/events')
  await expect(attribution(page)).toContainText('Natural Earth')
  await expect(page.locator('.map-view__note')).toHaveCount(0)
})

test('a PMTiles archive is drawn with the Protomaps style; a wrong URL is refused and not kept', async ({
  page,
}) => {
  const tiles = await startTileHost()
  try {
    await chooseBasemap(page, 'PMTiles archive URL', `${tiles.origin}/style.json`)
    await expect(basemapForm(page).getByText(/^Not kept: /)).toHaveText(
      'Not kept: The URL does not give a PMTiles (version 3) archive.',
    )
    await basemapForm(page).getByRole('textbox').fill('http://tiles.example.com/planet.pmtiles')
    await basemapForm(page).getByRole('button', { name: 'Use this basemap' }).click()
    await expect(basemapForm(page).getByText(/^The URL must start/)).toBeVisible()
    await page.goto('/events')
    await expect(attribution(page)).toContainText('Natural Earth')

    await chooseBasemap(page, 'PMTiles archive URL', `${tiles.origin}/planet.pmtiles`)
    await expect(basemapForm(page).getByRole('status')).toContainText('Maps use the basemap from')
    await openView(page, '/events?within=2km@40.7549,-73.984')
    await expect(attribution(page)).toContainText('OpenStreetMap')
    await expect(page.getByText(/Map shows all [\d,]+ events?/)).toBeVisible({ timeout: 60_000 })
    await expect
      .poll(async () => shareOf(page, PROTOMAPS_WATER), { timeout: 30_000 })
      .toBeGreaterThan(0.3)
    // Dark: the same map takes the Protomaps dark flavour in place.
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
    await expect
      .poll(async () => shareOf(page, PROTOMAPS_DARK_WATER), { timeout: 30_000 })
      .toBeGreaterThan(0.3)
    expect(await shareOf(page, PROTOMAPS_WATER)).toBeLessThan(0.01)
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('system')
    await openView(page, '/account')
  } finally {
    await tiles.close()
  }
})
