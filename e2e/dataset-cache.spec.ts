// The dataset a page keeps between loads (docs/dataset-cache.md): a reload uses it, a day later
// it is rebuilt, and a damaged copy is rebuilt rather than served. Which source a start used is
// what the status region tells screen readers once the service is ready.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { NEXT_DAY_ENV, moveClock, pinClock } from './pinned-clock'
import { BEING_WRITTEN } from '../src/service/kept/opfs-kept'

const READY = {
  kept: 'Ready: events and broadcasts kept from an earlier visit',
  built: 'Ready: events and broadcasts generated in this browser',
}
/** Each load generates or reads a dataset; a busy machine takes a while. */
const LOAD_MS = 300_000

test.beforeEach(async ({ page }) => {
  await pinClock(page)
})

/**
 * Opens or reloads a page of the app and waits for its service. The account view by default: the
 * service starts the same under every view, and this one draws no map, the largest part of a
 * start on a machine without a GPU.
 */
async function load(
  page: Page,
  how: 'open' | 'reload',
  ready: string,
  path = '/account',
): Promise<void> {
  if (how === 'open') await page.goto(path)
  else await page.reload()
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(ready, {
    timeout: LOAD_MS,
  })
}

/** The kept dataset files (the worker writes one after a build) in the page's origin, with sizes. */
function keptFiles(page: Page): Promise<{ name: string; size: number }[]> {
  return page.evaluate(async () => {
    const root = await navigator.storage.getDirectory()
    const files: { name: string; size: number }[] = []
    for await (const [name, entry] of root.entries()) {
      if (name !== 'eventscope-dataset' || entry.kind !== 'directory') continue
      for await (const file of (entry as FileSystemDirectoryHandle).values()) {
        if (file.kind !== 'file') continue
        try {
          const { size } = await (file as FileSystemFileHandle).getFile()
          files.push({ name: file.name, size })
        } catch (error) {
          // Gone between the listing and the read: the worker is replacing it. Counted as a file
          // being written, so the caller asks again.
          if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error
          files.push({ name: file.name, size: 0 })
        }
      }
    }
    return files
  })
}

/**
 * Names of the kept files once none is being written (`BEING_WRITTEN`): the worker writes a copy
 * under a name of its own, then moves it to its key's.
 */
async function wholeKeys(page: Page): Promise<string[] | 'writing'> {
  const files = await keptFiles(page)
  const writing = files.some(
    ({ name, size }) => size === 0 || BEING_WRITTEN.some((end) => name.endsWith(end)),
  )
  return writing ? 'writing' : files.map(({ name }) => name)
}

async function waitUntilKept(page: Page): Promise<string> {
  await expect.poll(() => wholeKeys(page), { timeout: LOAD_MS }).toHaveLength(1)
  const keys = await wholeKeys(page)
  return keys === 'writing' ? '' : (keys[0] ?? '')
}

/** What the data answers: the count and the first ids of a fixed query, through the page. */
function fingerprint(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const headers = { Authorization: 'Bearer demo-analyst' }
    const count = (await (await fetch('/v1/events/count/', { headers })).json()) as {
      count: number
    }
    const list = (await (await fetch('/v1/events/?sort=-rank&limit=5', { headers })).json()) as {
      results: { id: string; title: string }[]
    }
    return JSON.stringify([count.count, list.results.map((e) => `${e.id} ${e.title}`)])
  })
}

/** Flips one byte in the middle of the kept file `name`. */
async function damage(page: Page, name: string): Promise<void> {
  await page.evaluate(async (file) => {
    const folder = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('eventscope-dataset')
    const handle = await folder.getFileHandle(file)
    const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer())
    const at = Math.floor(bytes.length / 2)
    bytes[at] = (bytes[at] ?? 0) ^ 0xff
    const writable = await handle.createWritable()
    await writable.write(bytes)
    await writable.close()
  }, name)
}

// One tab through the kept dataset's life, as each step starts from what the last one kept: a
// build in the browser costs each load most of its time.
test('a reload uses the kept dataset; a damaged copy is rebuilt; a day later it is rebuilt', async ({
  page,
}) => {
  test.setTimeout(10 * LOAD_MS)
  await load(page, 'open', READY.built)
  const before = await fingerprint(page)
  const key = await waitUntilKept(page)
  expect(key).toContain('2026-03-02')

  await test.step('a reload uses the kept dataset and answers as before', async () => {
    await load(page, 'reload', READY.kept)
    expect(await fingerprint(page)).toBe(before)
  })

  await test.step('a damaged kept dataset is rebuilt, not served', async () => {
    await damage(page, key)
    await load(page, 'reload', READY.built)
    expect(await fingerprint(page)).toBe(before)
    // The rebuilt copy is kept again, whole: the next load reads it, and a view draws from it.
    await waitUntilKept(page)
    await load(page, 'open', READY.kept, '/events')
    expect(await fingerprint(page)).toBe(before)
    await expect(page.locator('.events-summary__number')).toHaveText(/^\d[\d,]*$/, {
      timeout: LOAD_MS,
    })
  })

  await test.step('a kept dataset of yesterday is rebuilt when the clock moves a day', async () => {
    await moveClock(page, NEXT_DAY_ENV)
    await load(page, 'reload', READY.built)
    // A new day's data, kept in place of the old one.
    expect(await fingerprint(page)).not.toBe(before)
    await expect
      .poll(() => wholeKeys(page), { timeout: LOAD_MS })
      .toEqual([expect.stringContaining('2026-03-03')])
  })
})
