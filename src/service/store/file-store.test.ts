// The Node file store on a real temporary directory: persistence across instances (a restart),
// atomic replacement (a leftover temporary file from a crash is ignored), writes applied in turn
// and written in batches.
import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { FileSavedLocationStore, orgFileName } from './file-store'
import { MemorySavedLocationStore } from './memory-store'
import type { SavedLocationStore, StoredLocation } from './types'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eventscope-store-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function record(orgId: string, id: string, name = id, revisedAt = 1): StoredLocation {
  return {
    orgId,
    revisedAt,
    location: {
      location_id: id,
      name,
      labels: ['a'],
      place_ids: ['5128581'],
      formatted_address: 'New York City, New York, United States',
      create_dt: '2026-06-15T12:00:00.000+00:00',
      update_dt: '2026-06-15T12:00:00.000+00:00',
      enrich_dt: null,
      insights_dt: null,
      places: [{ place_id: '5128581' }],
      subscription_valid_types: ['events'],
      status: 'pending',
      summary_insights: [],
      log: [],
    },
  }
}

const names = async (store: SavedLocationStore, org: string): Promise<string[]> =>
  (await store.list(org)).map((r) => r.location.name).sort()

describe.each([
  ['file', () => new FileSavedLocationStore(dir)],
  ['memory', () => new MemorySavedLocationStore()],
])('%s store', (_kind, make) => {
  it('puts, replaces, lists per organisation and deletes', async () => {
    const store = make()
    expect(await store.list('org_a')).toEqual([])
    expect(await store.put(record('org_a', 'l1'))).toBe(true)
    expect(await store.put(record('org_a', 'l2'))).toBe(true)
    expect(await store.put(record('org_b', 'l1', 'other'))).toBe(true)
    expect(await store.put(record('org_a', 'l1', 'renamed', 2))).toBe(true)
    expect(await names(store, 'org_a')).toEqual(['l2', 'renamed'])
    expect(await names(store, 'org_b')).toEqual(['other'])
    expect(await store.delete('org_a', 'l1')).toBe(true)
    expect(await store.delete('org_a', 'l1')).toBe(false)
    expect(await names(store, 'org_a')).toEqual(['l2'])
    expect(await names(store, 'org_b')).toEqual(['other'])
  })

  it('writes under ifRevision only while the stored revision matches', async () => {
    const store = make()
    await store.put(record('org_a', 'l1', 'v1', 10))
    expect(await store.put(record('org_a', 'l1', 'stale', 10), { ifRevision: 9 })).toBe(false)
    expect(await store.put(record('org_a', 'missing', 'x', 10), { ifRevision: 10 })).toBe(false)
    expect(await store.put(record('org_a', 'l1', 'v2', 10), { ifRevision: 10 })).toBe(true)
    expect(await names(store, 'org_a')).toEqual(['v2'])
  })

  it('writes a batch as puts would, each under its own revision check', async () => {
    const store = make()
    await store.put(record('org_a', 'l1', 'v1', 10))
    const written = await store.putAll([
      { record: record('org_a', 'l1', 'v2', 10), options: { ifRevision: 10 } },
      { record: record('org_a', 'l2', 'stale', 10), options: { ifRevision: 3 } },
      { record: record('org_a', 'l3', 'new') },
    ])
    expect(written).toEqual([true, false, true])
    expect(await names(store, 'org_a')).toEqual(['new', 'v2'])
  })

  it('keeps every one of many concurrent writes', async () => {
    const store = make()
    await Promise.all(Array.from({ length: 25 }, (_, i) => store.put(record('org_a', `l${i}`))))
    expect((await store.list('org_a')).length).toBe(25)
  })

  it('applies tasks sent at once in the order they were sent', async () => {
    const store = make()
    await store.put(record('org_a', 'l1', 'v1', 1))
    const [put, guarded, stale, listed, deleted, again] = await Promise.all([
      store.put(record('org_a', 'l1', 'v2', 2), { ifRevision: 1 }),
      store.put(record('org_a', 'l1', 'v3', 3), { ifRevision: 2 }),
      store.put(record('org_a', 'l1', 'stale', 4), { ifRevision: 1 }),
      names(store, 'org_a'),
      store.delete('org_a', 'l1'),
      store.delete('org_a', 'l1'),
    ])
    expect([put, guarded, stale, listed, deleted, again]).toEqual([
      true,
      true,
      false,
      ['v3'],
      true,
      false,
    ])
    expect(await store.list('org_a')).toEqual([])
  })
})

