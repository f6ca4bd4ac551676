// The broadcasts explorer: televised sports on a map of US counties. A week of broadcasts coloured
// by county, a county clicked to read its figures then filtered to (and the filter undone), a
// radius, the map framed on what was chosen, sorted, opened, exported, reloaded; and a plan
// without broadcasts told why in words.
import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { canvasPixels } from './canvas-pixels'
import { expectMapCornersInFrame } from './map-frame'
import {
  expect,
  forgetExpectedLoadErrors,
  keptPageTest as test,
  saveScreen,
  seriousA11yViolations,
  test as freshPageTest,
} from './fixtures'
import { useConnection } from './connection'
import { openView } from './kept-page'

/** The embedded dataset is built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 300_000
test.describe.configure({ timeout: 3 * SERVICE_READY_MS })

const legend = (page: Page) => page.locator('.map-legend')
const requestUrl = async (page: Page) =>
  new URL((await page.locator('.request-panel__url').textContent()) ?? '')
const shownCount = async (page: Page): Promise<number> =>
  Number((await page.getByTestId('broadcasts-count').innerText()).replace(/,/g, ''))

async function openBroadcasts(page: Page, query = '?range=next7'): Promise<void> {
  await openView(page, `/broadcasts${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible()
  await expect(legend(page)).toContainText(/Map shows all [\d,]+ broadcasts/, {
    timeout: SERVICE_READY_MS,
  })
}

const MAP_CANVAS = '.broadcasts-map canvas.maplibregl-canvas'

/**
 * Pixels of the map canvas in the darker blues of the viewership bins: coloured counties as the
 * analyst sees them (the palest bin is close to the sea's colour, so it is not counted).
 */
async function colouredPixels(page: Page): Promise<number> {
  return canvasPixels(page, MAP_CANVAS, { darkBlue: true })
}

/** Pixels of the map canvas near the outline colour of a picked county. */
async function outlinePixels(page: Page): Promise<number> {
  return canvasPixels(page, MAP_CANVAS, { near: [0x1b, 0x22, 0x30], within: 24 })
}

/** A point of the map canvas, as page coordinates, from fractions of its size. */
async function mapPoint(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const box = await page
    .getByRole('region', { name: /Broadcasts map/ })
    .or(page.locator('.broadcasts-map canvas'))
    .first()
    .boundingBox()
  if (!box) throw new Error('no map')
  return { x: box.x + box.width * fx, y: box.y + box.height * fy }
}

test('a week of broadcasts colours the counties, with a binned legend and a summary', async ({
  page,
}, testInfo) => {
  await openBroadcasts(page)
  // A laptop's map starts with its legend folded to the coverage line.
  const viewers = legend(page).getByRole('region', { name: /Viewers per county/ })
  await expect(viewers).toBeHidden()
  await legend(page).locator('.map-legend__summary').click()
  await expect(viewers).toBeVisible()
  // Several bins, each a range of summed viewers.
  await expect(viewers.locator('li')).toHaveCount(5)
  const count = await shownCount(page)
  expect(count).toBeGreaterThan(0)
  await expect(legend(page)).toContainText(
    `Map shows all ${count.toLocaleString('en-US')} broadcasts`,
  )
  // The counties are drawn in the bins' blues on the map itself.
  await expect.poll(() => colouredPixels(page), { timeout: 60_000 }).toBeGreaterThan(50)
  const summary = page.getByRole('region', { name: 'Summary' })
  await expect(summary).toContainText('Total viewers')
  // Each number against the 7 days before, as a signed change with its arrow, explained below.
  await expect(page.getByTestId('broadcasts-compared')).toContainText(
    /compare with .+, the 7 days before, with the same filters/,
  )
  await expect(summary.locator('.kpi-tile__change')).toHaveCount(3)
  for (const change of await summary.locator('.kpi-tile__change').all()) {
    await expect(change).toContainText(/^[↑↓→] ([+−]\d+\.\d%|0\.0%|new)/, { timeout: 120_000 })
    await expect(change).toContainText(/vs previous 7 days$/)
  }
  await expect(page.getByRole('figure', { name: 'Viewers per day (local)' })).toBeVisible()
  await expect(page.getByRole('figure', { name: /Events watched most/ })).toBeVisible()
  await saveScreen(page, testInfo, 'broadcasts-week')
  expect(await seriousA11yViolations(page)).toEqual([])
  // A laptop screen: the map, the list and its sort stay on screen.
  await page.setViewportSize({ width: 1280, height: 720 })
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport()
  await expectMapCornersInFrame(page.locator('.broadcasts-main__map'))
  // The list fits its column without scrolling sideways: the county goes under each event's title,
  // and no start time is cut.
  const list = page.locator('.broadcasts-list')
  await expect(list.locator('th[data-column="county"]')).toBeHidden()
  const firstPlace = list.locator('td[data-column="event"] .broadcast-cell__place').first()
  await expect(firstPlace).toBeVisible()
  await expect(firstPlace).toHaveText(/^.+, .+$/)
  const fit = await list.evaluate((frame) => {
    const table = frame.querySelector<HTMLElement>('.vtable')
    const starts = [...frame.querySelectorAll<HTMLElement>('td[data-column="start"]')]
    return {
      sideways: table ? table.scrollWidth > table.clientWidth : true,
      startsCut: starts.filter((cell) => cell.scrollWidth > cell.clientWidth).length,
      rows: starts.length,
    }
  })
  expect(fit.rows).toBeGreaterThan(0)
  expect({ sideways: fit.sideways, startsCut: fit.startsCut }).toEqual({
    sideways: false,
    startsCut: 0,
  })
  await saveScreen(page, testInfo, 'broadcasts-week-1280')
})

