// One context across views (docs/view-context.md): the place and period picked in the events
// explorer travel through the navigation to every other view and back, and each view shows them
// and lets the analyst drop them.
import { expect, keptPageTest as test, saveScreen } from './fixtures'
import { openView } from './kept-page'

const SERVICE_READY_MS = 180_000
test.describe.configure({ timeout: 2 * SERVICE_READY_MS })

const WITHIN = '25km@40.7128,-74.006'
const VIEWS = ['Calendar', 'Analytics', 'Broadcasts', 'Locations'] as const

const param = (url: string, key: string) => new URL(url).searchParams.get(key)

test('the place and period travel from Events to every view and back', async ({
  page,
}, testInfo) => {
  await openView(page, `/events?range=next90&tz=America/New_York&within=${WITHIN}&category=sports`)
  const context = page.getByRole('region', { name: 'View context' })
  await expect(context).toContainText('Next 90 days', { timeout: SERVICE_READY_MS })
  await expect(context).toContainText('25 km around 40.71, -74.01')

  for (const view of VIEWS) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: view }).click()
    await expect(page.getByRole('heading', { level: 1, name: view })).toBeVisible()
    const url = page.url()
    expect(param(url, 'range'), view).toBe('next90')
    expect(param(url, 'tz'), view).toBe('America/New_York')
    expect(param(url, 'within'), view).toBe(WITHIN)
    // The events filters are the events view's own; only the context travels.
    expect(param(url, 'category'), view).toBeNull()
    await expect(context).toContainText('Next 90 days')
    // The zone written as the rows write theirs: New York's offset. Locations' figures are the
    // saved locations' next 90 days in UTC, and its chip says so.
    await expect(context).toContainText(
      view === 'Locations' ? /Insights cover\s*Next 90 days \(.*, UTC\)/ : /UTC-[45]/,
    )
    await expect(context).toContainText('25 km around 40.71, -74.01')
  }
  await saveScreen(page, testInfo, 'context-locations')

  // Dropped in one view, the area is gone from the next one too.
  const withChips = await context.boundingBox()
  await context.getByRole('button', { name: /^Drop area/ }).click()
  await expect(page).not.toHaveURL(/within=/)
  await expect(context).toContainText('Everywhere')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  expect(param(page.url(), 'range')).toBe('next90')
  expect(param(page.url(), 'within')).toBeNull()
  await expect(page.getByLabel('Range')).toHaveValue('next90')

  // With no chip left to drop, the bar keeps its height: the map under it is not resized.
  await context.getByRole('button', { name: /^Drop period/ }).click()
  await expect(context.getByRole('button')).toHaveCount(0)
  expect((await context.boundingBox())?.height).toBe(withChips?.height)
})

test('place ids stay plain in the address and reach the next view', async ({ page }) => {
  // New York City's GeoNames id: a numeric-looking id must not be written as JSON ("…").
  await openView(page, '/calendar?place=5128581&range=prev30')
  const context = page.getByRole('region', { name: 'View context' })
  await expect(context).toContainText('Previous 30 days')
  await expect(context).toContainText('New York', { timeout: SERVICE_READY_MS })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click()
  await expect(page).toHaveURL(/[?&]place=5128581(&|$)/)
  await expect(page.getByRole('list', { name: /Chosen places/i })).toContainText('New York')
  await context.getByRole('button', { name: /^Drop period/ }).click()
  await expect(page).not.toHaveURL(/range=/)
})

test('a note beside the chips shows whole or not at all, and never shortens a chip, on a laptop screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  for (const path of ['/analytics', '/locations', '/events']) {
    await openView(page, path)
    const notes = page.getByRole('region', { name: 'View context' }).locator('.context-bar__hint')
    await expect(notes.first()).toBeAttached()
    const read = () =>
      notes.evaluateAll((items) =>
        items.map((item) => ({
          text: item.textContent,
          cut: item.scrollWidth > item.clientWidth + 1,
          shown: getComputedStyle(item).visibility === 'visible',
        })),
      )
    // Cut and shown ("Every…") never; whole, or hidden.
    await expect
      .poll(async () => (await read()).filter((note) => note.cut && note.shown).map((n) => n.text))
      .toEqual([])
    // Where there is room, the note shows.
    if (path === '/events') expect((await read()).every((note) => note.shown)).toBe(true)
    // A note never shortens a chip, not even by the ellipsis of a pixel.
    const cutChips = await page
      .getByRole('region', { name: 'View context' })
      .locator('.context-chip__text')
      .evaluateAll((texts) =>
        texts.filter((text) => text.scrollWidth > text.clientWidth).map((t) => t.textContent),
      )
    expect(cutChips).toEqual([])
  }
})
