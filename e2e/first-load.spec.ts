// A page's first load and its reload show the answer of the address they were opened at, and only
// that: a shared link with filters never flashes the default view's answers (the build's first
// answers, src/app/backend/prebuilt-answers.ts), a first load over a slow link arrives whole, and
// a reload of each view, from the dataset the page kept (docs/dataset-cache.md), shows the same
// data again. A view's first requests leave with the navigation, while the view's own code still
// downloads (the calendar's and the locations' route loaders, src/routes/), the broadcasts view reads
// the archive its counties are drawn from with the navigation too, and a page without a map starts
// none of MapLibre's workers (src/components/map/setup-maplibre.ts).
import type { Locator, Page, Request } from '@playwright/test'
import { expect, forgetExpectedLoadErrors, test } from './fixtures'
import { holdRequests } from './held-requests'
import { expectMarkedOnce } from './page-marks'
import { openView } from './kept-page'
import { APP_PORT } from './ports'
import { serviceRequests } from './service-requests'
import { startLink } from '../scripts/shaped-link'
import { EMBEDDED_TOKEN } from '../src/api/connection/page-connection'
import { SAVED_LOCATIONS_MAX_LIMIT } from '../src/contract/query/saved-locations'
import type { PrebuiltAnswers } from '../src/app/backend/prebuilt-answers'
import { BEING_WRITTEN, KEPT_FOLDER } from '../src/service/kept/opfs-kept'
import { FIRST_ANSWERS_FILE, US_COUNTY_TILES_FILE } from '../src/utils/data-files'
import { PAGE_MARKS } from '../src/utils/page-marks'

/** A first load reads a prebuilt dataset and builds its indexes; a busy machine takes a while. */
const LOAD_MS = 180_000

/** Concerts and sports within 50 km of Chicago over the next 90 days: not the default view. */
const SHARED_EVENTS = '/events?category=concerts,sports&within=50km@41.88,-87.63&range=next90'
const SHARED_CALENDAR = '/calendar?within=25km@40.71,-74.01'

/** What the status region says once the service started from the page's kept dataset. */
const READY_KEPT = 'Ready: events and broadcasts kept from an earlier visit'

/** The events view's count above the map (src/features/events/summary/events-summary.tsx). */
const EVENTS_COUNT = '.events-summary__number'
/** The calendar's line for screen readers: "N days with events in …" (calendar-view.tsx). */
const CALENDAR_DAYS = '.calendar-page > .visually-hidden[role="status"]'

type Frame = Readonly<Record<string, string | null>>

/**
 * From the page's first script on, the text of each of `probes` (name -> selector; null while
 * absent) at every animation frame, kept in order each time one of them changes: what the screen
 * showed, frame by frame, including the loading states.
 */
async function recordFrames(page: Page, probes: Readonly<Record<string, string>>): Promise<void> {
  await page.addInitScript((probes) => {
    const frames: Record<string, string | null>[] = []
    Object.assign(window, { __firstFrames: frames })
    let last = ''
    const look = () => {
      const seen: Record<string, string | null> = {}
      for (const [name, selector] of Object.entries(probes)) {
        seen[name] = document.querySelector(selector)?.textContent ?? null
      }
      const key = JSON.stringify(seen)
      if (key !== last) {
        last = key
        frames.push(seen)
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, probes)
}

function recordedFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { __firstFrames: Frame[] }).__firstFrames)
}

/** `1,234` -> 1234; undefined for a text that is not a number (a loading state, nothing). */
function numberIn(text: string | null, pattern = /^([\d,]+)$/): number | undefined {
  const digits = pattern.exec(text?.trim() ?? '')?.[1]
  return digits === undefined ? undefined : Number(digits.replaceAll(',', ''))
}

/**
 * MSW's service worker controls the page and the service is ready (e2e/embedded.spec.ts): a bare
 * fetch of /v1 from the page then reaches the embedded service.
 */
async function waitForService(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: LOAD_MS,
  })
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(/^Ready:/, {
    timeout: LOAD_MS,
  })
}

