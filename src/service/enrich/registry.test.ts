// The registry over a real file store: enrichment is written back and survives a restart, the
// schedule is a function of the service clock, and a stale write-back never undoes a replace.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { organisationForToken } from '../auth/accounts'
import type { Organisation } from '../auth/accounts'
import type { TestService } from '../../testing/service/test-service'
import { createTestService } from '../../testing/service/test-service'
import { FileSavedLocationStore } from '../store/file-store'
import { MemorySavedLocationStore } from '../store/memory-store'
import type { SavedLocationStore } from '../store/types'
import { SavedLocationRegistry } from './registry'
import { HOUR_MS } from '../../utils/time'

let t: TestService
let dir: string
let org: Organisation
const T0 = Date.parse('2026-06-15T12:00:00Z')
const body = {
  name: 'Chicago Loop',
  labels: ['office'],
  geojson: {
    type: 'Feature' as const,
    properties: { radius: 8, radius_unit: 'km' as const },
    geometry: { type: 'Point' as const, coordinates: [-87.6298, 41.8781] as [number, number] },
  },
}

beforeAll(async () => {
  t = await createTestService()
  dir = await mkdtemp(join(tmpdir(), 'eventscope-registry-'))
  const found = organisationForToken('demo-analyst')
  if (!found) throw new Error('demo organisation missing')
  org = found
}, 240_000)
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const registry = (store: SavedLocationStore, ids: string[] = []) =>
  new SavedLocationRegistry(t.deps, {
    store,
    enrichDelayMs: 1_500,
    refreshMs: HOUR_MS,
    newId: () => ids.shift() ?? 'fixed-id',
  })

describe('saved location registry', () => {
  it('persists the enrichment in the file store across a restart', async () => {
    const first = registry(new FileSavedLocationStore(dir), ['loc-1'])
    expect(await first.create(org, body, T0)).toBe('loc-1')
    expect((await first.get(org, 'loc-1', T0 + 1_499))?.status).toBe('pending')
    const active = await first.get(org, 'loc-1', T0 + 1_500)
    expect(active?.status).toBe('active')
    expect(active?.formatted_address).toBe('Chicago, Illinois, United States')
    await first.written()
    const restarted = registry(new FileSavedLocationStore(dir))
    const stored = (await new FileSavedLocationStore(dir).list(org.id))[0]
    expect(stored?.location).toEqual(active)
    // Read later but before the next refresh: the same insights, nothing recomputed.
    expect(await restarted.get(org, 'loc-1', T0 + HOUR_MS)).toEqual(active)
    const refreshed = await restarted.get(org, 'loc-1', T0 + 1_500 + 3 * HOUR_MS + 10)
    expect(refreshed?.insights_dt).toBe('2026-06-15T15:00:01.500+00:00')
    expect(refreshed?.enrich_dt).toBe(active?.enrich_dt)
    // The refresh is written back behind the answer: done before the folder goes.
    await restarted.written()
    expect((await new FileSavedLocationStore(dir).list(org.id))[0]?.location).toEqual(refreshed)
  })

  it('gives the same result whatever the reads in between (a pure function of the clock)', async () => {
    const a = registry(new MemorySavedLocationStore(), ['x'])
    const b = registry(new MemorySavedLocationStore(), ['x'])
    await a.create(org, body, T0)
    await b.create(org, body, T0)
    for (const at of [T0 + 2_000, T0 + 3_700_000, T0 + 9_000_000]) await a.get(org, 'x', at)
    expect(await a.get(org, 'x', T0 + 20_000_000)).toEqual(await b.get(org, 'x', T0 + 20_000_000))
  })

  it('never lets a stale enrichment write-back undo a replace', async () => {
    const store = new MemorySavedLocationStore()
    const reg = registry(store, ['y'])
    await reg.create(org, body, T0)
    const [old] = await store.list(org.id)
    if (!old) throw new Error('not stored')
    await reg.replace(org, 'y', { ...body, name: 'Renamed' }, T0 + 5_000)
    // A write-back computed for the first revision arrives after the replace.
    expect(
      await store.put(
        { ...old, location: { ...old.location, status: 'active' } },
        { ifRevision: old.revisedAt },
      ),
    ).toBe(false)
    const now = await reg.get(org, 'y', T0 + 5_000)
    expect(now).toMatchObject({ name: 'Renamed', status: 'pending' })
  })

  it('gives the events engine the areas of the organisation only', async () => {
    const reg = registry(new MemorySavedLocationStore(), ['c', 'p'])
    await reg.create(org, body, T0)
    await reg.create(org, { name: 'NYC', labels: [], place_ids: ['5128581', '5128581'] }, T0)
    expect(await reg.areasFor(org.id, ['c', 'p', 'nope'])).toEqual([
      { kind: 'circle', lon: -87.6298, lat: 41.8781, radiusM: 8_000 },
      { kind: 'places', placeIds: ['5128581'] },
    ])
    expect(await reg.areasFor('org_us_only', ['c', 'p'])).toEqual([])
  })
})