test('the summary charts export as PNG and SVG with legend, axes and the filters; the map as PNG', async ({
  page,
}) => {
  await openBroadcasts(page, '?range=next7&status=scheduled,predicted')
  const day = page.getByRole('figure', { name: 'Viewers per day (local)' })
  const svgDownload = page.waitForEvent('download')
  await day.getByRole('button', { name: 'SVG of Viewers per day (local)' }).click()
  const svgFile = await svgDownload
  expect(svgFile.suggestedFilename()).toMatch(/^broadcasts-viewers-per-day-.+\.svg$/)
  const svg = await readFile(await svgFile.path(), 'utf8')
  expect(svg).toMatch(/^<svg /)
  expect(svg).toContain('>Viewers per day (local)</text>')
  expect(svg).toContain('>Viewers, summed over counties</text>')
  expect(svg).toContain('recharts-cartesian-axis')
  expect(svg).toMatch(/>Period: Next 7 days \(.+, UTC\)<\/text>/)
  expect(svg).toContain('>Filters: status scheduled, predicted; records active</text>')

  const events = page.getByRole('figure', { name: /Events watched most/ })
  const pngDownload = page.waitForEvent('download')
  await events.getByRole('button', { name: /^PNG of Events watched most/ }).click()
  const png = await readFile(await (await pngDownload).path())
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(png.length).toBeGreaterThan(5_000)

  const mapDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export map PNG' }).click()
  const map = await readFile(await (await mapDownload).path())
  expect(map.subarray(1, 4).toString('latin1')).toBe('PNG')
})