/** GETs `path` from the page with the token the page itself uses. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`${path}: ${String(response.status)}`)
      return (await response.json()) as T
    },
    { path, token: EMBEDDED_TOKEN },
  )
}

/** The query the events view's list sent, from its request panel (the client's `url` of it). */
async function eventsRequest(page: Page): Promise<URL> {
  return new URL((await page.locator('.events-page .request-panel__url').textContent()) ?? '')
}

/** What the service counts for the filters of the list the view shows. */
async function serviceCountOfShownList(page: Page): Promise<number> {
  const { searchParams } = await eventsRequest(page)
  for (const paging of ['limit', 'offset', 'sort']) searchParams.delete(paging)
  const { count } = await apiGet<{ count: number }>(
    page,
    `/v1/events/count/?${searchParams.toString()}`,
  )
  return count
}

/** The events view's count once it shows a number. */
async function shownEventsCount(page: Page): Promise<number> {
  const count = page.locator(EVENTS_COUNT)
  await expect(count).toHaveText(/^\d[\d,]*$/, { timeout: LOAD_MS })
  return numberIn(await count.textContent()) ?? NaN
}

/** The URLs of the answers the build gave a first visit (src/app/backend/prebuilt-answers.ts). */
async function givenAnswerUrls(page: Page): Promise<string[]> {
  const response = await page.request.get(`/data/${FIRST_ANSWERS_FILE}`)
  const file = (await response.json()) as PrebuiltAnswers
  return file.answers.map((answer) => answer.url)
}

test.describe('a shared link first loaded', () => {
  // The product's default dataset: the one the build answered the default view for ahead of time,
  // so a first visit holds answers that a link with filters must not show.
  test.use({ serviceEnv: {} })

  test('shows only the answer for its own filters, from the first frame on', async ({ page }) => {
    test.setTimeout(2 * LOAD_MS)
    await recordFrames(page, {
      count: EVENTS_COUNT,
      countLoading: '.events-summary__pending',
      list: '.events-main__list .pager__status',
    })
    const answerFiles: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith(`/data/${FIRST_ANSWERS_FILE}`) && response.ok()) {
        answerFiles.push(response.url())
      }
    })
    await page.goto(SHARED_EVENTS)
    await shownEventsCount(page)
    await expect(page.locator('.events-main__list .pager__status')).toBeVisible({
      timeout: LOAD_MS,
    })
    await waitForService(page)

    // The default view's answers were at hand: the build gave them for this dataset
    // (src/app/backend/first-answers.ts), a count without these filters among them. Were they not
    // (another scope), this journey would check nothing.
    expect(answerFiles).toHaveLength(1)
    expect(await givenAnswerUrls(page)).toContainEqual(
      expect.stringMatching(/^\/v1\/events\/count\/\?(?!.*\b(?:category|within)=)/),
    )

    const sent = await eventsRequest(page)
    expect(sent.searchParams.get('category')?.split(',').sort()).toEqual(['concerts', 'sports'])
    expect(sent.searchParams.get('within')).toMatch(/^50km@41\.88,-87\.63$/)
    const service = await serviceCountOfShownList(page)
    const final = await shownEventsCount(page)
    expect(final).toBe(service)

    // Every number the summary or the list ever showed was this one.
    const frames = await recordedFrames(page)
    const shown = frames.flatMap((frame) => [
      numberIn(frame.count ?? null),
      numberIn(frame.list ?? null, /of ([\d,]+)/),
    ])
    const numbers = shown.filter((n): n is number => n !== undefined)
    const context = `frames recorded: ${JSON.stringify(frames, null, 1)}`
    expect(numbers.length, context).toBeGreaterThan(0)
    expect(
      numbers.filter((n) => n !== final),
      context,
    ).toEqual([])
  })
})

