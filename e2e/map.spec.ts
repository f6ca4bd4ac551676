import type { Page } from '@playwright/test'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { haversineMeters } from '../src/utils/geodesy'
import { formatWithin, fromMeters } from '../src/components/map/within'
import { MAP_HARNESS_PAGE } from '../src/testing/pages/pages'
import { expect, saveScreen, test } from './fixtures'
import { PAGES_ORIGIN } from './ports'

// WebGL runs on SwiftShader here: every wait is for the map's own `idle`, never for a duration.
test.setTimeout(180_000)

type HarnessWindow = Window & { __map?: MapLibreMap }

async function openHarness(page: Page): Promise<void> {
  await page.goto(`${PAGES_ORIGIN}${MAP_HARNESS_PAGE}`)
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
  // Wait for the label files, which the style loads beside the shapes.
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

  // Los Angeles, away from the harness's sample events: a city under a cluster gives way to it.
  await jumpTo(page, -118.24, 34.05, 6.5)
  await expect
    .poll(async () => renderedLayers(page), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(['basemap-county-borders', 'basemap-city-labels-1']))
  await saveScreen(page, testInfo, 'map-los-angeles-1440')

  await jumpTo(page, 179, 62, 2.2)
  await saveScreen(page, testInfo, 'map-antimeridian-1440')

  // The major rivers at a region's zoom (scripts/data/rivers.ts), gone by a city's: their lines
  // can lie hundreds of metres off the river.
  await jumpTo(page, 2.35, 48.86, 9.5)
  await expect
    .poll(async () => renderedLayers(page), { timeout: 60_000 })
    .toContain('basemap-rivers')
  await saveScreen(page, testInfo, 'map-paris-rivers-1440')
  await jumpTo(page, 2.35, 48.86, 13)
  expect(await renderedLayers(page)).not.toContain('basemap-rivers')
})

/** The basemap's area layers the map draws under a point. */
async function areasAt(page: Page, lon: number, lat: number): Promise<string[]> {
  return page.evaluate(
    ([x, y]) => {
      const map = (window as HarnessWindow).__map
      if (!map) throw new Error('no map')
      return map
        .queryRenderedFeatures(map.project([x, y]), {
          layers: ['basemap-land', 'basemap-urban', 'basemap-lakes'],
        })
        .map((feature) => feature.layer.id)
    },
    [lon, lat] as const,
  )
}

/** Whether the map draws land under a point: the basemap's land layer, and no lake over it. */
async function landAt(page: Page, lon: number, lat: number): Promise<boolean> {
  const layers = await areasAt(page, lon, lat)
  return layers.includes('basemap-land') && !layers.includes('basemap-lakes')
}

/** Whether the map tints the land under a point as an urban area. */
async function urbanAt(page: Page, lon: number, lat: number): Promise<boolean> {
  return (await areasAt(page, lon, lat)).includes('basemap-urban')
}

test('at city zoom Manhattan, the Loop and Sydney are land and urban, and the rivers, the lake and the harbour beside them water', async ({
  page,
}, testInfo) => {
  await openHarness(page)
  await jumpTo(page, -73.98, 40.765, 12.5)
  expect(await landAt(page, -73.9665, 40.7812)).toBe(true) // Central Park
  expect(await landAt(page, -73.984, 40.7549)).toBe(true) // Midtown
  expect(await urbanAt(page, -73.984, 40.7549)).toBe(true)
  expect(await landAt(page, -74.0045, 40.7656)).toBe(false) // the Hudson
  expect(await landAt(page, -73.9665, 40.744)).toBe(false) // the East River
  await saveScreen(page, testInfo, 'map-manhattan-1440')

  await jumpTo(page, -122.4, 37.8, 12)
  expect(await landAt(page, -122.4005, 37.7897)).toBe(true) // downtown San Francisco
  expect(await landAt(page, -122.3785, 37.8199)).toBe(false) // the Bay

  await jumpTo(page, -87.615, 41.88, 12.5)
  expect(await landAt(page, -87.63, 41.8815)).toBe(true) // the Loop
  expect(await urbanAt(page, -87.63, 41.8815)).toBe(true)
  expect(await landAt(page, -87.59, 41.88)).toBe(false) // Lake Michigan
  await saveScreen(page, testInfo, 'map-chicago-loop-1440')

  // Natural Earth closes these; their coasts come from GSHHG (scripts/data/coasts.ts).
  await jumpTo(page, 151.215, -33.858, 13)
  expect(await landAt(page, 151.2093, -33.8688)).toBe(true) // Sydney CBD
  expect(await urbanAt(page, 151.2093, -33.8688)).toBe(true)
  expect(await landAt(page, 151.2, -33.82)).toBe(true) // the North Shore
  expect(await landAt(page, 151.2258, -33.8555)).toBe(false) // the harbour off Fort Denison
  // Natural Earth's urban Sydney spans the harbour; the map tints only its land.
  expect(await urbanAt(page, 151.2258, -33.8555)).toBe(false)
  expect(await landAt(page, 151.22, -33.853)).toBe(false) // off Kirribilli
  await saveScreen(page, testInfo, 'map-sydney-harbour-1440')

  await jumpTo(page, 0.42, 51.46, 12)
  expect(await landAt(page, 0.37, 51.44)).toBe(true) // Gravesend
  expect(await landAt(page, 0.37, 51.447)).toBe(false) // the Thames off Gravesend
  await saveScreen(page, testInfo, 'map-thames-gravesend-1440')
})

/** Page coordinates of a point given in canvas pixels. */
async function canvasOrigin(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('.maplibregl-canvas').boundingBox()
  if (!box) throw new Error('no canvas')
  return { x: box.x, y: box.y }
}

