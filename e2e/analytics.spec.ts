// Analytics journeys: an analyst charts Chicago's demand, compares, brushes and exports.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

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
import { serviceRequests } from './service-requests'

// Generous: the embedded service builds its dataset in the page, on a shared 2-core machine.
const SERVICE_READY_MS = 300_000
test.describe.configure({ timeout: 3 * SERVICE_READY_MS })

/** Chicago's GeoNames id. */
const CHICAGO = '4887398'
/** A fixed 90-day period: one features request and one demand-surge window. */
const WINDOW = { from: '2026-12-01', to: '2027-02-28' }
const BASE = `/analytics?place=${CHICAGO}&range=custom&from=${WINDOW.from}&to=${WINDOW.to}`

const attendanceChart = (page: Page) =>
  page.getByRole('img', {
    name: /^Daily predicted attendance: \d+ of 10 categories shown, highest/,
  })

test('Chicago over 90 days: attendance, a series toggled, surges where the API puts them', async ({
  page,
}, testInfo) => {
  await openView(page, `/analytics?range=custom&from=${WINDOW.from}&to=${WINDOW.to}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByText('Pick a location to chart')).toBeVisible()

  // Pick Chicago from the places search, as an analyst would.
  await page.getByRole('combobox', { name: 'Places (up to 3)' }).fill('Chicago')
  await page
    .getByRole('option', { name: /^Chicago, .*Illinois/ })
    .first()
    .click({ timeout: SERVICE_READY_MS })
  await expect(page).toHaveURL(new RegExp(`place=${CHICAGO}`))
  await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })
  await expect(page.getByRole('region', { name: 'View context' })).toContainText('Chicago')

  const concerts = page
    .getByRole('list', { name: 'Daily predicted attendance legend' })
    .getByRole('button', { name: 'Concerts' })
  await expect(concerts).toHaveAttribute('aria-pressed', 'true')
  await concerts.click()
  await expect(concerts).toHaveAttribute('aria-pressed', 'false')
  await expect(page).toHaveURL(/hide=svc_attendance_concerts/)
  await expect(attendanceChart(page)).toHaveAccessibleName(/9 of 10 categories/)

  // The bands fall on the dates /v1/demand-surge/ returns for the same window.
  const apiDates = (
    await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Authorization: 'Bearer demo-analyst' } })
      const body: unknown = await response.json()
      if (typeof body !== 'object' || body === null || !('surge_dates' in body)) return []
      const dates: unknown = body.surge_dates
      if (!Array.isArray(dates)) return []
      return dates.map((s: unknown) =>
        typeof s === 'object' && s !== null && 'date' in s ? String(s.date) : '',
      )
    }, `/v1/demand-surge/?date_from=${WINDOW.from}&date_to=${WINDOW.to}&min_surge_intensity=m&location.place_id=${CHICAGO}`)
  ).sort()
  await expect(page.getByRole('heading', { name: `Surge days (${apiDates.length})` })).toBeVisible()
  const bandDates = await page
    .locator('.surge-band')
    .evaluateAll((bands) => bands.map((b) => b.getAttribute('data-date') ?? '').sort())
  expect(bandDates).toEqual(apiDates)
  await saveScreen(page, testInfo, 'analytics-90-days')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Clicking a surge band lists that day's biggest events, linked to the events explorer.
  expect(apiDates.length).toBeGreaterThan(0)
  const first = apiDates[0] ?? ''
  // The mouse clicks where the band is on screen: bring it there first.
  const bandRect = page.locator(`.surge-band[data-date="${first}"]`)
  await bandRect.scrollIntoViewIfNeeded()
  const band = await bandRect.boundingBox()
  if (!band) throw new Error(`no band on ${first}`)
  await page.mouse.click(band.x + band.width / 2, band.y + band.height / 2)
  await expect(page).toHaveURL(new RegExp(`day=${first}`))
  const day = page.getByRole('region', { name: /^Biggest events on / })
  // Beside the chart that was clicked: the page does not jump back to its top.
  await expect(day).toBeInViewport()
  await expect(day.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 })
  await expect(day.getByRole('link').first()).toHaveAttribute('href', /\/events\?/)
  await expect(day.getByRole('link', { name: /^All events of / })).toHaveAttribute(
    'href',
    new RegExp(`from=${first}.*to=${first}|to=${first}.*from=${first}`),
  )
  await saveScreen(page, testInfo, 'analytics-surge-day')

  // The surge-day buttons are the keyboard's way to the same list.
  const last = apiDates[apiDates.length - 1] ?? ''
  const days = page.getByRole('region', { name: /^Surge days/ }).getByRole('button')
  await days.last().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`day=${last}`))
  await expect(days.last()).toHaveAttribute('aria-pressed', 'true')
})

freshPageTest(
  'a radius drawn on the small map is the location, within 100 miles',
  async ({ page }, testInfo) => {
    const sent = await serviceRequests(page)
    const featureRequests = () => sent.filter((url) => url.includes('/v1/features/'))
    await page.goto(BASE)
    await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })

    // Too large: the limit is said and nothing is sent.
    await page.getByRole('button', { name: 'Draw on a map' }).click()
    const map = page.getByRole('region', { name: 'Draw the location on a map' })
    await expect(map.locator('canvas')).toBeVisible({ timeout: 60_000 })
    await map.getByRole('button', { name: 'Type a radius' }).click()
    await map.getByLabel('Radius', { exact: true }).fill('150')
    await map.getByRole('combobox', { name: 'Unit' }).selectOption('mi')
    await map.getByLabel('Lat').fill('41.88')
    await map.getByLabel('Lon').fill('-87.63')
    const sentBefore = featureRequests().length
    // The chart's own requests were seen, so "none since" below means something.
    expect(sentBefore).toBeGreaterThan(0)
    await map.getByRole('button', { name: 'Apply radius' }).click()
    await expect(page).toHaveURL(/within=150mi%4041\.88%2C-87\.63|within=150mi@41\.88,-87\.63/)
    await expect(page).not.toHaveURL(/place=/)
    await expect(
      page.getByRole('alert').filter({ hasText: /at most 100 miles .* Nothing was sent/ }),
    ).toBeVisible()
    await expect(map.getByText(/over the 100-mile limit, so nothing is sent/)).toBeVisible()
    await expect(attendanceChart(page)).toHaveCount(0)
    expect(featureRequests().length).toBe(sentBefore)
    await saveScreen(page, testInfo, 'analytics-radius-too-big')

    // Drawn on the map: a click for the centre, another for the edge.
    const canvas = await map.locator('canvas').boundingBox()
    if (!canvas) throw new Error('the map has no canvas')
    const cx = canvas.x + canvas.width / 2
    const cy = canvas.y + canvas.height / 2
    await map.getByRole('button', { name: 'Draw radius' }).click()
    await page.mouse.click(cx, cy)
    await page.mouse.move(cx + 20, cy, { steps: 4 })
    await page.mouse.click(cx + 20, cy)
    await expect(page).not.toHaveURL(/within=150mi/)
    const within = new URL(page.url()).searchParams.get('within') ?? ''
    const drawn = /^([\d.]+)mi@/.exec(within)
    expect(Number(drawn?.[1])).toBeGreaterThan(0)
    expect(Number(drawn?.[1])).toBeLessThanOrEqual(100)
    await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })
    await expect(map.getByText('At most 100 miles (161 km) from the centre.')).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await saveScreen(page, testInfo, 'analytics-radius-drawn')

    // The request panel shows the features POST the charts sent, with its body, as curl.
    await page.getByText('API requests behind this view').click()
    const post = page.getByRole('region', { name: 'Attendance and rank features' })
    await expect(post).toContainText('POST')
    const curl = post.getByLabel('curl command')
    await expect(curl).toContainText('curl -sS -X POST')
    await expect(curl).toContainText("-H 'Content-Type: application/json'")
    await expect(curl).toContainText('"svc_attendance_concerts"')
    await expect(curl).toContainText(`"radius": "${drawn?.[1] ?? ''}mi"`)
    await expect(curl).toContainText('/v1/features/')
    await expect(
      page.getByRole('region', { name: 'Demand surge request' }).getByLabel('curl command'),
    ).toContainText('location.radius')
  },
)

test('a year is fetched in 90-day chunks, stitched, and drawn in weeks; the CSV stays daily', async ({
  page,
}, testInfo) => {
  await openView(page, `/analytics?place=${CHICAGO}&range=next30`)
  await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })
  await page.getByLabel('Range').selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2026-01-01')
  await page.getByLabel('To', { exact: true }).fill('2026-12-31')
  await expect(page).toHaveURL(/to=2026-12-31/)
  await expect(page).toHaveURL(/from=2026-01-01/)
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: SERVICE_READY_MS })
  await expect(page.getByRole('status').filter({ hasText: /Loading Attendance/ })).toHaveCount(0, {
    timeout: SERVICE_READY_MS,
  })

  // 365 days are drawn as weeks, and the chart says so.
  const weekly = page.getByRole('region', { name: 'Weekly predicted attendance' })
  await expect(weekly).toContainText(
    'Drawn as weekly totals, 7-day bins from 1 Jan 2026; the last holds 1 day.',
  )
  await expect(
    page.getByRole('region', { name: 'Rank features by level' }).getByText(/weekly totals/),
  ).toBeVisible()
  await weekly.getByText('Table of weekly predicted attendance').click()
  const weeks = weekly
    .getByRole('table', { name: 'Weekly predicted attendance' })
    .locator('tbody tr')
  await expect(weeks).toHaveCount(53)
  await expect(weeks.first()).toContainText('1 Jan 2026 – 7 Jan 2026')
  await expect(weeks.last()).toContainText('31 Dec 2026')
  await saveScreen(page, testInfo, 'analytics-year-weeks')
  // The surge threshold steps between the API's 90-day windows, and the chart says why.
  await expect(page.getByRole('region', { name: 'Demand surges' })).toContainText(
    'the threshold steps where one of the 5 windows gives way to the next',
  )

  // Days on request: every day of the year, none missing.
  await page.getByLabel('Charts by').selectOption('day')
  await expect(page).toHaveURL(/bins=day/)
  const daily = page.getByRole('region', { name: 'Daily predicted attendance' })
  // The table opened above stays open, now with the days.
  await expect(daily.getByText('Table of daily predicted attendance')).toBeVisible()
  const rows = daily.getByRole('table', { name: 'Daily predicted attendance' }).locator('tbody tr')
  await expect(rows).toHaveCount(365)
  await expect(rows.first()).toContainText('1 Jan 2026')
  await expect(rows.last()).toContainText('31 Dec 2026')
  await expect(daily.getByRole('table', { name: 'Daily predicted attendance' })).not.toContainText(
    'no data',
  )
  await saveScreen(page, testInfo, 'analytics-year')

  // The CSV is daily whatever the charts draw.
  await page.getByLabel('Charts by').selectOption('week')
  await expect(page.getByRole('region', { name: 'Weekly predicted attendance' })).toBeVisible()
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const lines = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\r\n')
  expect(lines).toHaveLength(366)
  expect(lines[1]).toMatch(/^2026-01-01,/)
  expect(lines[365]).toMatch(/^2026-12-31,/)
})

test('a new period keeps the charts in place, hidden until its first answer', async ({ page }) => {
  await openView(page, `/analytics?place=${CHICAGO}&range=next30`)
  await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })
  // Every state the charts go through, and whether the chart drawn now is the one still there.
  await page.evaluate(() => {
    const charts = document.querySelector('.analytics-charts')
    const plot = document.querySelector('.chart-panel__plot')
    plot?.firstElementChild?.setAttribute('data-drawn-before', '')
    const seen: string[] = []
    Object.assign(window, { analyticsStates: seen })
    new MutationObserver(() => {
      const busy = document.querySelector('.analytics-charts')?.getAttribute('aria-busy') ?? 'gone'
      const plot = document.querySelector('.chart-panel__plot')
      const first = plot?.firstElementChild
      const shown = first ? getComputedStyle(first).visibility : 'none'
      // The chart says "no data yet" in its text alternative while it draws empty rows.
      const empty = plot?.getAttribute('aria-label')?.includes('no data yet') ? ' empty' : ''
      const skeleton = document.querySelector('[aria-label="Loading the charts"]')
        ? ' skeleton'
        : ''
      const state = `${busy} ${shown}${empty}${skeleton}`
      if (seen.at(-1) !== state) seen.push(state)
    }).observe(charts?.parentElement ?? document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    })
  })
  // A period no other journey asks for, not even as another's previous period: its answers
  // cannot be in the page's cache already.
  await page.getByLabel('Range').selectOption('custom')
  await expect(page).toHaveURL(/range=custom/)
  // The end first: before the start on screen, it is refused and changes nothing.
  await page.getByLabel('To', { exact: true }).fill('2026-06-20')
  await page.getByLabel('From', { exact: true }).fill('2026-04-11')
  await expect(page).toHaveURL(/from=2026-04-11/)
  await expect(page).toHaveURL(/to=2026-06-20/)
  await expect(page.locator('.analytics-charts')).toHaveAttribute('aria-busy', 'false', {
    timeout: SERVICE_READY_MS,
  })
  await expect(attendanceChart(page)).toBeVisible()
  const states = await page.evaluate(() =>
    'analyticsStates' in window ? (window.analyticsStates as string[]) : [],
  )
  // Busy and hidden while the first answer was on its way, never replaced by the skeleton nor shown
  // empty; then shown again. The chart element is the one drawn before: it updated rather than
  // mounted again.
  expect(states.some((state) => state.startsWith('true hidden'))).toBe(true)
  expect(states.at(-1)).toBe('false visible')
  expect(states.filter((state) => state.includes('skeleton'))).toEqual([])
  expect(states.filter((state) => state.includes('visible empty'))).toEqual([])
  await expect(page.locator('.chart-panel__plot > [data-drawn-before]')).toHaveCount(1)
})

test('custom dates keep the charts; a wrong radius or period is said beside its field, and nothing changes', async ({
  page,
}, testInfo) => {
  await openView(page, `/analytics?place=${CHICAGO}&range=next30`)
  await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })
  const chartName = await attendanceChart(page).getAttribute('aria-label')

  // KPI figures are written one way: whole counts with grouping, an average with its unit.
  const kpis = page.getByRole('region', { name: 'Key figures' })
  await expect(kpis).toContainText(/people a day/)
  await expect(kpis).not.toContainText(/\d[KMB]\b/)
  // Daily counts summed over the days are event-days, said where the figure is, so they are not
  // read as the events view's count of events.
  await expect(kpis).toContainText(/Non-attended event-days[\s\S]*\d event-days/)
  // The next 30 days against the 30 before: the tiles say why a future period reads low.
  const ahead = page.getByText(/^Days after today hold only the events announced so far/)
  await expect(ahead).toBeVisible()

  // "Custom dates" starts from the period on screen: same charts, no message.
  await page.getByLabel('Range').selectOption('custom')
  await expect(page).toHaveURL(/range=custom/)
  const from = page.getByLabel('From', { exact: true })
  const to = page.getByLabel('To', { exact: true })
  await expect(from).not.toHaveValue('')
  await expect(to).not.toHaveValue('')
  const url = new URL(page.url())
  expect(url.searchParams.get('from')).toBe(await from.inputValue())
  expect(url.searchParams.get('to')).toBe(await to.inputValue())
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText('Pick the first and last day of the custom period.')).toHaveCount(0)
  await expect(attendanceChart(page)).toHaveAttribute('aria-label', chartName ?? '')
  await expect(from).toHaveAttribute('aria-invalid', 'false')

  // A last day before the first: said beside the dates, not applied.
  const shownUrl = page.url()
  await to.fill('2020-01-01')
  await expect(to).toHaveAttribute('aria-invalid', 'true')
  await expect(to).toHaveAccessibleDescription(/^From is after To/)
  // A period over a year: the view's own limit, said the same way.
  await to.fill('2030-12-31')
  await expect(to).toHaveAccessibleDescription(/analytics charts at most 366 days/)
  expect(page.url()).toBe(shownUrl)
  await expect(attendanceChart(page)).toHaveAttribute('aria-label', chartName ?? '')

  // A radius written in words: told how to write one, and the place stays charted.
  const radius = page.getByRole('searchbox', { name: /^Radius area, at most 100 mi/ })
  await radius.fill('10 km around Times Square')
  await radius.press('Enter')
  await expect(radius).toHaveAttribute('aria-invalid', 'true')
  await expect(radius).toHaveAccessibleDescription(/^Write a radius as 10km@40\.75,-73\.99/)
  await expect(page).not.toHaveURL(/within=/)
  await expect(page).toHaveURL(new RegExp(`place=${CHICAGO}`))
  await expect(attendanceChart(page)).toHaveAttribute('aria-label', chartName ?? '')
  // Over the view's 100 miles: said beside the field too, before anything is sent.
  await radius.fill('150mi@41.88,-87.63')
  await radius.press('Enter')
  await expect(radius).toHaveAccessibleDescription(/at most 100 miles/)
  await expect(page).not.toHaveURL(/within=/)
  await saveScreen(page, testInfo, 'analytics-wrong-inputs')
  expect(await seriousA11yViolations(page)).toEqual([])

  // Fixed, the message goes and the radius applies.
  await radius.fill('10km@41.88,-87.63')
  await expect(radius).toHaveAttribute('aria-invalid', 'false')
  await radius.press('Enter')
  await expect(page).toHaveURL(/within=10km/)

  // A past period against a past period: nothing unannounced, nothing to explain.
  await page.getByLabel('Range').selectOption('prev30')
  await expect(kpis).toBeVisible({ timeout: SERVICE_READY_MS })
  await expect(ahead).toHaveCount(0)
})

test('brush a span, export the charts and the CSV', async ({ page }, testInfo) => {
  await openView(page, BASE)
  await expect(attendanceChart(page)).toBeVisible({ timeout: SERVICE_READY_MS })

  const plot = page.locator('.recharts-surface').first()
  const box = await plot.boundingBox()
  if (!box) throw new Error('the attendance chart has no box')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.45, y, { steps: 5 })
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 })
  await page.mouse.up()
  await expect(page).toHaveURL(/selFrom=2027-01-\d\d|selFrom=2026-12-\d\d/)
  const selFrom = new URL(page.url()).searchParams.get('selFrom') ?? ''
  await expect(
    page.getByText(/^Selected \d{1,2} [A-Z][a-z]{2} \d{4}( – \d{1,2} [A-Z][a-z]{2} \d{4})?:/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open in events explorer' })).toHaveAttribute(
    'href',
    new RegExp(`from=${selFrom}`),
  )
  await expect(page.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
    'href',
    new RegExp(`from=${selFrom}`),
  )
  await saveScreen(page, testInfo, 'analytics-brushed')

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PNG of Daily predicted attendance' }).click(),
  ])
  expect(png.suggestedFilename()).toMatch(/^analytics-attendance-.*\.png$/)
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'SVG of Daily predicted attendance' }).click(),
  ])
  const svgText = await readFile(await svg.path(), 'utf8')
  expect(svgText).toMatch(/<g class="chart-legend"[^>]*>.*>Concerts<\/text>.*>Period average/)
  expect(svgText).toContain('Chicago')

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const lines = (await readFile(await csv.path(), 'utf8')).trimEnd().split('\r\n')
  expect(lines[0]).toMatch(/^date,Community attendance \(sum\)/)
  expect(lines).toHaveLength(91)
  expect(lines[1]).toMatch(new RegExp(`^${WINDOW.from},`))
})

freshPageTest(
  'demo-events-only is told features are not in its plan',
  async ({ page, consoleErrors }) => {
    await useConnection(page, { mode: 'embedded', baseUrl: '', token: 'demo-events-only' })
    await page.goto(BASE)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your plan does not include this data' }),
    ).toBeVisible({
      timeout: SERVICE_READY_MS,
    })
    await expect(page.getByRole('img', { name: /Daily predicted attendance/ })).toHaveCount(0)
    // The browser logs each refused request; those 403s are the point of this journey.
    forgetExpectedLoadErrors(consoleErrors, /status of 403/)
  },
)
