// A saved location's brief as an analyst sends it: save a location, open its brief from the
// detail, print it to PDF on A4 and on US Letter, each exactly one page with the map's picture and
// the ten biggest events the API names; in the dark theme the printed brief is still light.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { BASEMAP_PALETTES } from '../src/components/map/basemap-style'
import { formatTimestampDate } from '../src/utils/dates'
import { canvasPixels } from './canvas-pixels'
import { luminance } from './computed-colour'
import { expect, saveScreen, seriousA11yViolations, test } from './fixtures'

/** The embedded dataset is built in the page on every load; on a busy machine that takes a while. */
const SERVICE_READY_MS = 300_000
/** A saved location turns active once enriched (SERVICE_ENRICH_MS, 1.5 s by default). */
const ACTIVE_MS = 90_000
/** The brief waits for every part: the map's picture, the figures, the chart, the events. */
const BRIEF_READY_MS = 120_000
const TOKEN = 'demo-analyst'

test.describe.configure({ timeout: SERVICE_READY_MS + 4 * 60_000 })

/**
 * Saves a location the way an analyst does: a typed radius, a name, a label, Save; waits until it
 * is active and returns its id. The one place the journey knows the create form.
 */
async function createLocation(page: Page, name: string, within: string): Promise<string> {
  await page.goto('/locations')
  await expect(page.locator('.locations-list .skeleton')).toHaveCount(0, {
    timeout: SERVICE_READY_MS,
  })
  await page.getByRole('button', { name: 'New location' }).first().click()
  const form = page.getByRole('form', { name: 'New location' })
  await form.getByLabel('Or type radius@lat,lon').fill(within)
  await form.getByRole('button', { name: 'Set radius' }).click()
  await form.getByLabel('Name').fill(name)
  await form.getByRole('combobox', { name: 'Labels' }).fill('downtown')
  await form.getByRole('combobox', { name: 'Labels' }).press('Enter')
  await form.getByRole('button', { name: 'Save' }).click()
  const detail = page.getByRole('article', { name })
  await expect(detail.getByText('Active', { exact: true })).toBeVisible({ timeout: ACTIVE_MS })
  const id = new URL(page.url()).searchParams.get('id')
  if (!id) throw new Error('the saved location is not in the address')
  return id
}

