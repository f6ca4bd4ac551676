// The events map shows what matches, not one page of it (docs/map-matches.md): every match up to
// the cap, its pages read off the page's thread, "N of M" beyond it, with a legend on screen and in the PNG, folded on a laptop's map and
// never over a popup; and the explorer's layout keeps the map at a steady, useful size above a
// list that shows its rows, its figures readable with an event's panel open.
import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import { expect, keptPageTest as test, saveScreen, test as freshPageTest } from './fixtures'
import { openView } from './kept-page'
import { expectMarkedOnce } from './page-marks'
import { postedRequests, watchServiceRequests } from './service-requests'
import { PAGE_MARKS } from '../src/utils/page-marks'

const SERVICE_READY_MS = 180_000
test.describe.configure({ timeout: 2 * SERVICE_READY_MS + 60_000 })

const legendSummary = (page: Page) => page.locator('.map-legend__summary')

const totalShown = async (page: Page): Promise<number> => {
  const text = await page.locator('.events-summary__number').innerText()
  return Number(text.replace(/,/g, ''))
}

test('the map holds every match of a few hundred, and says so in its legend', async ({ page }) => {
  await openView(page, '/events?range=next30&category=concerts,sports')
  await expect(legendSummary(page)).toContainText(/Map shows all [\d,]+ events/, {
    timeout: SERVICE_READY_MS,
  })
  const total = await totalShown(page)
  // More than one page of the list (50 rows): the map is not drawing the list's page.
  expect(total).toBeGreaterThan(50)
  await expect(legendSummary(page)).toContainText(
    `Map shows all ${total.toLocaleString('en-US')} events`,
  )
  // Its pages were parsed off the page's thread, by the JSON reader's worker.
  expect(page.workers().map((worker) => worker.url())).toContainEqual(
    expect.stringContaining('json-reader'),
  )
  const legend = page.locator('.map-legend')
  // A laptop's map starts with its legend folded to that line.
  await legendSummary(page).click()
  await expect(legend.getByRole('region', { name: 'Category' })).toContainText('Concerts')
  await expect(legend.getByRole('region', { name: 'Category' })).toContainText('Sports')
  await expect(legend.getByRole('region', { name: 'Predicted attendance' })).toBeVisible()
})