test('a click shows the county; its popup filters by the state, which Undo takes back; a radius selects the counties it touches', async ({
  page,
}, testInfo) => {
  await openBroadcasts(page)
  await page.getByRole('radio', { name: 'State' }).check()
  const before = page.url()
  // The default view is centred on Kansas.
  const centre = await mapPoint(page, 0.5, 0.5)
  await page.mouse.click(centre.x, centre.y)
  // The popup names the county clicked, in Kansas, with its figures; the filters are unchanged.
  const popup = page.locator('.maplibregl-popup')
  await expect(popup).toContainText(', KS')
  await expect(popup.locator('.county-popup__total')).toHaveText(
    /^[\d,]+ viewers · [\d,]+ broadcasts?$|^No matching broadcasts on the map here$/,
  )
  const filter = popup.getByRole('button', { name: 'Filter to this state' })
  await expect(filter).toBeVisible()
  expect(page.url()).toBe(before)
  expect((await requestUrl(page)).searchParams.get('location.place_id')).toBeNull()

  // Filtering is the button's, and says what it did with a way back.
  await filter.click()
  await expect
    .poll(async () => (await requestUrl(page)).searchParams.get('location.place_id'))
    .toMatch(/^\d+$/)
  await expect(
    page.getByRole('region', { name: /context|Context/ }).or(page.locator('.context-bar')),
  ).toContainText('Kansas')
  const notice = page.getByRole('group', { name: 'Filter from the map' })
  await expect(notice).toContainText('Filtered to Kansas')
  // Kansas may have no broadcasts in the week of the small journey dataset: either answer will do.
  await expect(legend(page)).toContainText(
    /Map shows all [\d,]+ broadcasts|No broadcasts to show/,
    {
      timeout: SERVICE_READY_MS,
    },
  )
  await saveScreen(page, testInfo, 'broadcasts-filtered-from-map')
  await notice.getByRole('button', { name: 'Undo' }).click()
  await expect(page).not.toHaveURL(/[?&]place=/)
  await expect(notice).toBeHidden()
  await expect
    .poll(async () => (await requestUrl(page)).searchParams.get('location.place_id'))
    .toBeNull()

  // A radius typed over New York City: the counties of the metro area.
  const radius = page.getByLabel(/Radius area \(draw on the map/)
  await radius.fill('30km@40.71,-74.0')
  await radius.press('Enter')
  await expect(page.getByText(/The radius touches \d+ counties/)).toBeVisible()
  const touched = Number(
    (await page.getByText(/The radius touches \d+ counties/).innerText()).match(/\d+/)?.[0],
  )
  expect(touched).toBeGreaterThanOrEqual(5)
  await expect
    .poll(
      async () =>
        ((await requestUrl(page)).searchParams.get('location.place_id') ?? '').split(',').length,
    )
    .toBe(touched)
  await expect(legend(page)).toContainText(/Map shows all [\d,]+ broadcasts/, {
    timeout: SERVICE_READY_MS,
  })
  await saveScreen(page, testInfo, 'broadcasts-radius')
})

test('a link with a radius opens the map framed on it, not on the whole country', async ({
  page,
}) => {
  await openBroadcasts(page, '?range=next7&within=30km@40.71,-74')
  await expect(page.getByText(/The radius touches \d+ counties/)).toBeVisible()
  // The scale bar reads tens of kilometres around New York, not the 1000 km of the US view.
  const scale = page.locator('.broadcasts-map .maplibregl-ctrl-scale')
  await expect(scale).toHaveText(/^\d+\s*km$/)
  expect(Number.parseInt(await scale.innerText(), 10)).toBeLessThanOrEqual(50)
  await expect(page).toHaveURL(/within=30km/)
})

test('a link to a county opens the map framed on it, not on the whole country', async ({
  page,
}) => {
  // Cook County, Illinois, over a month: some weeks televise nothing there.
  await openBroadcasts(page, '?range=next30&place=85217031')
  // The scale bar reads kilometres around Chicago, not the 1000 km of the US view.
  const scale = page.locator('.broadcasts-map .maplibregl-ctrl-scale')
  await expect(scale).toHaveText(/^\d+\s*km$/)
  await expect
    .poll(async () => Number.parseInt(await scale.innerText(), 10))
    .toBeLessThanOrEqual(50)
  // The map's viewport, written to the address, is centred on the county.
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('lat'))).toBeCloseTo(41.8, 0)
  expect(Number(new URL(page.url()).searchParams.get('lon'))).toBeCloseTo(-87.8, 0)
  // The picked county is outlined in the near-black of a pick (counties-layer.tsx): the same view
  // without the pick draws far fewer pixels of that colour (only the labels' darkest).
  await expect.poll(() => outlinePixels(page)).toBeGreaterThan(100)
  const outlined = await outlinePixels(page)
  const url = new URL(page.url())
  url.searchParams.delete('place')
  await openBroadcasts(page, url.search)
  await expect.poll(() => colouredPixels(page)).toBeGreaterThan(50)
  expect(await outlinePixels(page)).toBeLessThan(outlined / 2)
})