/** Opens the brief from the location's detail and waits until every part of it is in. */
async function openBrief(page: Page, name: string, id: string): Promise<void> {
  await page
    .getByRole('article', { name })
    .getByRole('link', { name: /^Brief/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/locations/${id}/brief`))
  await expect(page.getByRole('article', { name: `Brief: ${name}` })).toHaveAttribute(
    'data-ready',
    'true',
    { timeout: BRIEF_READY_MS },
  )
}

/** Picks the paper on screen, waits for the brief to be laid out (and its map pictured) anew. */
async function choosePaper(page: Page, paper: 'a4' | 'letter'): Promise<void> {
  await page.emulateMedia({ media: 'screen' })
  await page.getByLabel('Paper').selectOption(paper)
  await expect(page.locator(`.brief-sheet[data-paper="${paper}"]`)).toHaveAttribute(
    'data-ready',
    'true',
  )
}

/** The page objects of a PDF (`/Type /Page`, not the `/Pages` tree), as Chromium writes them. */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

/** How much of the map's printed picture is the light basemap's land, its water, and the rest. */
async function pictureShares(page: Page): Promise<{ land: number; water: number; rest: number }> {
  const near = async (hex: string) =>
    canvasPixels(page, '.brief-map__print', { near: rgb(hex), within: 8 })
  const size = await page
    .locator('.brief-map__print')
    .evaluate((img: HTMLImageElement) => img.naturalWidth * img.naturalHeight)
  // A city's land is mostly its urban area's tint.
  const { land: bare, urban } = BASEMAP_PALETTES.light
  const land = ((await near(bare)) + (await near(urban))) / Math.max(1, size)
  const water = (await near(BASEMAP_PALETTES.light.water)) / Math.max(1, size)
  return { land, water, rest: 1 - land - water }
}

interface ApiEvent {
  readonly title: string
  readonly start: string
  readonly timezone: string | null
  readonly rank: number
}

test('a location’s brief prints on one page of A4 and of Letter, with its map and ten biggest events', async ({
  page,
}, testInfo) => {
  const name = 'Loop brief'
  const id = await createLocation(page, name, '10km@41.88,-87.63')
  await openBrief(page, name, id)
  const sheet = page.getByRole('article', { name: `Brief: ${name}` })
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(sheet.locator('.brief-facts').getByText('10 km', { exact: true })).toBeVisible()
  await expect(sheet.getByRole('list', { name: 'Labels' })).toHaveText('downtown')
  await expect(sheet.getByText(/^Embedded demo dataset/)).toBeVisible()
  // Saved a moment ago: the changes start from now (docs/location-changes.md), and say so.
  await expect(sheet.getByRole('region', { name: /Changes since the last visit/ })).toContainText(
    /No changes since \d+ \w+ \d{4}/,
  )

  // The ten biggest events are the API's first page sorted by attendance, in its order.
  const answer = await page.evaluate(
    async ([path, token]) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
      return (await response.json()) as { count: number; results: ApiEvent[] }
    },
    [
      `/v1/saved-locations/${id}/insights/events/?date_range_type=next_90d&sort=-svc_attendance&limit=10&offset=0`,
      TOKEN,
    ] as const,
  )
  expect(answer.count).toBeGreaterThanOrEqual(10)
  const rows = sheet.locator('.brief-table tbody tr')
  await expect(rows).toHaveCount(10)
  await expect(sheet.locator('.brief-table__title')).toHaveText(answer.results.map((e) => e.title))
  await expect(rows.locator('td:nth-child(3)')).toHaveText(
    answer.results.map((e) => formatTimestampDate(e.start, e.timezone)),
  )
  await expect(rows.locator('td:nth-child(5)')).toHaveText(
    answer.results.map((e) => String(e.rank)),
  )
  await expect(sheet.getByRole('heading', { name: /by predicted attendance/ })).toContainText(
    '-svc_attendance',
  )

  expect(await seriousA11yViolations(page)).toEqual([])

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(size)
    await saveScreen(page, testInfo, `locations-brief-${String(size.width)}`)
  }

  for (const [paper, format] of [
    ['a4', 'A4'],
    ['letter', 'Letter'],
  ] as const) {
    await choosePaper(page, paper)
    await page.emulateMedia({ media: 'print' })
    // The app's frame and the buttons stay off paper; the map prints as its picture, not blank.
    await expect(page.locator('.top-bar')).toBeHidden()
    await expect(page.locator('.side-nav')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden()
    await expect(page.locator('.brief-map__print')).toBeVisible()
    // Not blank: the basemap, and over it the radius and its events.
    const shares = await pictureShares(page)
    expect(shares.land + shares.water).toBeGreaterThan(0.2)
    expect(shares.rest).toBeGreaterThan(0.02)
    const pdf = await page.pdf({ format })
    expect(pdfPages(pdf), `${format} pages`).toBe(1)
    // With E2E_SCREENS=1 the PDFs join the screenshots, for people to look at (fixtures.ts).
    if (process.env.E2E_SCREENS === '1') {
      const dir = join(testInfo.project.outputDir, 'screens')
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, `locations-brief-${paper}.pdf`), pdf)
    }
  }

  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('link', { name: '← Back to location' }).click()
  await expect(page.getByRole('article', { name })).toBeVisible()
})

test('in the dark theme the brief is light paper, on screen and in print', async ({ page }) => {
  const name = 'Dark brief'
  const id = await createLocation(page, name, '5km@41.88,-87.63')
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await openBrief(page, name, id)
  // On screen: a dark app around a light sheet.
  expect(await luminance(page, '.main', 'background-color')).toBeLessThan(0.1)
  expect(await luminance(page, '.brief-sheet', 'background-color')).toBeGreaterThan(0.9)

  await choosePaper(page, 'a4')
  await page.emulateMedia({ media: 'print' })
  expect(await luminance(page, 'body', 'background-color')).toBeGreaterThan(0.9)
  expect(await luminance(page, '.brief-sheet', 'background-color')).toBeGreaterThan(0.9)
  expect(await luminance(page, '.brief-sheet h1', 'color')).toBeLessThan(0.1)
  expect(await luminance(page, '.brief-table td', 'color')).toBeLessThan(0.1)
  expect(
    await luminance(page, '.brief-sheet .recharts-cartesian-axis-tick-value', 'fill'),
  ).toBeLessThan(0.2)
  // The map's picture is the light basemap, not the dark one the app shows elsewhere.
  expect((await pictureShares(page)).land).toBeGreaterThan(0.05)
  for (const dark of [BASEMAP_PALETTES.dark.land, BASEMAP_PALETTES.dark.urban]) {
    expect(await canvasPixels(page, '.brief-map__print', { near: rgb(dark), within: 8 })).toBe(0)
  }
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1)
})