test('a shared calendar link shows only the days of its own area, from the first frame on', async ({
  page,
}) => {
  test.setTimeout(2 * LOAD_MS)
  await recordFrames(page, {
    days: CALENDAR_DAYS,
    busiest: '.busiest-days__list',
  })
  await page.goto(SHARED_CALENDAR)
  const days = page.locator(CALENDAR_DAYS)
  await expect(days).toHaveText(/^[\d,]+ days? with events in /, { timeout: LOAD_MS })
  await expect(page.locator('.busiest-days__list')).toBeVisible()
  await waitForService(page)

  // Every day of the request the heatmap shows, following the envelope's `next` links.
  const sent = new URL(
    (await page.locator('.calendar-page .request-panel__url').textContent()) ?? '',
  )
  expect(sent.searchParams.get('within')).toMatch(/^25km@40\.71,-74\.01$/)
  let next: string | null = `${sent.pathname}${sent.search}`
  let busyDays = 0
  while (next !== null) {
    const answer: { next: string | null; results: { count: number }[] } = await apiGet(page, next)
    busyDays += answer.results.filter((day) => day.count > 0).length
    next = answer.next
  }
  const finalDays = await days.textContent()
  expect(numberIn(finalDays, /^([\d,]+) days?/)).toBe(busyDays)
  const finalBusiest = await page.locator('.busiest-days__list').textContent()

  const frames = await recordedFrames(page)
  const context = `frames recorded: ${JSON.stringify(frames, null, 1)}`
  const shownDays = new Set(frames.flatMap((f) => (f.days ? [f.days] : [])))
  expect([...shownDays], context).toEqual([finalDays])
  const shownBusiest = new Set(frames.flatMap((f) => (f.busiest ? [f.busiest] : [])))
  expect([...shownBusiest], context).toEqual([finalBusiest])
})

test('a first load over a 50 Mbit/s link with 40 ms round trips shows the count the service gives', async ({
  page,
}) => {
  // Every file, the dataset among them, crosses the paced link; a budget, never a measure.
  test.setTimeout(240_000)
  // Another port, another origin: no service worker nor kept data there yet.
  const link = await startLink(APP_PORT, { mbit: 50, rttMs: 40 })
  try {
    await page.goto(`${link.origin}${SHARED_EVENTS}`)
    const shown = await shownEventsCount(page)
    await waitForService(page)
    expect(shown).toBe(await serviceCountOfShownList(page))
    await expect(page.locator('.events-main__list .pager__status')).toHaveText(
      new RegExp(`of ${shown.toLocaleString('en-US')}$`),
    )
  } finally {
    // Off the link's origin first: a request the page still sends would find the link closed and
    // log an error.
    await page.goto('about:blank')
    await link.close()
  }
})

/** The files of the page's kept dataset (src/service/kept/opfs-kept.ts), with their sizes. */
function keptFiles(page: Page): Promise<{ name: string; size: number }[]> {
  return page.evaluate(async (folderName) => {
    const files: { name: string; size: number }[] = []
    let folder: FileSystemDirectoryHandle
    try {
      folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(folderName)
    } catch (error) {
      // Not made yet: the worker creates it when it first writes.
      if (error instanceof DOMException && error.name === 'NotFoundError') return files
      throw error
    }
    for await (const entry of folder.values()) {
      if (entry.kind !== 'file') continue
      try {
        files.push({
          name: entry.name,
          size: (await (entry as FileSystemFileHandle).getFile()).size,
        })
      } catch (error) {
        // Gone between the listing and the read: the worker is replacing it.
        if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error
      }
    }
    return files
  }, KEPT_FOLDER)
}

/**
 * Until the worker has kept its copy of the dataset, a few seconds after it is ready
 * (src/service/transport/service-start.ts). It writes under a name of its own, then moves the copy
 * to its key's name (`BEING_WRITTEN`).
 */
async function waitUntilKept(page: Page): Promise<void> {
  const writing = (name: string) => BEING_WRITTEN.some((end) => name.endsWith(end))
  await expect
    .poll(
      async () => {
        const files = await keptFiles(page)
        return (
          files.some(({ name, size }) => !writing(name) && size > 0) &&
          !files.some(({ name }) => writing(name))
        )
      },
      { timeout: LOAD_MS },
    )
    .toBe(true)
}

interface View {
  readonly path: string
  /** The performance mark the view sets once it has drawn its data. */
  readonly mark: string
  /** What the view shows of its data, the same after a reload. */
  readonly data: (page: Page) => Locator
  /** When the data is whole, if later than the mark. */
  readonly whole?: string
}

