// The calendar of busy days: a year heatmap for a city from the calendar endpoint,
// checked cell by cell against the API, metric and zone switches, a day and a range listed beside
// it, the exports, the keyboard, and a hand-edited address that falls back with a note.
import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'
import {
  expect,
  keptPageTest as test,
  saveScreen,
  seriousA11yViolations,
  test as freshPageTest,
} from './fixtures'
import { openView } from './kept-page'
import { DAY_MS } from '../src/utils/time'

const TOKEN = 'demo-analyst'
/** The embedded dataset is built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 180_000
const STEP_MS = 60_000

test.describe.configure({ timeout: 3 * SERVICE_READY_MS })

const NYC = '25km@40.7128,-74.006'
const YEAR = new Date().getUTCFullYear()

interface CalendarDay {
  readonly date: string
  readonly count: number
}

/** Every day of the calendar endpoint for `query`, following `next` links, from the page. */
async function calendarDays(page: Page, query: string): Promise<CalendarDay[]> {
  return page.evaluate(
    async ({ query, token }) => {
      const days: { date: string; count: number }[] = []
      let next: string | null = `/v1/events/calendar/?${query}`
      while (next !== null) {
        const response = await fetch(next, { headers: { Authorization: `Bearer ${token}` } })
        if (!response.ok) throw new Error(`${next}: ${String(response.status)}`)
        const page = (await response.json()) as {
          next: string | null
          results: { date: string; count: number }[]
        }
        days.push(...page.results)
        next = page.next
      }
      return days
    },
    { query, token: TOKEN },
  )
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** `Tue 3 Mar 2026`, as the calendar writes a day (docs/view-habits.md "Dates"). */
function dateWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return `${WEEKDAYS[day.getUTCDay()] ?? ''} ${String(day.getUTCDate())} ${MONTHS[day.getUTCMonth()] ?? ''} ${String(day.getUTCFullYear())}`
}

const heatmap = (page: Page) => page.getByRole('grid', { name: /per day/ })
const cell = (page: Page, date: string) => heatmap(page).locator(`[data-date="${date}"]`)

