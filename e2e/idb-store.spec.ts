// The embedded service's saved-location store on a real IndexedDB in Chromium, run out of room
// (docs/security.md "Storage"): its database lives in a storage bucket given little room beyond
// what its empty database takes, which the browser enforces as it does the site's own quota when
// the disk is full. A write with no room is refused as a StorageRefusedError ('full'), and
// everything written before is still there, as it was; a delete still goes through.
import { expect, test } from './fixtures'
import { openStoreHarness } from './store-harness'

/**
 * Room for a few records of about 5 kB (50 labels of 100 characters), not for twenty (100 kB). A
 * write grows the database by whole 4 kB pages, the record's overflow pages and its index entries,
 * kept in SQLite's write-ahead log until a checkpoint; with room for two records' data alone, a
 * first write could already take it all.
 */
const FEW_RECORDS_ROOM = 48_000

test.beforeEach(({ page }) => openStoreHarness(page))

test('a full IndexedDB refuses the write and keeps every location stored before', async ({
  page,
}) => {
  const outcome = await page.evaluate(async (room) => {
    const harness = window.__storeHarness
    if (!harness) throw new Error('no store harness')
    const store = harness.store(await harness.bucket(room))
    const stored: string[] = []
    let refusal = ''
    for (let i = 0; i < 20 && refusal === ''; i += 1) {
      try {
        await store.put(harness.record(`loc-${String(i)}`, `Location ${String(i)}`, 50))
        stored.push(`Location ${String(i)}`)
      } catch (error) {
        refusal = harness.refusal(error)
      }
    }
    const names = async () => (await store.list('org-1')).map((r) => r.location.name).sort()
    const afterRefusal = await names()

    // A replace with no room changes nothing either.
    let replaceRefusal = ''
    try {
      await store.put(harness.record('loc-0', 'Renamed', 60))
    } catch (error) {
      replaceRefusal = harness.refusal(error)
    }
    const afterReplace = await names()

    // A delete still goes through with no room left: it writes nothing new.
    const deleted = await store.delete('org-1', 'loc-1')
    return {
      stored: stored.sort(),
      refusal,
      afterRefusal,
      replaceRefusal,
      afterReplace,
      deleted,
      last: await names(),
    }
  }, FEW_RECORDS_ROOM)

  expect(outcome.stored.length).toBeGreaterThan(1)
  expect(outcome.stored.length).toBeLessThan(20)
  expect(outcome.refusal).toBe('full')
  expect(outcome.afterRefusal).toEqual(outcome.stored)
  expect(outcome.replaceRefusal).toBe('full')
  expect(outcome.afterReplace).toEqual(outcome.stored)
  expect(outcome.deleted).toBe(true)
  expect(outcome.last).toEqual(outcome.stored.filter((name) => name !== 'Location 1'))
})

test('a batch of writes is one transaction: a stale revision is skipped, and with no room none lands', async ({
  page,
}) => {
  const outcome = await page.evaluate(async (room) => {
    const harness = window.__storeHarness
    if (!harness) throw new Error('no store harness')
    const names = async (store: ReturnType<typeof harness.store>) =>
      (await store.list('org-1')).map((r) => r.location.name).sort()

    // Room enough: three written at once; a write whose revision is stale is skipped.
    const roomy = harness.store(await harness.bucket(10_000_000))
    const first = await roomy.putAll(
      ['a', 'b', 'c'].map((id) => ({ record: harness.record(id, `Location ${id}`, 1) })),
    )
    const second = await roomy.putAll([
      { record: harness.record('a', 'Renamed a', 1), options: { ifRevision: 0 } },
      { record: harness.record('b', 'Renamed b', 1), options: { ifRevision: 7 } },
    ])
    const written = await names(roomy)

    // No room for all of them: the transaction is refused whole.
    const tight = harness.store(await harness.bucket(room))
    await tight.put(harness.record('kept', 'Kept', 1))
    let refusal = ''
    try {
      await tight.putAll(
        Array.from({ length: 20 }, (_, i) => ({
          record: harness.record(`loc-${String(i)}`, `Location ${String(i)}`, 50),
        })),
      )
    } catch (error) {
      refusal = harness.refusal(error)
    }
    return { first, second, written, refusal, afterRefusal: await names(tight) }
  }, FEW_RECORDS_ROOM)

  expect(outcome.first).toEqual([true, true, true])
  expect(outcome.second).toEqual([true, false])
  expect(outcome.written).toEqual(['Location b', 'Location c', 'Renamed a'])
  expect(outcome.refusal).toBe('full')
  expect(outcome.afterRefusal).toEqual(['Kept'])
})