async function lngLatAt(page: Page, x: number, y: number): Promise<{ lon: number; lat: number }> {
  return page.evaluate(
    ([px, py]) => {
      const map = (window as HarnessWindow).__map
      if (!map) throw new Error('no map')
      const point = map.unproject([px, py])
      return { lon: point.lng, lat: point.lat }
    },
    [x, y] as const,
  )
}

test('a radius drawn with two clicks becomes the within string, and clears', async ({
  page,
}, testInfo) => {
  await openHarness(page)
  await jumpTo(page, -100, 39, 6)
  const origin = await canvasOrigin(page)
  const centre = { x: 760, y: 420 }
  const edge = { x: 900, y: 470 }

  await page.getByRole('button', { name: 'Draw radius' }).click()
  await expect(page.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.mouse.click(origin.x + centre.x, origin.y + centre.y)
  await page.mouse.move(origin.x + edge.x, origin.y + edge.y, { steps: 5 })
  await expect(page.locator('.map-radius-label')).toHaveText(/^\d+(\.\d+)? km$/)
  await page.mouse.click(origin.x + edge.x, origin.y + edge.y)

  const a = await lngLatAt(page, centre.x, centre.y)
  const b = await lngLatAt(page, edge.x, edge.y)
  const expected = formatWithin({
    ...a,
    radius: fromMeters(haversineMeters(a, b), 'km'),
    unit: 'km',
  })
  await expect(page.getByRole('group', { name: 'Radius area' }).getByRole('status')).toHaveText(
    `Within ${expected}`,
  )
  await expect(page.getByLabel('Within', { exact: true })).toHaveText(expected)
  await waitForIdle(page)
  expect(await renderedLayers(page)).toEqual(
    expect.arrayContaining(['radius-area-fill', 'radius-area-outline', 'radius-area-handles']),
  )
  await saveScreen(page, testInfo, 'map-radius-1440')

  // The typed form, folded behind its disclosure, shows the same circle and can change it.
  await page.getByRole('button', { name: 'Type a radius' }).click()
  await page.getByLabel('Radius', { exact: true }).fill('25')
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('mi')
  await page.getByRole('button', { name: 'Apply radius' }).click()
  await expect(page.getByLabel('Within', { exact: true })).toHaveText(/^25mi@/)

  await page.getByRole('button', { name: 'Clear radius' }).click()
  await expect(page.getByLabel('Within', { exact: true })).toHaveText('none')
  await waitForIdle(page)
  expect(await renderedLayers(page)).not.toContain('radius-area-fill')
})

test('events cluster, highlight on hover and open a popup on click', async ({ page }, testInfo) => {
  await openHarness(page)
  await jumpTo(page, -87.63, 41.88, 7)
  await expect.poll(async () => renderedLayers(page)).toContain('events-clusters')
  await jumpTo(page, -87.63, 41.88, 12)
  const target = await page.evaluate(() => {
    const map = (window as HarnessWindow).__map
    if (!map) throw new Error('no map')
    // The point nearest the middle of the map, clear of the overlays at its edges.
    const middle = { x: map.getCanvas().clientWidth / 2, y: map.getCanvas().clientHeight / 2 }
    const points = map.queryRenderedFeatures({ layers: ['events-points'] }).flatMap((feature) => {
      if (feature.geometry.type !== 'Point') return []
      const [lon = 0, lat = 0] = feature.geometry.coordinates
      const { x, y } = map.project([lon, lat])
      return [
        { id: String(feature.properties.id), x, y, d: Math.hypot(x - middle.x, y - middle.y) },
      ]
    })
    return points.sort((p, q) => p.d - q.d)[0] ?? null
  })
  expect(target).not.toBeNull()
  if (!target) return
  const origin = await canvasOrigin(page)
  await page.mouse.move(origin.x + target.x, origin.y + target.y)
  await expect(page.getByLabel('Highlighted event')).toHaveText(target.id)
  await page.mouse.click(origin.x + target.x, origin.y + target.y)
  await expect(page.getByLabel('Selected event')).toHaveText(target.id)
  const popup = page.locator('.map-event-popup')
  await expect(popup).toContainText('Chicago')
  await expect(popup).toContainText('Category')
  await saveScreen(page, testInfo, 'map-events-1440')
  await page.locator('.maplibregl-popup-close-button').click()
  await expect(page.getByLabel('Selected event')).toHaveText('none')
})

test('the map exports as a non-blank PNG', async ({ page }) => {
  await openHarness(page)
  await jumpTo(page, 10, 48, 3.5)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export map PNG' }).click()
  expect((await download).suggestedFilename()).toMatch(/^eventscope-map-\d{4}-\d{2}-\d{2}\.png$/)
  const stats = await page.evaluate(async () => {
    const blob = (window as HarnessWindow & { __lastExport?: Blob }).__lastExport
    if (!blob) throw new Error('no export')
    const bitmap = await createImageBitmap(blob)
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    let sum = 0
    let sumSquares = 0
    const count = data.length / 4
    for (let i = 0; i < data.length; i += 4) {
      const luminance =
        0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)
      sum += luminance
      sumSquares += luminance * luminance
    }
    const mean = sum / count
    return { type: blob.type, width: bitmap.width, variance: sumSquares / count - mean * mean }
  })
  expect(stats.type).toBe('image/png')
  expect(stats.width).toBeGreaterThan(500)
  // Land, sea, borders and labels: far from a flat colour.
  expect(stats.variance).toBeGreaterThan(50)
})

test('the map fits a smaller screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await openHarness(page)
  await expect
    .poll(async () => renderedLayers(page), { timeout: 60_000 })
    .toContain('basemap-country-labels')
  await saveScreen(page, testInfo, 'map-world-1280')
  await jumpTo(page, -74, 40.7, 8)
  await saveScreen(page, testInfo, 'map-new-york-1280')
})