test('a year of busy days for a city: counts, metric, zone, days, ranges, exports, keyboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  // No zone in the address: the days are counted in the radius's zone, and the address says so.
  // The plain count, so each cell can be checked against the endpoint's `count`.
  await openView(page, `/calendar?within=${NYC}&month=${String(YEAR)}-03&metric=count`)
  await expect(page).toHaveURL(/tz=America%2FNew_York/, { timeout: SERVICE_READY_MS })
  await expect(heatmap(page)).toBeVisible({ timeout: SERVICE_READY_MS })
  await expect(heatmap(page)).toHaveAccessibleName(/days in America\/New_York \(UTC-5 to UTC-4\)$/)
  await expect(page.getByLabel('Days counted in')).toHaveValue('America/New_York')
  await expect(page.getByRole('heading', { level: 2, name: String(YEAR) })).toBeVisible()
  await expect(heatmap(page).getByRole('gridcell')).toHaveCount(
    new Date(Date.UTC(YEAR, 1, 29)).getUTCMonth() === 1 ? 366 : 365,
  )

  await test.step('five cells match the calendar endpoint', async () => {
    const days = await calendarDays(
      page,
      `active.gte=${String(YEAR)}-01-01&active.lte=${String(YEAR)}-12-31&active.tz=America/New_York&within=${NYC}`,
    )
    const busy = days.filter((d) => d.count > 0)
    expect(busy.length).toBeGreaterThan(5)
    const picks = [0, 1, 2, 3, 4].map((i) => busy[Math.floor((i * (busy.length - 1)) / 4)])
    for (const day of picks) {
      if (!day) continue
      await expect(cell(page, day.date)).toHaveAccessibleName(
        new RegExp(`: ${day.count.toLocaleString('en-US')} events?(,|$)`),
      )
    }
    // A day the endpoint does not list is drawn, and says it has none.
    const listed = new Set(days.map((d) => d.date))
    const quiet = [...Array(365).keys()]
      .map((i) => new Date(Date.UTC(YEAR, 0, 1 + i)).toISOString().slice(0, 10))
      .find((date) => !listed.has(date))
    if (quiet) await expect(cell(page, quiet)).toHaveAccessibleName(/: no events$/)
  })
  await test.step('the legend states round steps, and every day sits in the step of its count', async () => {
    const legend = page.locator('.calendar-legend')
    const title = (await legend.locator('figcaption').innerText()).trim()
    const scale = /^Events per day, (?:linear steps of ([\d,]+)|doubling steps \(1–2–5\))$/.exec(
      title,
    )
    expect(scale, title).not.toBeNull()
    const labels = await legend.getByRole('listitem').allInnerTexts()
    expect(labels[0]?.trim()).toBe('0')
    const uppers = labels
      .slice(1)
      .map((label) => Number(label.trim().split('–').pop()?.replace(/,/g, '')))
    const step = scale?.[1] === undefined ? undefined : Number(scale[1].replace(/,/g, ''))
    for (const [i, hi] of uppers.entries()) {
      // Linear: multiples of the step; doubling: 1, 2 or 5 times a power of ten.
      if (step !== undefined) expect(hi).toBe(step * (i + 1))
      else expect(String(hi)).toMatch(/^[125]0*$/)
    }
    // Two days of nearly the same count are never drawn as calm and extreme: a day's colour is
    // the step its count falls in.
    const days = await calendarDays(
      page,
      `active.gte=${String(YEAR)}-01-01&active.lte=${String(YEAR)}-12-31&active.tz=America/New_York&within=${NYC}`,
    )
    const busiest = [...days].sort((a, b) => b.count - a.count)[0]
    if (busiest) expect(busiest.count).toBeLessThanOrEqual(uppers.at(-1) ?? 0)
  })
  await saveScreen(page, testInfo, 'calendar-year')
  expect(await seriousA11yViolations(page)).toEqual([])

  await test.step('switch the metric and the time zone', async () => {
    await page.getByLabel('Colour by').selectOption({ label: 'Top rank' })
    await expect(page).toHaveURL(/metric=top/)
    await expect(page.locator('.calendar-legend')).toContainText('81–100 (level 5)')
    await expect(page.locator('.calendar-legend figcaption')).toHaveText(
      'Top rank per day, by rank level',
    )
    await page.getByLabel('Colour by').selectOption({ label: 'One category’s events' })
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Sports' })
    await expect(page).toHaveURL(/metricCategory=sports/)
    await expect(
      page.getByRole('heading', { name: /Busiest days (of the period|of \d{4}) · Sports events/ }),
    ).toBeVisible()
    await page.getByLabel('Days counted in').selectOption('Europe/London')
    await expect(page).toHaveURL(/tz=Europe%2FLondon/)
    await expect(heatmap(page)).toHaveAccessibleName(/days in Europe\/London/, { timeout: STEP_MS })
  })

  await test.step('click a day and see its events', async () => {
    const days = await calendarDays(
      page,
      `active.gte=${String(YEAR)}-01-01&active.lte=${String(YEAR)}-12-31&active.tz=Europe/London&within=${NYC}`,
    )
    const busiest = [...days].sort((a, b) => b.count - a.count)[0]
    if (!busiest) throw new Error('no busy day')
    await cell(page, busiest.date).click()
    await expect(page).toHaveURL(new RegExp(`day=${busiest.date}`))
    const panel = page.getByRole('region', { name: /^Events of / })
    await expect(
      panel.getByRole('list', { name: 'Biggest events first' }).getByRole('listitem'),
    ).not.toHaveCount(0, { timeout: STEP_MS })
    const link = panel.getByRole('link', { name: 'Open in the events explorer' })
    const href = new URL(String(await link.getAttribute('href')), page.url())
    expect(href.pathname).toBe('/events')
    expect(href.searchParams.get('from')).toBe(busiest.date)
    expect(href.searchParams.get('to')).toBe(busiest.date)
    expect(href.searchParams.get('tz')).toBe('Europe/London')
    expect(href.searchParams.get('within')).toBe(NYC)
  })

  await test.step('shift-click selects a range', async () => {
    const first = new URL(page.url()).searchParams.get('day') ?? ''
    const later = new Date(Date.parse(`${first}T00:00:00Z`) + 3 * DAY_MS).toISOString().slice(0, 10)
    const target = later.startsWith(String(YEAR)) ? later : first
    await cell(page, target).click({ modifiers: ['Shift'] })
    await expect(page.getByRole('region', { name: /\(4 days\)$/ })).toBeVisible()
    await expect(page.getByText('Categories of the range')).toBeVisible()
  })

  await test.step('a drag across days selects a range', async () => {
    // Monday to Thursday of one week: one column of the year layout.
    const monday = new Date(Date.UTC(YEAR, 5, 1))
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7))
    const dates = [0, 1, 2, 3].map((i) =>
      new Date(monday.getTime() + i * DAY_MS).toISOString().slice(0, 10),
    )
    await cell(page, dates[0] ?? '').scrollIntoViewIfNeeded()
    const from = await cell(page, dates[0] ?? '').boundingBox()
    const to = await cell(page, dates[3] ?? '').boundingBox()
    if (!from || !to) throw new Error('the cells have no box')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 })
    await page.mouse.up()
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('day') === dates[0] && url.searchParams.get('dayEnd') === dates[3],
    )
    await expect(page.getByRole('region', { name: /\(4 days\)$/ })).toContainText(
      dateWords(dates[0] ?? ''),
    )
    for (const date of dates)
      await expect(cell(page, date)).toHaveAttribute('aria-selected', 'true')
  })
  await saveScreen(page, testInfo, 'calendar-range')

  await test.step('the table alternative says the same about each day', async () => {
    const days = await calendarDays(
      page,
      `active.gte=${String(YEAR)}-01-01&active.lte=${String(YEAR)}-12-31&active.tz=Europe/London&within=${NYC}`,
    )
    const busiest = [...days].sort((a, b) => b.count - a.count)[0]
    if (!busiest) throw new Error('no busy day')
    await page.getByRole('radio', { name: 'Table' }).click()
    await expect(page).toHaveURL(/display=table/)
    const table = page.getByRole('table', { name: /^Days of \d{4}, counted in Europe\/London/ })
    await expect(table.locator('tbody tr')).toHaveCount(
      new Date(Date.UTC(YEAR, 1, 29)).getUTCMonth() === 1 ? 366 : 365,
    )
    const row = table.locator(`tr[data-date="${busiest.date}"]`)
    await expect(row.getByRole('rowheader')).toHaveText(dateWords(busiest.date))
    await expect(row.getByRole('cell').first()).toHaveText(busiest.count.toLocaleString('en-US'))
    await expect(row.getByRole('cell').last()).toHaveText(/^[A-Z][a-z-]+( [A-Za-z-]+)* \d/)
    await expect(
      page.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'SVG' }),
    ).toBeDisabled()
    await row.getByRole('button').click()
    await expect(page).toHaveURL(new RegExp(`day=${busiest.date}(&|$)`))
    await expect(
      page.getByRole('region', { name: `Events of ${dateWords(busiest.date)}` }),
    ).toBeVisible()
    await saveScreen(page, testInfo, 'calendar-table')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('radio', { name: 'Heatmap' }).click()
    await expect(heatmap(page)).toBeVisible()
  })

  await test.step('export PNG, SVG and CSV', async () => {
    const exports = page.getByRole('group', { name: 'Export' })
    for (const [name, pattern] of [
      ['PNG', /^calendar-.*\.png$/],
      ['SVG', /^calendar-.*\.svg$/],
      ['CSV of days', /^calendar-days-.*\.csv$/],
    ] as const) {
      const download = page.waitForEvent('download', { timeout: STEP_MS })
      await exports.getByRole('button', { name }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(pattern)
      const body = await readFile(await file.path())
      if (name === 'PNG') expect(body.subarray(1, 4).toString()).toBe('PNG')
      if (name === 'SVG') {
        const text = body.toString()
        expect(text).toContain('<svg')
        expect(text).toContain('Sports events')
        expect(text).toContain(`within=${NYC}`)
      }
      if (name === 'CSV of days') {
        const lines = body.toString().trim().split('\r\n')
        expect(lines[0]).toMatch(/^date,weekday,events,/)
        expect(lines.length).toBeGreaterThanOrEqual(366)
      }
    }
  })

  await test.step('navigate by keyboard', async () => {
    await page.getByRole('radio', { name: 'Month' }).click()
    await expect(heatmap(page).getByRole('gridcell')).toHaveCount(31)
    const start = `${String(YEAR)}-03-10`
    await cell(page, start).focus()
    await page.keyboard.press('ArrowRight')
    await expect(cell(page, `${String(YEAR)}-03-11`)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(cell(page, `${String(YEAR)}-03-18`)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`day=${String(YEAR)}-03-18`))
    await expect(
      page.getByRole('region', { name: /^Events of Wednesday|^Events of / }),
    ).toContainText('18 Mar')
  })
  await saveScreen(page, testInfo, 'calendar-month')
  expect(await seriousA11yViolations(page)).toEqual([])
})

