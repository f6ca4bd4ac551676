// A place-based saved location as an analyst makes one: pick places from places search instead of
// drawing a radius, save, see it active with its place on the map, then page through its events
// with the category filter and the sort of the insights events list.
import type { Page } from '@playwright/test'

import { canvasPixels } from './canvas-pixels'
import { openLocations, SERVICE_READY_MS } from './locations-page'
import { expect, saveScreen, seriousA11yViolations, test, waitForServiceWorker } from './fixtures'

test.describe.configure({ timeout: SERVICE_READY_MS + 180_000 })

test('pick places for a location, then page through its events', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await openLocations(page)

  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  await form.getByLabel('Name').fill('New York and Newark')
  await form.getByRole('radio', { name: 'Places' }).check()
  // Saving without a place says what is missing, beside the area.
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Pick at least one place.')).toBeVisible()

  const places = form.getByRole('combobox', { name: 'Places' })
  await places.fill('New York')
  await form.getByRole('option', { name: /^New York City/ }).click()
  await places.fill('Newark')
  await form.getByRole('option', { name: /^Newark, .*New Jersey/ }).click()
  const chosen = form.getByRole('list', { name: 'Chosen places' })
  await expect(chosen.getByRole('listitem')).toHaveCount(2)
  await expect(chosen).toContainText('New York City')
  await expect(chosen).toContainText('Newark')
  // The picked places are on the map before anything is saved, and the legend says so.
  await expect(page.getByText(/· 2 picked places, not saved yet/)).toBeVisible()
  await saveScreen(page, testInfo, 'locations-places-form-1280')
  await form.getByRole('button', { name: 'Save' }).click()

  const detail = page.getByRole('article', { name: 'New York and Newark' })
  // Its area names its places, as the places search does.
  await expect(detail.getByRole('definition').filter({ hasText: ' · ' })).toHaveText(
    /^New York City, .+ · Newark, .*New Jersey.*$/,
  )
  await expect(detail.getByText('Active', { exact: true })).toBeVisible({ timeout: 30_000 })
  // The service filled the address from the places.
  await expect(detail.getByText(/New York/).first()).toBeVisible()
  // The open location's map shows its own events, and says how many (or that there are none).
  await expect(
    page.getByText(
      /Map shows all [\d,]+ events in the next 90 days|No events in the next 90 days to show/,
    ),
  ).toBeVisible()
  await expect(page.getByText(/picked places?, not saved yet/)).toHaveCount(0)
  await expect(page.getByText(/^Picked place/)).toHaveCount(0)

  // The insights events: the count in the heading, ten a page, a pager that moves on.
  const events = detail.getByRole('region', { name: /^Events in the next 90 days/ })
  await expect(events.getByRole('heading')).toHaveText(/\(\d[\d,]*\)$/)
  const heading = (await events.getByRole('heading').textContent()) ?? ''
  const total = Number((/\(([\d,]+)\)$/.exec(heading)?.[1] ?? '0').replaceAll(',', ''))
  expect(total).toBeGreaterThan(10)
  const pager = events.getByRole('navigation', { name: 'Pages of the events here' })
  await expect(pager).toContainText(`Showing 1–10 of ${total.toLocaleString('en-US')}`)
  const rows = events.locator('.insight-events__list > li')
  await expect(rows).toHaveCount(10)
  const firstPage = await rows.first().textContent()
  await pager.getByRole('button', { name: 'Next page' }).click()
  await expect(pager).toContainText('Showing 11–')
  await expect(rows.first()).not.toHaveText(firstPage ?? '')
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // A sort or a category starts again from the first page.
  await events.getByLabel('Sort').selectOption('-rank')
  await expect(pager).toContainText('Showing 1–')
  const metas = events.locator('.insight-events__meta')
  const rankOf = (text: string) => Number(/rank (\d+)/.exec(text)?.[1] ?? 'NaN')
  // The list follows once the new page arrives (the previous one stays on screen meanwhile).
  await expect
    .poll(async () => {
      const ranks = (await metas.allTextContents()).map(rankOf)
      return ranks.length > 1 && ranks.every((rank, i) => i === 0 || rank <= (ranks[i - 1] ?? 0))
    })
    .toBe(true)

  await events.getByLabel('Category').selectOption('sports')
  await expect
    .poll(async () => {
      const texts = await metas.allTextContents()
      return texts.length > 0 && texts.every((text) => text.startsWith('Sports · '))
    })
    .toBe(true)
  await saveScreen(page, testInfo, 'locations-places-detail-1280')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Nothing on this screen scrolls sideways at 1280×720.
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
  expect(sideways).toBe(false)
})