// The marks are those of src/utils/page-marks.ts.
const VIEWS: readonly View[] = [
  { path: '/events', mark: PAGE_MARKS.eventsMapData, data: (page) => page.locator(EVENTS_COUNT) },
  {
    path: '/calendar',
    mark: PAGE_MARKS.calendarHeatmap,
    data: (page) => page.locator(CALENDAR_DAYS),
  },
  // The key figures settle once every window of the period has answered.
  {
    path: '/analytics?place=4887398',
    mark: PAGE_MARKS.analyticsChart,
    whole: PAGE_MARKS.analyticsComplete,
    data: (page) => page.getByRole('region', { name: 'Key figures' }),
  },
  // The count is src/features/broadcasts/summary/broadcasts-summary.tsx's.
  {
    path: '/broadcasts',
    mark: PAGE_MARKS.broadcastsMapData,
    data: (page) => page.getByTestId('broadcasts-count'),
  },
  // Set for an empty list too.
  {
    path: '/locations',
    mark: PAGE_MARKS.locationsListInsights,
    data: (page) =>
      page
        .getByRole('region', { name: 'Saved locations', exact: true })
        .locator(':scope > .locations-list__toolbar + *'),
  },
]

async function waitForMark(page: Page, mark: string): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
    timeout: LOAD_MS,
  })
}

/** Once the view has drawn its data: what it shows of it. */
async function shownData(page: Page, view: View): Promise<string> {
  await waitForMark(page, view.mark)
  if (view.whole !== undefined) await waitForMark(page, view.whole)
  const data = view.data(page)
  await expect(data).toHaveText(/\S/)
  return (await data.textContent()) ?? ''
}

test('a reload of each view shows its data again, from the dataset kept by the first load', async ({
  page,
}) => {
  // One page for every view: the first load keeps the dataset, the app moves to each next view as
  // a link would, and each reload is the one under test.
  test.setTimeout(LOAD_MS + VIEWS.length * 60_000)
  const status = page.getByRole('status', { name: 'Embedded service' })
  for (const [index, view] of VIEWS.entries()) {
    await test.step(view.path, async () => {
      await openView(page, view.path)
      const before = await shownData(page, view)
      if (index === 0) await waitUntilKept(page)

      await page.reload()
      await waitForMark(page, view.mark)
      await expect(view.data(page)).toHaveText(before)
      await expect(status).toHaveText(READY_KEPT, { timeout: LOAD_MS })
    })
  }
})

const year = () => new Date().getUTCFullYear()

for (const { name, path, zone } of [
  { name: 'the calendar', path: '/calendar', zone: null },
  { name: 'a shared calendar link', path: SHARED_CALENDAR, zone: 'America/New_York' },
]) {
  test(`${name} asks for its year before its view's code is in`, async ({ page }) => {
    test.setTimeout(2 * LOAD_MS)
    const requests = await serviceRequests(page)
    const code = await holdRequests(page, '**/assets/calendar-view-route-*.js')
    await page.goto(path)
    await expect.poll(code.held, { timeout: LOAD_MS }).toBeGreaterThan(0)
    const calendarAsked = () =>
      requests
        .map((url) => new URL(url))
        .filter((url) => url.pathname === '/v1/events/calendar/')
        .map((url) => url.searchParams)
    await expect.poll(() => calendarAsked().length, { timeout: LOAD_MS }).toBe(1)
    const [asked] = calendarAsked()
    expect(asked?.get('active.gte')).toBe(`${String(year())}-01-01`)
    expect(asked?.get('active.lte')).toBe(`${String(year())}-12-31`)
    expect(asked?.get('active.tz')).toBe(zone)
    // Nothing of the view ran yet: its code is still held.
    await expect(page.locator('.calendar-page')).toHaveCount(0)
    code.release()
    await expect(page.locator(CALENDAR_DAYS)).toHaveText(/\d+ days? with events/, {
      timeout: LOAD_MS,
    })
    // The view read the request already sent rather than asking again.
    expect(calendarAsked()).toHaveLength(1)
  })
}

