// A page with the embedded service's IndexedDB store alone, for e2e/idb-store.spec.ts: the store
// over a storage bucket whose quota the spec sets, so a real IndexedDB in Chromium runs out of
// room (docs/security.md "Storage"). A separate build entry (store-harness.html), exposed as
// `window.__storeHarness`.
import type { SavedLocation } from '../../contract/saved-location'
import { IdbSavedLocationStore } from '../../service/store/idb-store'
import { StorageRefusedError } from '../../service/store/types'
import type { StoredLocation } from '../../service/store/types'

export interface StoreHarness {
  /** The IndexedDB of a new storage bucket that holds at most `quota` bytes. */
  bucket(quota: number): Promise<IDBFactory>
  /** The store, its database in `factory`. */
  store(factory: IDBFactory): IdbSavedLocationStore
  /** A record the store keeps, named `name`, with `labels` labels of 100 characters as ballast. */
  record(id: string, name: string, labels: number): StoredLocation
  /** 'full' or 'unavailable' for the store's refusal; the error's name for anything else. */
  refusal(error: unknown): string
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
interface StorageBuckets {
  open(name: string, options: { quota: number }): Promise<{ indexedDB: IDBFactory }>
}

let buckets = 0

window.__storeHarness = {
  bucket: async (quota) => {
    const { storageBuckets } = navigator as Navigator & { storageBuckets: StorageBuckets }
    buckets += 1
    const name = `store-${String(Date.now())}-${String(buckets)}`
    return (await storageBuckets.open(name, { quota })).indexedDB
  },
  store: (factory) => new IdbSavedLocationStore('eventscope', () => factory),
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
}
document.title = 'Saved-location store · ready'