// The embedded service answers on the cores a first frame is drawn with: the map's later pages,
// which nobody waits on, are asked of it once the view has drawn its first
// (src/app/backend/api-client.ts), and still fill the map.
freshPageTest(
  "the map's later pages are asked of the embedded service once its first is drawn",
  async ({ page }) => {
    await watchServiceRequests(page)
    await page.goto('/events?range=next30&category=concerts,sports')
    await expectMarkedOnce(page, PAGE_MARKS.eventsMapData, SERVICE_READY_MS)
    await expect(legendSummary(page)).toContainText(/Map shows all [\d,]+ events/, {
      timeout: SERVICE_READY_MS,
    })
    const drawnAt = await page.evaluate(
      (mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? Number.NaN,
      PAGE_MARKS.eventsMapData,
    )
    // Only a map's later pages start past the first row on a first load.
    const later = (await postedRequests(page)).filter(
      ({ url }) => Number(new URL(url).searchParams.get('offset')) > 0,
    )
    expect(later.length).toBeGreaterThan(0)
    for (const { at } of later) expect(at).toBeGreaterThanOrEqual(drawnAt)
  },
)

test('beyond the cap the map says N of M, highest rank first', async ({ page }) => {
  // Every event of the dataset's three years: more than the 10,000 the map fetches.
  await openView(page, '/events?range=custom&from=2025-01-01&to=2027-12-31&state=active,predicted')
  await expect(legendSummary(page)).toContainText(
    /Map shows 10,000 of [\d,]+ events, highest rank first/,
    { timeout: SERVICE_READY_MS },
  )
  const total = await totalShown(page)
  expect(total).toBeGreaterThan(10_000)
  await expect(legendSummary(page)).toContainText(`of ${total.toLocaleString('en-US')} events`)
})

/** The colour of the exported image at (x, y) from its bottom-right corner, read in the page. */
async function pixelsFromCorner(page: Page, png: Buffer, points: [number, number][]) {
  return page.evaluate(
    async ({ data, points }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const ctx = canvas.getContext('2d')
      if (!ctx) throw new Error('no 2d context')
      ctx.drawImage(image, 0, 0)
      return points.map(([dx, dy]) =>
        Array.from(ctx.getImageData(image.width - dx, image.height - dy, 1, 1).data.slice(0, 3)),
      )
    },
    { data: png.toString('base64'), points },
  )
}

test('the legend is kept in the map PNG', async ({ page }) => {
  // Open ocean in the bottom-right corner of the view: without a legend it is all water.
  await openView(page, '/events?range=next30&category=sports&lat=0&lon=-140&zoom=3')
  await expect(legendSummary(page)).toContainText(/Map shows all/, { timeout: SERVICE_READY_MS })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export map PNG' }).click()
  const png = await readFile(await (await download).path())
  // A few pixels inside the legend box, well clear of its text: near white, not water blue.
  const [inside] = await pixelsFromCorner(page, png, [[16, 16]])
  expect(inside?.every((channel) => channel > 235)).toBe(true)
})

for (const [width, height] of [
  [1440, 900],
  [1280, 720],
] as const) {
  freshPageTest(
    `at ${width}×${height} the map keeps a useful size, the list shows its rows and an open event leaves its figures readable`,
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height })
      // Every size the map's frame takes from its first appearance: the summary above it holds its
      // shape while the counts load, so the map is not resized (and redrawn) when they arrive.
      await page.addInitScript(() => {
        const sizes: string[] = []
        Object.assign(window, { mapFrameSizes: sizes })
        const watch = () => {
          const frame = document.querySelector('.events-main__map')?.getBoundingClientRect()
          const size = frame ? `${frame.top},${frame.width}×${frame.height}` : undefined
          if (size !== undefined && sizes.at(-1) !== size) sizes.push(size)
          requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })
      await page.goto('/events?range=next30')
      const firstRow = page.locator('.vtable__select').first()
      await expect(firstRow).toBeVisible({ timeout: SERVICE_READY_MS })
      await expect(page.locator('.events-summary__number')).toBeVisible()
      const sizes = await page.evaluate(
        () => (window as unknown as { mapFrameSizes: string[] }).mapFrameSizes,
      )
      expect(sizes).toHaveLength(1)
      // The summary's rows, rank levels included, all sit above the map.
      const summary = await page.locator('.events-summary').boundingBox()
      const rankLevels = await page
        .getByRole('group', { name: 'Events by rank level' })
        .boundingBox()
      const map = await page.locator('.events-main__map').boundingBox()
      expect((rankLevels?.y ?? 0) + (rankLevels?.height ?? 0)).toBeLessThanOrEqual(map?.y ?? 0)
      expect((summary?.y ?? 0) + (summary?.height ?? 0)).toBeLessThanOrEqual(map?.y ?? 0)
      // With no radius set the radius toolbar is one row of buttons over the map's corner, where
      // North America's points are at the world view; its state is still said to screen readers.
      const radiusTool = page.getByRole('group', { name: 'Radius area' })
      await expect(radiusTool.getByRole('status')).toHaveText('No radius set.')
      const bar = await radiusTool.getByRole('button', { name: 'Draw radius' }).boundingBox()
      const tool = await radiusTool.boundingBox()
      expect((tool?.y ?? 0) + (tool?.height ?? 0)).toBeLessThanOrEqual(
        (bar?.y ?? 0) + (bar?.height ?? 0) + 8,
      )
      // A map still worth reading beside the list.
      expect(map?.height ?? 0).toBeGreaterThanOrEqual(300)
      expect(map?.width ?? 0).toBeGreaterThanOrEqual(700)
      const inView = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox()
        expect(box, selector).not.toBeNull()
        expect((box?.y ?? 0) + (box?.height ?? 0), selector).toBeLessThanOrEqual(height)
      }
      await inView('.events-main__map')
      await inView('.events-list__bar')
      await inView('.vtable__select')
      // The start column shows its time whole.
      const start = page.locator('.events-list__start').first()
      expect(
        await start.evaluate((span) => {
          const cell = span.closest('td')
          return cell !== null && cell.scrollWidth <= cell.clientWidth
        }),
      ).toBe(true)
      await saveScreen(page, testInfo, `events-layout-${width}x${height}`)

      // The list is as tall as its page of rows, not a box of three or four that scrolls inside:
      // brought into view, it shows at least ten rows whole at once.
      const table = page.locator('.events-list .vtable')
      expect(await table.evaluate((frame) => frame.scrollHeight - frame.clientHeight)).toBeLessThan(
        2,
      )
      await table.evaluate((frame) => {
        frame.scrollIntoView({ block: 'start' })
      })
      const rowsOnScreen = () =>
        page.evaluate(() => {
          const head = document.querySelector('.events-list thead')?.getBoundingClientRect()
          const rows = [...document.querySelectorAll('.events-list tbody tr.vtable__row')]
          return rows.filter((row) => {
            const box = row.getBoundingClientRect()
            return box.top >= (head?.bottom ?? 0) - 1 && box.bottom <= window.innerHeight + 1
          }).length
        })
      expect(await rowsOnScreen()).toBeGreaterThanOrEqual(10)
      await saveScreen(page, testInfo, `events-list-${width}x${height}`)

      // An event's panel open beside the list: the figures to the right of the title are whole,
      // inside the table's frame and clear of the panel; a title cut short keeps its whole text
      // as its hover text.
      await firstRow.click()
      const panel = page.getByRole('complementary')
      await expect(panel).toBeVisible()
      const panelBox = await panel.boundingBox()
      const frame = await table.boundingBox()
      for (const column of ['start', 'rank', 'attendance', 'country']) {
        const header = page.locator(`.events-list th[data-column="${column}"]`)
        await expect(header, column).toBeVisible()
        const box = await header.boundingBox()
        const right = (box?.x ?? 0) + (box?.width ?? 0)
        expect(right, `${column} inside the table`).toBeLessThanOrEqual(
          (frame?.x ?? 0) + (frame?.width ?? 0) + 1,
        )
        expect(right, `${column} clear of the panel`).toBeLessThanOrEqual((panelBox?.x ?? 0) + 1)
        const cell = page.locator(`.events-list tbody td[data-column="${column}"]`).first()
        expect(
          await cell.evaluate((td) => td.scrollWidth <= td.clientWidth),
          `${column} whole`,
        ).toBe(true)
      }
      const title = page.locator('.events-list__title').first()
      await expect(title).toHaveAttribute('title', (await title.textContent()) ?? '')
      await saveScreen(page, testInfo, `events-detail-${width}x${height}`)
    },
  )
}

