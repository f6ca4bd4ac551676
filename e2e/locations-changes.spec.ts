// A saved location keeps watch (docs/location-changes.md): its baseline is recorded when it is
// first opened on the dataset of day D; with the clock moved a day, the list's badge and the
// location's panel show what the API reports as changed since, in words; "Mark as seen" clears them.
import type { Locator, Page } from '@playwright/test'

import { expect, saveScreen, test, waitForServiceWorker } from './fixtures'
import { EMBEDDED_NEXT_DAY_ENV, EMBEDDED_SERVICE_ENV } from './journey-envs'
import { PINNED_ENV, moveClock, pinClock } from './pinned-clock'

/** Day D: the embedded journeys' prebuilt dataset; then the same history a day on, prebuilt too. */
const ON_D = { ...PINNED_ENV, ...EMBEDDED_SERVICE_ENV }
const NEXT_DAY = { ...ON_D, ...EMBEDDED_NEXT_DAY_ENV }
const D = ON_D.SERVICE_NOW

test.use({ serviceEnv: EMBEDDED_SERVICE_ENV })

interface ApiEvent {
  id: string
  title: string
  state: string
  start: string
  rank: number
  deleted_reason?: string
  first_seen?: string | null
}

/** Rank levels 4 and 5 (docs/location-changes.md "Rose to rank level 4–5"). */
const MAJOR_RANK = 61

async function apiJson<T>(page: Page, path: string, init?: RequestInit): Promise<T> {
  return page.evaluate(
    async ([url, options]) => {
      const response = await fetch(url, {
        ...options,
        headers: { Authorization: 'Bearer demo-analyst', 'Content-Type': 'application/json' },
      })
      return (await response.json()) as unknown
    },
    [path, init ?? {}] as const,
  ) as Promise<T>
}

/** The surge days of the 60 km circle in the 90 days from `from`, at the watched intensity. */
async function surgeDates(page: Page, from: string, to: string): Promise<string[]> {
  const query = new URLSearchParams({
    'location.origin': '40.75,-73.98',
    'location.radius': '60km',
    date_from: from,
    date_to: to,
    min_surge_intensity: 'm',
  })
  const answer = await apiJson<{ surge_dates: { date: string }[] }>(
    page,
    `/v1/demand-surge/?${query}`,
  )
  return answer.surge_dates.map((day) => day.date)
}

/** Opens every group of the panel that shows only its first changes. */
async function unfoldEveryGroup(panel: Locator): Promise<void> {
  const more = panel.getByRole('button', { name: /^Show all \d/ })
  while ((await more.count()) > 0) await more.first().click()
}

/** Every event of the location the API lists for `filters`, page by page. */
async function eventsOf(
  page: Page,
  id: string,
  filters: Record<string, string>,
): Promise<ApiEvent[]> {
  const query = new URLSearchParams({ 'saved_location.location_id': id, ...filters, limit: '1000' })
  const out: ApiEvent[] = []
  let next: string | null = `/v1/events/?${query}`
  while (next !== null) {
    const answer: { results: ApiEvent[]; next: string | null } = await apiJson(page, next)
    out.push(...answer.results)
    next = answer.next
  }
  return out
}