test('draw a radius on the map with two clicks', async ({ page }) => {
  await openBroadcasts(page, '?range=next7&lat=40.7&lon=-74&zoom=7')
  const centre = await mapPoint(page, 0.5, 0.5)
  const edge = await mapPoint(page, 0.58, 0.5)
  await page.getByRole('button', { name: 'Draw radius' }).click()
  await page.mouse.click(centre.x, centre.y)
  await page.mouse.move(edge.x, edge.y, { steps: 5 })
  await page.mouse.click(edge.x, edge.y)
  await expect
    .poll(() => new URL(page.url()).searchParams.get('within'))
    .toMatch(/^[\d.]+km@40(\.\d+)?,-7[34](\.\d+)?$/)
  const note = page.getByText(/The radius touches \d+ counties/)
  await expect(note).toBeVisible()
  const touched = Number((await note.innerText()).match(/\d+/)?.[0])
  expect(touched).toBeGreaterThan(1)
  // The counties it touches are what the API is asked for, and they are outlined on the map.
  await expect
    .poll(
      async () =>
        ((await requestUrl(page)).searchParams.get('location.place_id') ?? '').split(',').length,
    )
    .toBe(touched)
  await expect(legend(page)).toContainText(
    /Map shows all [\d,]+ broadcasts|No broadcasts to show/,
    {
      timeout: SERVICE_READY_MS,
    },
  )
  // The radius's clicks are not county clicks: no place was picked.
  expect(new URL(page.url()).searchParams.get('place')).toBeNull()
})

test('sort by viewership, open a broadcast and its event in the events explorer', async ({
  page,
}, testInfo) => {
  await openBroadcasts(page)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-svc_viewership')
  await expect
    .poll(async () => (await requestUrl(page)).searchParams.get('sort'))
    .toBe('-svc_viewership')
  const viewers = page.locator('.vtable__row td:nth-child(2)')
  await expect(viewers.first()).toBeVisible()
  // The rows of the new order replace the old ones once its answer is in: then the first row has
  // the most viewers of every row shown.
  await expect
    .poll(async () => {
      const shown = (await viewers.allInnerTexts()).map((text) => Number(text.replace(/,/g, '')))
      return shown.length > 1 && shown.every((v) => (shown[0] ?? 0) >= v)
    })
    .toBe(true)

  await page.locator('.vtable__row').first().click()
  const detail = page.getByRole('complementary')
  await expect(detail.getByText(/Televised in [\d,]+ count/)).toBeVisible({ timeout: 60_000 })
  await expect(detail).toContainText('Venue')
  await saveScreen(page, testInfo, 'broadcasts-detail')
  expect(await seriousA11yViolations(page)).toEqual([])
  const title = (await detail.getByRole('heading', { level: 2 }).innerText()).trim()
  await detail.getByRole('link', { name: 'Open the event in Events' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('event')).toMatch(/\w+/)
  // The events explorer opens that very event in its own detail.
  await expect(page.getByRole('complementary').getByRole('heading', { level: 2 })).toHaveText(
    title,
    { timeout: SERVICE_READY_MS },
  )
})

test('the CSV holds as many rows as the view counts; a reload keeps every choice', async ({
  page,
}) => {
  await openBroadcasts(
    page,
    '?range=next7&tz=America%2FNew_York&status=scheduled&viewMin=1000&sort=-svc_viewership&click=state',
  )
  const count = await shownCount(page)
  const download = page.waitForEvent('download', { timeout: 120_000 })
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await (await download).path()
  const lines = (await readFile(file, 'utf8')).split('\r\n').filter((line) => line !== '')
  expect(lines[0]).toMatch(/^broadcast_id,record_status,/)
  expect(lines.length - 1).toBe(count)

  const before = page.url()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible()
  await expect(legend(page)).toContainText(/Map shows all [\d,]+ broadcasts/, {
    timeout: SERVICE_READY_MS,
  })
  expect(page.url()).toBe(before)
  await expect(page.getByRole('checkbox', { name: 'Scheduled' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'State' })).toBeChecked()
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-svc_viewership')
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York')
  await expect(page.getByLabel('At least')).toHaveValue('1000')
  expect(await shownCount(page)).toBe(count)
})

freshPageTest('a plan without broadcasts is told so in words', async ({ page, consoleErrors }) => {
  await useConnection(page, { mode: 'embedded', baseUrl: '', token: 'demo-events-only' })
  await page.goto('/broadcasts?range=next7')
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible()
  // The list and the chart each say it; the map's legend says it too, folded on a smaller map.
  const refusals = page
    .getByRole('alert')
    .filter({ hasText: 'Your plan does not include this data', visible: true })
  await expect(refusals.first()).toBeVisible({ timeout: SERVICE_READY_MS })
  await expect(refusals).toHaveCount(2)
  expect(await seriousA11yViolations(page)).toEqual([])
  // The browser logs each refused request; those 403s are the point of this journey.
  forgetExpectedLoadErrors(consoleErrors, /status of 403/)
})
