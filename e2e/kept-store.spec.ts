// The store of the kept dataset (src/service/kept/opfs-kept.ts) on Chromium's origin private file
// system: a copy is under its key's name only once it is whole, so a load that reads the folder
// while another writes, or after a page closed mid-write, finds either a whole copy or none.
import { expect, test } from './fixtures'
import { openStoreHarness } from './store-harness'
import { KEPT_FOLDER } from '../src/service/kept/opfs-kept'

/** Large enough that writing a copy takes many turns of the page's event loop. */
const COPY_BYTES = 48 * 1024 * 1024

test.beforeEach(({ page }) => openStoreHarness(page))

test('a copy takes its key’s name only once it is whole, and replaces every other', async ({
  page,
}) => {
  const outcome = await page.evaluate(
    async ({ bytes, folderName }) => {
      const harness = window.__storeHarness
      if (!harness) throw new Error('no store harness')
      const store = harness.kept()
      const copy = (fill: number) => new Uint8Array(bytes).fill(fill).buffer
      /** The sizes the key's file has while it is written (-1: no file), read in a loop. */
      const watchWrite = async (name: string, fill: number) => {
        const sizes = new Set<number>()
        let polls = 0
        const write = { done: false }
        const writing = store.write(name, copy(fill)).then(() => {
          write.done = true
        })
        while (!write.done) {
          const file = await store.file(name)
          sizes.add(file ? file.size : -1)
          polls += 1
          await new Promise((resolve) => setTimeout(resolve, 0))
        }
        await writing
        const file = await store.file(name)
        const first = file ? new Uint8Array(await file.slice(0, 1).arrayBuffer())[0] : undefined
        return { sizes: [...sizes].sort((a, b) => a - b), polls, size: file?.size, first }
      }
      const names = async () => {
        const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(folderName)
        const found: string[] = []
        for await (const name of folder.keys()) found.push(name)
        return found.sort()
      }
      const yesterday = await watchWrite('day-1', 1)
      const today = await watchWrite('day-2', 2)
      const namesAfterToday = await names()
      // Another tab's copy of the same key, written over the first.
      const again = await watchWrite('day-2', 3)
      return { yesterday, today, namesAfterToday, again, namesAfterAgain: await names() }
    },
    { bytes: COPY_BYTES, folderName: KEPT_FOLDER },
  )
  for (const [write, fill] of [
    [outcome.yesterday, 1],
    [outcome.today, 2],
    [outcome.again, 3],
  ] as const) {
    // Asked while the write ran, the store found no file, or (the copy replaced) the whole one.
    expect(write.polls).toBeGreaterThan(0)
    expect(write.sizes.every((size) => size === -1 || size === COPY_BYTES)).toBe(true)
    expect(write.size).toBe(COPY_BYTES)
    expect(write.first).toBe(fill)
  }
  expect(outcome.namesAfterToday).toEqual(['day-2'])
  expect(outcome.namesAfterAgain).toEqual(['day-2'])
})

test('an empty file, as a write cut short by an earlier version left it, is no copy', async ({
  page,
}) => {
  const found = await page.evaluate(async (folderName) => {
    const harness = window.__storeHarness
    if (!harness) throw new Error('no store harness')
    const folder = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle(folderName, { create: true })
    await folder.getFileHandle('day-1', { create: true })
    const store = harness.kept()
    const empty = await store.file('day-1')
    await store.write('day-1', new Uint8Array(64).fill(7).buffer)
    return {
      empty: empty === undefined ? 'none' : empty.size,
      size: (await store.file('day-1'))?.size,
    }
  }, KEPT_FOLDER)
  expect(found).toEqual({ empty: 'none', size: 64 })
})
