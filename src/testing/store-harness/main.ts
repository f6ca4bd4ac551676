// A page with the embedded service's stores alone: for e2e/idb-store.spec.ts the saved-location
// store over a storage bucket whose quota the spec sets, so a real IndexedDB in Chromium runs out
// of room (docs/security.md "Storage"); for e2e/kept-store.spec.ts the store of the kept dataset
// in the origin private file system. A separate build entry (store-harness.html), exposed as
// `window.__storeHarness`.
import type { SavedLocation } from '../../contract/saved-location'
import { OpfsKeptStore } from '../../service/kept/opfs-kept'
import { IdbSavedLocationStore } from '../../service/store/idb-store'
import { StorageRefusedError } from '../../service/store/types'
import type { StoredLocation } from '../../service/store/types'

export interface StoreHarness {
  /**
   * The IndexedDB of a new storage bucket with `room` bytes beyond what the store's empty
   * database takes there (`emptyStoreBytes`).
   */
  bucket(room: number): Promise<IDBFactory>
  /** The store, its database in `factory`. */
  store(factory: IDBFactory): IdbSavedLocationStore
  /** A record the store keeps, named `name`, with `labels` labels of 100 characters as ballast. */
  record(id: string, name: string, labels: number): StoredLocation
  /** 'full' or 'unavailable' for the store's refusal; the error's name for anything else. */
  refusal(error: unknown): string
  /** The store of the kept dataset, as the service's worker uses it. */
  kept(): OpfsKeptStore
}

declare global {
  interface Window {
    __storeHarness?: StoreHarness
  }
}

function location(id: string, name: string, labels: number): SavedLocation {
  return {
    location_id: id,
    name,
    labels: Array.from(
      { length: labels },
      (_, i) => `${String(i).padStart(3, '0')}${'x'.repeat(97)}`,
    ),
    place_ids: ['4887398'],
    formatted_address: 'Chicago, Illinois, United States',
    create_dt: '2026-03-02T10:00:00+00:00',
    update_dt: '2026-03-02T10:00:00+00:00',
    enrich_dt: null,
    insights_dt: null,
    places: [{ place_id: '4887398' }],
    subscription_valid_types: ['events'],
    status: 'pending',
    summary_insights: [],
    log: [],
  }
}

/** Chromium's Storage Buckets API, which TypeScript's DOM types do not have yet. */
interface StorageBucket {
  readonly indexedDB: IDBFactory
  estimate(): Promise<{ usage?: number }>
}
interface StorageBuckets {
  open(name: string, options: { quota: number }): Promise<StorageBucket>
}

let buckets = 0

function openBucket(quota: number): Promise<StorageBucket> {
  const { storageBuckets } = navigator as Navigator & { storageBuckets: StorageBuckets }
  buckets += 1
  return storageBuckets.open(`store-${String(Date.now())}-${String(buckets)}`, { quota })
}

const newStore = (factory: IDBFactory) => new IdbSavedLocationStore('eventscope', () => factory)

let emptyStore: Promise<number> | undefined

/**
 * The bytes the store's database takes before it holds anything. It depends on Chromium's
 * IndexedDB backend (some tens of kilobytes of SQLite pages in current versions), so a quota of
 * "a few records" is counted from it rather than from zero.
 */
function emptyStoreBytes(): Promise<number> {
  emptyStore ??= (async () => {
    const bucket = await openBucket(10_000_000)
    await newStore(bucket.indexedDB).list('org-1')
    return (await bucket.estimate()).usage ?? 0
  })()
  return emptyStore
}

window.__storeHarness = {
  bucket: async (room) => (await openBucket((await emptyStoreBytes()) + room)).indexedDB,
  store: newStore,
  record: (id, name, labels) => ({
    orgId: 'org-1',
    revisedAt: 0,
    location: location(id, name, labels),
  }),
  refusal: (error) =>
    error instanceof StorageRefusedError
      ? error.reason
      : error instanceof Error
        ? error.name
        : String(error),
  kept: () => new OpfsKeptStore(),
}
document.title = 'Service stores · ready'