freshPageTest('a hand-edited radius or zone falls back with a visible note', async ({ page }) => {
  await page.goto('/calendar?within=ten-miles&tz=Mars/Olympus')
  // The notes and the fallback show at once, before the embedded service is ready.
  await expect(page.getByText(/radius area “ten-miles” in the address is not valid/)).toBeVisible({
    timeout: STEP_MS,
  })
  await expect(page.getByText(/time zone “Mars\/Olympus” in the address is unknown/)).toBeVisible()
  await expect(page.getByLabel('Days counted in')).toHaveValue('UTC')
  await expect(page.getByRole('region', { name: 'View context' })).toContainText('Everywhere')
})

test('choosing a radius counts days in its zone; a chosen UTC stays on reload', async ({
  page,
}) => {
  await openView(page, `/calendar?month=${String(YEAR)}-03`)
  await expect(heatmap(page)).toBeVisible({ timeout: SERVICE_READY_MS })
  await expect(page.getByLabel('Days counted in')).toHaveValue('UTC')
  // Days are coloured by impact unless the analyst picks another metric, and the legend says how.
  await expect(page.getByLabel('Colour by')).toHaveValue('impact')
  await expect(page.locator('.calendar-legend figcaption')).toHaveText(/^Impact per day, /)
  await expect(page.locator('.calendar-legend')).toContainText('each level up counts 9 times more')
  await expect(page.getByRole('heading', { name: /^Busiest days .* · Impact$/ })).toBeVisible()
  // Five days first; the list says how many it holds and unfolds ten more at a time.
  const busiest = page.locator('.busiest-days')
  await expect(busiest.getByRole('listitem')).toHaveCount(5)
  await expect(busiest).toContainText(/5 of [\d,]+ days with any/)
  await busiest.getByRole('button', { name: 'Show 10 more' }).click()
  await expect(busiest.getByRole('listitem')).toHaveCount(15)
  await expect(busiest).toContainText(/15 of [\d,]+ days with any/)
  await page.getByText('Filters', { exact: true }).click()
  const radius = page.getByLabel('Radius area (radius@lat,lon)')
  // A radius in words is told how to write one, and the calendar stays as it is.
  await radius.fill('20 km around London')
  await radius.press('Enter')
  await expect(radius).toHaveAttribute('aria-invalid', 'true')
  await expect(radius).toHaveAccessibleDescription(/^Write a radius as 10km@40\.75,-73\.99/)
  await expect(page).not.toHaveURL(/within=/)
  await expect(heatmap(page)).toHaveAccessibleName(/days in UTC$/)
  await radius.fill('20km@51.5,-0.12')
  await radius.press('Enter')
  await expect(page).toHaveURL(/tz=Europe%2FLondon/, { timeout: STEP_MS })
  await expect(heatmap(page)).toHaveAccessibleName(/days in Europe\/London \(UTC to UTC\+1\)$/, {
    timeout: STEP_MS,
  })
  await expect(page.getByLabel('Days counted in').locator('option:checked')).toHaveText(
    'Europe/London (the place’s zone)',
  )

  await page.getByLabel('Days counted in').selectOption({ label: 'UTC' })
  await expect(page).toHaveURL(/tz=Etc%2FUTC/)
  await page.reload()
  await expect(heatmap(page)).toHaveAccessibleName(/days in UTC$/, {
    timeout: SERVICE_READY_MS,
  })
  await expect(page).toHaveURL(/tz=Etc%2FUTC/)
})