test('the legend starts folded on a laptop map, stays inside it and never hides a popup', async ({
  page,
}) => {
  // The highest-ranked concert, which the map draws among its first page of matches.
  const query = 'range=next30&category=concerts&sort=-rank'
  await openView(page, `/events?${query}`)
  await expect(legendSummary(page)).toContainText(/Map shows all/, { timeout: SERVICE_READY_MS })
  const first = page.locator('.vtable__select').first()
  await first.click()
  const id = new URL(page.url()).searchParams.get('event') ?? ''
  expect(id).not.toBe('')
  const event = await page.evaluate(async (eventId) => {
    const response = await fetch(`/v1/events/?id=${eventId}`, {
      headers: { Authorization: 'Bearer demo-analyst' },
    })
    const body = (await response.json()) as { results: { location: [number, number] }[] }
    return body.results[0]?.location
  }, id)
  expect(event).toBeDefined()
  const [lon = 0, lat = 0] = event ?? []

  // Folded at first on a laptop's map, then opened: inside the map's frame, whole or scrolling.
  const legend = page.locator('.map-legend')
  await expect(legend.getByRole('region', { name: 'Category' })).toBeHidden()
  await legendSummary(page).click()
  await expect(legend.getByRole('region', { name: 'Category' })).toBeVisible()
  const mapFrame = page.locator('.events-main__map')
  const mapBox = await mapFrame.boundingBox()
  const legendBox = await legend.boundingBox()
  if (!mapBox || !legendBox) throw new Error('no map or legend')
  expect(legendBox.y).toBeGreaterThanOrEqual(mapBox.y)
  expect(legendBox.y + legendBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height)
  expect(
    await legend.evaluate(
      (box) =>
        box.scrollHeight <= box.clientHeight + 1 || getComputedStyle(box).overflowY === 'auto',
    ),
  ).toBe(true)

  // Move the map so that the event sits under the legend's top-left corner (web mercator, 512 px
  // tiles as MapLibre draws them), and open it there: its popup must be drawn over the legend.
  const zoom = 6
  const world = 512 * 2 ** zoom
  const target = { x: legendBox.x - mapBox.x + 40, y: legendBox.y - mapBox.y + 40 }
  const mercatorY = (degrees: number) =>
    ((1 - Math.log(Math.tan(Math.PI / 4 + (degrees * Math.PI) / 360)) / Math.PI) / 2) * world
  const centreY = mercatorY(lat) - (target.y - mapBox.height / 2)
  const centreLat =
    (360 / Math.PI) * Math.atan(Math.exp(Math.PI * (1 - (2 * centreY) / world))) - 90
  const centreLon = lon - ((target.x - mapBox.width / 2) * 360) / world
  await openView(
    page,
    `/events?${query}&event=${id}&lat=${centreLat.toFixed(5)}&lon=${centreLon.toFixed(5)}&zoom=${String(zoom)}`,
  )
  const popup = page.locator('.maplibregl-popup')
  await expect(popup).toBeVisible({ timeout: SERVICE_READY_MS })
  await legendSummary(page).click()
  await expect(legend.getByRole('region', { name: 'Category' })).toBeVisible()
  const popupBox = await popup.boundingBox()
  const openLegend = await legend.boundingBox()
  if (!popupBox || !openLegend) throw new Error('no popup or legend')
  const overlap = {
    left: Math.max(popupBox.x, openLegend.x),
    right: Math.min(popupBox.x + popupBox.width, openLegend.x + openLegend.width),
    top: Math.max(popupBox.y, openLegend.y),
    bottom: Math.min(popupBox.y + popupBox.height, openLegend.y + openLegend.height),
  }
  // They do overlap: the popup is what shows there.
  expect(overlap.right).toBeGreaterThan(overlap.left + 4)
  expect(overlap.bottom).toBeGreaterThan(overlap.top + 4)
  const onTop = await page.evaluate(
    ({ x, y }) => (document.elementFromPoint(x, y)?.closest('.maplibregl-popup') ?? null) !== null,
    { x: (overlap.left + overlap.right) / 2, y: (overlap.top + overlap.bottom) / 2 },
  )
  expect(onTop).toBe(true)
})