test('a location shows what changed since it was last seen, in words, until marked seen', async ({
  page,
}, testInfo) => {
  // Two datasets on a machine that may be busy.
  testInfo.setTimeout(600_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await pinClock(page, ON_D)
  await page.goto('/locations')
  await waitForServiceWorker(page)
  const create = (name: string, km: number, lonLat: [number, number]) =>
    apiJson<{ location_id: string }>(page, '/v1/saved-locations/', {
      method: 'POST',
      body: JSON.stringify({
        name,
        geojson: {
          type: 'Feature',
          properties: { radius: km, radius_unit: 'km' },
          geometry: { type: 'Point', coordinates: lonLat },
        },
      }),
    })
  const { location_id: id } = await create('Greater New York', 60, [-73.98, 40.75])
  // Created later, so first in the list's default order; nothing happens on a prairie.
  await create('Quiet prairie', 1, [-101.5, 47.2])

  // First opened on day D: the baseline is the service's time, so nothing is news yet.
  await page.goto(`/locations?id=${id}`)
  const panel = page.locator('section.changes')
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    'No changes since 2 Mar 2026, 10:00 UTC',
    {
      timeout: 120_000,
    },
  )
  // Its own map shows its next-90-day events, as many as the list under the tiles counts.
  const heading = page.getByRole('heading', { name: /^Events in the next 90 days \(\d+\)$/ })
  const listed = Number((await heading.innerText()).match(/\((\d+)\)/)?.[1])
  await expect(page.locator('.map-legend')).toContainText(
    `Map shows all ${String(listed)} events in the next 90 days`,
  )

  // The surge days the baseline saw: the 90 days from D, and the events it held.
  const surgesOnD = await surgeDates(page, '2026-03-02', '2026-05-30')
  const heldOnD = new Map(
    (await eventsOf(page, id, { 'active.gte': '2026-03-02', state: 'active,predicted' })).map(
      (e) => [e.id, e],
    ),
  )

  // A day later: the same history, a day further on.
  await moveClock(page, NEXT_DAY)
  await page.goto('/locations')
  await waitForServiceWorker(page)
  const updated = await eventsOf(page, id, {
    'updated.gte': D,
    state: 'active,deleted,predicted',
  })
  // Each kind as the API's own filters for it report it, since D (docs/api.md "Events").
  const postponed = await eventsOf(page, id, { 'postponed.gte': D, state: 'deleted' })
  const cancelled = await eventsOf(page, id, { 'cancelled.gte': D, state: 'deleted' })
  // New: announced since, less the new dates of postponements (told with their postponement).
  const fresh = (
    await eventsOf(page, id, { 'first_seen.gte': D, state: 'active,predicted' })
  ).filter((e) => !postponed.some((p) => p.title === e.title))
  // Every one of them is among the events updated since D, which the panel reads.
  for (const e of [...postponed, ...cancelled, ...fresh])
    expect(updated.map((u) => u.id)).toContain(e.id)
  // Corrections (docs/dataset.md "A timeline"): a start moved, or a crowd revised into level 4–5.
  const live = updated.filter((e) => e.state !== 'deleted')
  const moved = live.filter((e) => (heldOnD.get(e.id)?.start ?? e.start) !== e.start)
  const risen = live.filter(
    (e) =>
      !moved.includes(e) && (heldOnD.get(e.id)?.rank ?? 100) < MAJOR_RANK && e.rank >= MAJOR_RANK,
  )
  // The dataset's day brings news here: the journey would prove nothing otherwise.
  expect(fresh.length + cancelled.length + postponed.length).toBeGreaterThan(0)

  const row = page.getByRole('row', { name: /Greater New York/ })
  const badge = row.locator('.changes-badge')
  await expect(badge).toBeVisible({ timeout: 120_000 })
  await expect(badge).toHaveText(/^\d+ \d+ changes? since last seen$/)
  const count = Number.parseInt(await badge.innerText(), 10)
  // Ordered by changes, the location with news comes first.
  const names = page.getByRole('region', { name: 'Saved locations' }).getByRole('rowheader')
  await expect(names.first()).toContainText('Quiet prairie')
  await page.getByLabel('Sort by').selectOption({ label: 'Most changes since last seen' })
  await expect(page).toHaveURL(/sort=changes/)
  await expect(names.first()).toContainText('Greater New York')
  await expect(names.nth(1)).toContainText('Quiet prairie')
  await saveScreen(page, testInfo, 'locations-changes-list-1440')

  await row.getByRole('button', { name: 'Greater New York', exact: true }).click()
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    `${String(count)} ${count === 1 ? 'change' : 'changes'} since 2 Mar 2026, 10:00 UTC`,
    { timeout: 120_000 },
  )
  await saveScreen(page, testInfo, 'locations-changes-panel-1440')
  // A long group shows its first few; unfolded, every change is listed once.
  await unfoldEveryGroup(panel)
  const items = panel.getByRole('listitem')
  await expect(items).toHaveCount(count)
  const group = (kind: string) => panel.locator(`.changes__group--${kind} li`)
  // Each change reads in words: the title, where, and when (or what moved).
  const eventItems = panel.locator('.changes__group:not(.changes__group--surge) li')
  for (const text of await eventItems.allInnerTexts()) {
    expect(text).toMatch(/^.+(?: at .+)?, (?:\d{1,2} [A-Z][a-z]{2} \d{4}).*$/)
  }
  const titlesOf = async (kind: string) =>
    (await group(kind).allInnerTexts()).map((text) => text.split(/ at |, \d/)[0])
  expect((await titlesOf('new')).sort()).toEqual(fresh.map((e) => e.title).sort())
  expect((await titlesOf('cancelled')).sort()).toEqual(cancelled.map((e) => e.title).sort())
  expect(await titlesOf('postponed')).toHaveLength(postponed.length)
  expect((await titlesOf('moved')).sort()).toEqual(moved.map((e) => e.title).sort())
  expect((await titlesOf('rank-up')).sort()).toEqual(risen.map((e) => e.title).sort())
  // New surge days: surge days now that were not at the baseline, among the days it saw.
  const surgesNow = await surgeDates(page, '2026-03-03', '2026-05-31')
  const newSurges = surgesNow.filter((date) => date <= '2026-05-30' && !surgesOnD.includes(date))
  const surgeItems = await group('surge').allInnerTexts()
  expect(surgeItems).toHaveLength(newSurges.length)
  for (const text of surgeItems)
    expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{4}: [\d,]+ people expected$/)
  // Each change links to its event in the events view, scoped to this location.
  const firstLink = panel.getByRole('link').first()
  await expect(firstLink).toHaveAttribute('href', new RegExp(`loc=${id}.*event=|event=.*loc=${id}`))

  // The same changes on a reload, until they are marked seen.
  await page.reload()
  await expect(panel.getByRole('heading', { level: 4 }).first()).toBeVisible({ timeout: 120_000 })
  await unfoldEveryGroup(panel)
  await expect(panel.getByRole('listitem')).toHaveCount(count)
  await panel.getByRole('button', { name: 'Mark as seen' }).click()
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    /^No changes since 3 Mar 2026, 10:\d\d UTC$/,
  )
  await page.getByRole('button', { name: '← All locations' }).click()
  await expect(page.getByRole('row', { name: /Greater New York/ })).toBeVisible()
  await expect(page.locator('.changes-badge')).toHaveCount(0)
})