/** Pixels of the map's canvas within a small distance of `rgb`: marks of that colour on screen. */
async function pixelsOf(page: Page, rgb: readonly [number, number, number]): Promise<number> {
  return canvasPixels(page, '.locations-map canvas', { near: rgb, within: 40 })
}

/** The radius areas' teal and the places' magenta (components/map/saved-locations-layer.tsx). */
const RADIUS_TEAL = [0x0f, 0x76, 0x6e] as const
const PLACE_MAGENTA = [0x9d, 0x17, 0x4d] as const

test('the map frames every saved location, and a place as large as it is', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openLocations(page)
  // The page's own requests go to the service's worker directly; these go through the service
  // worker, which answers /v1 once the page has started it.
  await waitForServiceWorker(page)
  // Two locations far apart, written through the API: a radius in Austin, the city of Chicago.
  const written = await page.evaluate(async () => {
    const post = (body: unknown) =>
      fetch('/v1/saved-locations/', {
        method: 'POST',
        headers: { Authorization: 'Bearer demo-analyst', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status)
    return [
      await post({
        name: 'Austin office',
        geojson: {
          type: 'Feature',
          properties: { radius: 5, radius_unit: 'km' },
          geometry: { type: 'Point', coordinates: [-97.74, 30.27] },
        },
      }),
      await post({ name: 'Chicago city', place_ids: ['4887398'] }),
    ]
  })
  expect(written).toEqual([201, 201])
  await openLocations(page)
  await expect(page.locator('.locations-table').getByText('Active', { exact: true })).toHaveCount(
    2,
    { timeout: 60_000 },
  )
  // Both on the map, each in its own colour.
  await expect.poll(() => pixelsOf(page, RADIUS_TEAL), { timeout: 60_000 }).toBeGreaterThan(10)
  await expect.poll(() => pixelsOf(page, PLACE_MAGENTA), { timeout: 60_000 }).toBeGreaterThan(10)
  await saveScreen(page, testInfo, 'locations-framed-1440')

  // One place-based location: the city is framed as a city, kilometres across, not a dot at
  // street zoom.
  await page.getByRole('button', { name: 'Chicago city', exact: true }).click()
  await expect(page.getByRole('article', { name: 'Chicago city' })).toBeVisible()
  const scale = page.locator('.locations-map .maplibregl-ctrl-scale')
  await expect(scale).toHaveText(/^\d+\s*km$/)
  expect(Number.parseInt(await scale.innerText(), 10)).toBeGreaterThanOrEqual(2)
  await expect.poll(() => pixelsOf(page, PLACE_MAGENTA), { timeout: 60_000 }).toBeGreaterThan(10)

  // Back to the list, whose columns narrow the map again: still both in view.
  await page.getByRole('button', { name: '← All locations' }).click()
  await expect(page.getByRole('button', { name: 'Austin office', exact: true })).toBeVisible()
  await expect.poll(() => pixelsOf(page, RADIUS_TEAL), { timeout: 60_000 }).toBeGreaterThan(10)
  await expect.poll(() => pixelsOf(page, PLACE_MAGENTA), { timeout: 60_000 }).toBeGreaterThan(10)
  await saveScreen(page, testInfo, 'locations-framed-again-1440')
})