test('the locations view asks for its list and its map before its code is in, and shows them before the dataset', async ({
  page,
}) => {
  test.setTimeout(2 * LOAD_MS)
  const requests = await serviceRequests(page)
  const code = await holdRequests(page, '**/assets/locations-view-route-*.js')
  // The saved locations' store answers alone while none is due (src/service/boot/stored-service.ts).
  const dataset = await holdRequests(page, '**/data/dataset-*')
  await page.goto('/locations')
  await expect.poll(code.held, { timeout: LOAD_MS }).toBeGreaterThan(0)
  const listsAsked = () =>
    requests
      .map((url) => new URL(url))
      .filter((url) => url.pathname === '/v1/saved-locations/')
      .map((url) => url.searchParams.toString())
  // The list's first page, newest first, and the map's every location by name.
  const page1 = `sort=-created&limit=10&offset=0`
  const map = `sort=name&limit=${String(SAVED_LOCATIONS_MAX_LIMIT)}`
  await expect.poll(() => listsAsked().sort(), { timeout: LOAD_MS }).toEqual([page1, map].sort())
  await expect(page.locator('.locations-list')).toHaveCount(0)
  code.release()
  await expect(page.getByText('No saved locations yet')).toBeVisible({ timeout: LOAD_MS })
  // The view read the requests already sent rather than asking again.
  expect(listsAsked()).toHaveLength(2)
  // Its answers came while the near part's download was still held.
  expect(dataset.held()).toBeGreaterThan(0)
  dataset.release()
})

/** A read of a PMTiles archive's header and root directory (the pmtiles library's first range). */
const isArchiveHeaderRead = (request: Request, file: string) =>
  new URL(request.url()).pathname === `/data/${file}` && request.headers().range === 'bytes=0-16383'

test('the broadcasts view reads the county areas’ archive before its code is in, and its map reads it once', async ({
  page,
}) => {
  test.setTimeout(2 * LOAD_MS)
  const headerReads: Request[] = []
  page.on('request', (request) => {
    if (isArchiveHeaderRead(request, US_COUNTY_TILES_FILE)) headerReads.push(request)
  })
  const code = await holdRequests(page, '**/assets/broadcasts-view-route-*.js')
  await page.goto('/broadcasts')
  await expect.poll(code.held, { timeout: LOAD_MS }).toBeGreaterThan(0)
  await expect.poll(() => headerReads.length, { timeout: LOAD_MS }).toBe(1)
  code.release()
  await expectMarkedOnce(page, PAGE_MARKS.broadcastsMapData, LOAD_MS)
  // The map's tiles read the header the route read: no second read.
  expect(headerReads).toHaveLength(1)
})

test('a failed early read of the county areas’ archive is read again by the map, which colours its counties', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(LOAD_MS)
  let failed = 0
  let headerReads = 0
  await page.route(`**/data/${US_COUNTY_TILES_FILE}`, async (route) => {
    if (!isArchiveHeaderRead(route.request(), US_COUNTY_TILES_FILE)) return route.continue()
    headerReads += 1
    if (failed > 0) return route.continue()
    failed += 1
    return route.abort('connectionreset')
  })
  await page.goto('/broadcasts')
  await expectMarkedOnce(page, PAGE_MARKS.broadcastsMapData, LOAD_MS)
  expect(failed).toBe(1)
  expect(headerReads).toBe(2)
  forgetExpectedLoadErrors(consoleErrors, /ERR_CONNECTION_RESET/)
})

test('a view without a map starts no map workers, until a link to a map view is pointed at', async ({
  page,
}) => {
  test.setTimeout(LOAD_MS)
  // MapLibre's workers start from the routes of the views with a map (setup-maplibre.ts).
  const mapWorkers = () =>
    page.workers().filter((worker) => worker.url().includes('maplibre-gl-worker')).length
  await page.goto('/calendar')
  await expect(page.locator(CALENDAR_DAYS)).toHaveText(/\d+ days? with events/, {
    timeout: LOAD_MS,
  })
  expect(mapWorkers()).toBe(0)
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).hover()
  await expect.poll(mapWorkers, { timeout: LOAD_MS }).toBe(2)
})