describe('file store persistence', () => {
  it('keeps every acknowledged one of many concurrent writes across a restart', async () => {
    const store = new FileSavedLocationStore(dir)
    const writes = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 2 ? store.delete('org_a', `l${i - 1}`) : store.put(record('org_a', `l${i}`)),
    )
    expect(await Promise.all(writes)).toEqual(writes.map(() => true))
    const kept = Array.from({ length: 60 }, (_, i) => `l${i}`).filter((_, i) => i % 3 === 0)
    expect(await names(new FileSavedLocationStore(dir), 'org_a')).toEqual(kept.sort())
  })

  it('survives a restart: a new instance reads the same directory', async () => {
    const first = new FileSavedLocationStore(dir)
    await Promise.all(Array.from({ length: 10 }, (_, i) => first.put(record('org_a', `l${i}`))))
    await first.delete('org_a', 'l3')
    await first.put(record('org/with spaces', 'x'))
    const second = new FileSavedLocationStore(dir)
    expect((await second.list('org_a')).map((r) => r.location.location_id).sort()).toEqual([
      'l0',
      'l1',
      'l2',
      'l4',
      'l5',
      'l6',
      'l7',
      'l8',
      'l9',
    ])
    expect(await names(second, 'org/with spaces')).toEqual(['x'])
    const byId = (list: StoredLocation[]) =>
      [...list].sort((a, b) => (a.location.location_id < b.location.location_id ? -1 : 1))
    expect(byId(await second.list('org_a'))).toEqual(byId(await first.list('org_a')))
    // Only the organisation files remain: no temporary files after completed writes.
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })

  it('ignores a temporary file left by a crash mid-write and keeps the last complete file', async () => {
    const store = new FileSavedLocationStore(dir)
    await store.put(record('org_a', 'kept'))
    const target = join(dir, orgFileName('org_a'))
    const complete = await readFile(target, 'utf8')
    // A crash between writing the temporary file and renaming it leaves both behind.
    await writeFile(`${target}.4242.1.tmp`, complete.slice(0, complete.length / 2))
    const restarted = new FileSavedLocationStore(dir)
    expect(await names(restarted, 'org_a')).toEqual(['kept'])
    await restarted.put(record('org_a', 'next'))
    expect(await names(new FileSavedLocationStore(dir), 'org_a')).toEqual(['kept', 'next'])
  })

  it('sets a file that is not JSON aside instead of failing or overwriting it', async () => {
    await writeFile(join(dir, orgFileName('org_a')), '{"version":1,"locations":[')
    const store = new FileSavedLocationStore(dir)
    expect(await store.list('org_a')).toEqual([])
    expect((await readdir(dir)).some((f) => f.includes('.corrupt-'))).toBe(true)
    await store.put(record('org_a', 'fresh'))
    expect(await names(new FileSavedLocationStore(dir), 'org_a')).toEqual(['fresh'])
  })

  it('skips records that do not have the stored shape', async () => {
    const good = record('org_a', 'good')
    const body = {
      version: 1,
      locations: [good, { orgId: 'org_a', revisedAt: 'x' }, record('org_b', 'foreign')],
    }
    await writeFile(join(dir, orgFileName('org_a')), JSON.stringify(body))
    expect(await new FileSavedLocationStore(dir).list('org_a')).toEqual([good])
  })
})

describe('file store start-up', () => {
  /** The pid of a process that has exited and been reaped: signalling it fails with ESRCH. */
  function deadPid(): number {
    const { pid } = spawnSync(process.execPath, ['-e', ''])
    if (pid <= 0) throw new Error('could not start a process')
    return pid
  }

  it('removes the temporary files of dead writers and keeps those of live ones', async () => {
    const target = join(dir, orgFileName('org_a'))
    const dead = `${orgFileName('org_a')}.${deadPid()}.3.tmp`
    const mine = `${orgFileName('org_a')}.${process.pid}.9.tmp`
    // The parent process is alive while this test runs: another writer sharing the folder.
    const other = `${orgFileName('org_b')}.${process.ppid}.1.tmp`
    // This pid, but older than this process: a previous run that got the same pid.
    const previousRun = `${orgFileName('org_c')}.${process.pid}.1.tmp`
    for (const name of [dead, mine, other, previousRun]) await writeFile(join(dir, name), '{')
    const past = new Date(Date.now() - process.uptime() * 1000 - 60_000)
    await utimes(join(dir, previousRun), past, past)
    await writeFile(`${target}.bak`, 'not a temporary file')

    const store = new FileSavedLocationStore(dir)
    // The first operation waits for the start-up sweep.
    expect(await store.list('org_a')).toEqual([])
    expect((await readdir(dir)).sort()).toEqual([mine, other, `${orgFileName('org_a')}.bak`].sort())
    expect([...(await store.swept)].sort()).toEqual([dead, previousRun].sort())
    await store.put(record('org_a', 'l1'))
    expect(await names(new FileSavedLocationStore(dir), 'org_a')).toEqual(['l1'])
  })

  it('starts on a folder that does not exist yet', async () => {
    const store = new FileSavedLocationStore(join(dir, 'missing'))
    expect(await store.list('org_a')).toEqual([])
    await store.put(record('org_a', 'l1'))
    expect(await names(store, 'org_a')).toEqual(['l1'])
  })
})