const mapCenter = (page: Page) => {
  const url = new URL(page.url())
  return { lat: Number(url.searchParams.get('lat')), lon: Number(url.searchParams.get('lon')) }
}

test('a typed radius frames the map; a reset frames the results again', async ({ page }) => {
  await openView(page, '/events?range=next30&lat=50&lon=10&zoom=4')
  await expect(legendSummary(page)).toContainText(/Map shows/, { timeout: SERVICE_READY_MS })
  const radius = page.getByRole('searchbox', { name: /^Radius area/ })
  await radius.fill('30km@-33.87,151.21')
  await radius.press('Enter')
  await expect(page).toHaveURL(/within=30km/)
  // Sydney, far from the map's Europe: the view moves to the circle.
  await expect.poll(() => mapCenter(page).lon, { timeout: 30_000 }).toBeGreaterThan(150)
  expect(Math.abs(mapCenter(page).lat + 33.87)).toBeLessThan(1)

  await page.getByRole('button', { name: 'Reset all filters' }).click()
  await expect(page).not.toHaveURL(/within=/)
  await expect(legendSummary(page)).toContainText(/Map shows all/, { timeout: SERVICE_READY_MS })
  // The whole world's results: the map no longer sits over Sydney.
  await expect.poll(() => mapCenter(page).lon, { timeout: 30_000 }).toBeLessThan(100)
})
