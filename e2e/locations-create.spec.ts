// Creating a saved location the way analysts expect: "New location" arms the map at once; a
// place found in the form centres the area and fills the address; the radius suggested for the
// industry comes by itself, drawn dashed with its figure, and "Use … km" takes it. The saved
// location is then read back through the API: its centre is the place's point, its radius the
// suggested one. A press and drag on the armed map draws a radius with no other button.
import type { Page } from '@playwright/test'

import { canvasPixels } from './canvas-pixels'
import { openLocations, SERVICE_READY_MS } from './locations-page'
import { expect, saveScreen, seriousA11yViolations, test, waitForServiceWorker } from './fixtures'

test.describe.configure({ timeout: SERVICE_READY_MS + 180_000 })

/** The suggested radius's violet on the light theme (components/map/suggestion-layer.tsx). */
const SUGGESTION_VIOLET = [0x7c, 0x3a, 0xed] as const

interface ApiPlace {
  readonly id: string
  readonly name: string
  readonly region: string | null
  readonly location: readonly [number, number]
}

interface ApiSuggestion {
  readonly radius: number
  readonly radius_unit: string
}

/** GET a /v1 path as the page's analyst (the service worker answers once the page started it). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: 'Bearer demo-analyst' } })
    if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`)
    return (await response.json()) as T
  }, path)
}

const suggestionOf = (page: Page, place: ApiPlace, industry: string) =>
  apiGet<ApiSuggestion>(
    page,
    `/v1/suggested-radius/?location.origin=${place.location[1].toFixed(5)},${place.location[0].toFixed(5)}&industry=${industry}&radius_unit=km`,
  )

test('find a place, take the suggested radius, save it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openLocations(page)
  await waitForServiceWorker(page)

  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  // The map is ready at once: no button to press before a click places the centre.
  const map = page.getByRole('group', { name: 'Radius area' })
  await expect(map.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(map.getByRole('status')).toHaveText(/^Click the map to place the centre/)
  // Nothing to suggest for yet, and saving says what is missing.
  await expect(form.getByText('Place a centre to see the radius suggested')).toBeVisible()

  const finder = form.getByRole('combobox', { name: 'Find a place' })
  // Escape closes the box's list and leaves the map armed.
  await finder.fill('Chic')
  await expect(form.getByRole('listbox', { name: 'Places results' })).toBeVisible()
  await finder.press('Escape')
  await expect(form.getByRole('listbox', { name: 'Places results' })).toHaveCount(0)
  await expect(map.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await finder.fill('Chicago')
  await form.getByRole('option', { name: /^Chicago, .*Illinois/ }).click()
  await expect(finder).toHaveValue(/^Chicago, .*Illinois/)
  // The address is filled from the place, and stays editable.
  const address = form.getByLabel('Address')
  await expect(address).toHaveValue(/^Chicago, .*Illinois/)
  await expect(address).toBeEditable()
  await expect(form.getByText(/^Centre placed\./)).toBeVisible()

  const places = await apiGet<{ results: ApiPlace[] }>(page, '/v1/places/?q=Chicago&limit=8')
  const chicago = places.results.find((p) => p.name === 'Chicago' && p.region === 'Illinois')
  if (!chicago) throw new Error('no Chicago, Illinois among the places')

  // The suggestion for the default industry comes by itself: dashed on the map, with its figure.
  const other = await suggestionOf(page, chicago, 'other')
  const label = page.locator('.map-suggestion-label')
  await expect(label).toHaveText(`Suggested ${String(other.radius)} km`)
  await expect(form.getByRole('button', { name: `Use ${String(other.radius)} km` })).toBeVisible()
  await expect
    .poll(() =>
      canvasPixels(page, '.locations-map canvas', { near: SUGGESTION_VIOLET, within: 40 }),
    )
    .toBeGreaterThan(20)

  // Another industry asks again; its answer replaces the first.
  await form.getByLabel('Industry').selectOption('parking')
  const parking = await suggestionOf(page, chicago, 'parking')
  expect(parking.radius).not.toBe(other.radius)
  const use = form.getByRole('button', { name: `Use ${String(parking.radius)} km` })
  await expect(use).toBeVisible()
  await expect(label).toHaveText(`Suggested ${String(parking.radius)} km`)
  await expect(form.getByText(`Suggested for parking: ${String(parking.radius)} km`)).toBeVisible()
  await saveScreen(page, testInfo, 'locations-create-suggested-1440')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Taken as the radius: a centre alone is now enough to save.
  await use.click()
  await expect(form.getByText(/is in use; drag its edge on the map to adjust/)).toBeVisible()
  await expect(form.getByText(/^Within \d+(\.\d+)?(km|m)@41\.\d+,-87\.\d+\./)).toBeVisible()
  await form.getByLabel('Name').fill('Chicago parking')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('article', { name: 'Chicago parking' })).toBeVisible()

  // Read back through the API: the place's point, the suggested radius, the place's address.
  const saved = await apiGet<{
    locations: {
      name: string
      formatted_address: string
      geojson?: {
        properties: { radius: number; radius_unit: string }
        geometry: { coordinates: [number, number] }
      }
    }[]
  }>(page, '/v1/saved-locations/?q=Chicago%20parking')
  const location = saved.locations.find((l) => l.name === 'Chicago parking')
  expect(location?.geojson?.geometry.coordinates[0]).toBeCloseTo(chicago.location[0], 6)
  expect(location?.geojson?.geometry.coordinates[1]).toBeCloseTo(chicago.location[1], 6)
  expect(location?.geojson?.properties).toEqual({ radius: parking.radius, radius_unit: 'km' })
  expect(location?.formatted_address).toMatch(/^Chicago, .*Illinois/)
})

test('a press and drag on the armed map draws the radius', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await openLocations(page)
  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  await expect(form.getByText(/^Click the map to place the centre/)).toBeVisible()

  const box = await page.locator('.locations-map canvas').boundingBox()
  if (!box) throw new Error('the map has no canvas')
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.move(centre.x, centre.y)
  await page.mouse.down()
  await page.mouse.move(centre.x + 40, centre.y, { steps: 4 })
  await page.mouse.move(centre.x + 80, centre.y, { steps: 4 })
  // The radius follows the pointer, its figure beside the edge.
  await expect(page.locator('.map-radius-label')).toHaveText(/^[\d,.]+ km$/)
  await page.mouse.up()
  await expect(form.getByText(/^Within [\d.]+km@-?\d+(\.\d+)?,-?\d+(\.\d+)?\./)).toBeVisible()
  // The drawn centre gets its suggestion too.
  await expect(page.locator('.map-suggestion-label')).toHaveText(/^Suggested [\d.]+ km$/, {
    timeout: 60_000,
  })
  await saveScreen(page, testInfo, 'locations-create-drawn-1280')

  // Cleared, the map is ready for the next centre at once.
  await page.getByRole('button', { name: 'Clear radius' }).click()
  await expect(page.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(form.getByText(/^Click the map to place the centre/)).toBeVisible()
})
