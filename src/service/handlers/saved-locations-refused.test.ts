// A store that refuses writes (docs/security.md "Storage"): the browser's quota for the site is
// used up, or it allows no IndexedDB. A save is answered 507 (503 when the store cannot be used at
// all) with a message that says so, every location saved before is still there, and reads still
// answer, enrichment included, with nothing written back.
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createSavedLocationResponse,
  savedLocationsListResponse,
} from '../../contract/saved-location'
import { call } from '../../testing/service/request'
import type { TestService } from '../../testing/service/test-service'
import { createTestService } from '../../testing/service/test-service'
import { MemorySavedLocationStore } from '../store/memory-store'
import type { PutOptions, StoredLocation } from '../store/types'
import { StorageRefusedError } from '../store/types'

/** The in-memory store, refusing every write while `refusing` is set. */
class RefusingStore extends MemorySavedLocationStore {
  refusing: 'full' | 'unavailable' | undefined

  override put(record: StoredLocation, options?: PutOptions): Promise<boolean> {
    if (this.refusing === undefined) return super.put(record, options)
    return Promise.reject(new StorageRefusedError(this.refusing, 'the store has no room'))
  }

  override delete(orgId: string, locationId: string): Promise<boolean> {
    if (this.refusing === undefined) return super.delete(orgId, locationId)
    return Promise.reject(new StorageRefusedError(this.refusing, 'the store has no room'))
  }
}

const DELAY = 2_000
const store = new RefusingStore()
let t: TestService

beforeAll(async () => {
  t = await createTestService({ savedLocations: { enrichDelayMs: DELAY, store } })
}, 240_000)

const body = (name: string) => ({ name, place_ids: ['4887398'] })

async function listed(): Promise<{ name: string; status: string }[]> {
  const reply = await call(t, '/v1/saved-locations', { tick: 0 })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return savedLocationsListResponse.parse(reply.body).locations
}

describe('a store that refuses writes', () => {
  it('answers a save 507 with why, and keeps every location saved before', async () => {
    store.refusing = undefined
    const kept = await call(t, '/v1/saved-locations', { body: body('Kept') })
    expect(kept.status).toBe(201)
    const id = createSavedLocationResponse.parse(kept.body).location_id

    store.refusing = 'full'
    const refused = await call(t, '/v1/saved-locations', { body: body('Refused') })
    expect(refused.status).toBe(507)
    expect(refused.body).toEqual({
      error: 'Not saved: the store has no room. Locations saved before are kept.',
    })
    const edit = await call(t, `/v1/saved-locations/${id}`, {
      method: 'PUT',
      body: body('Renamed'),
    })
    expect(edit.status).toBe(507)
    const removal = await call(t, `/v1/saved-locations/${id}`, { method: 'DELETE' })
    expect(removal.status).toBe(507)

    // Past the enrichment delay: the read computes the insights it cannot write back.
    t.clock.advance(DELAY)
    expect(await listed()).toEqual([expect.objectContaining({ name: 'Kept', status: 'active' })])
  })

  it('answers 503 when the store cannot be used at all', async () => {
    store.refusing = 'unavailable'
    const refused = await call(t, '/v1/saved-locations', { body: body('Nowhere') })
    expect(refused.status).toBe(503)
    expect(refused.body).toEqual({
      error: 'Not saved: the store has no room. Locations saved before are kept.',
    })
    store.refusing = undefined
  })
})
