// Browser saved-location store on IndexedDB (database "eventscope", object store
// "saved-locations" keyed by [orgId, location_id]). Every read goes to the database, so a second
// tab sees what the first one wrote; the page that wrote tells the others to refetch
// (features/locations/use-location-sync.ts).
import { openDB } from 'idb'
import type { DBSchema, IDBPDatabase } from 'idb'

import { parseStoredLocations } from './stored-schema'
import type { PutOptions, SavedLocationStore, StoredLocation } from './types'
import { revisionMatches } from './types'

export const IDB_NAME = 'eventscope'
export const IDB_STORE = 'saved-locations'

interface Row extends StoredLocation {
  /** Top-level copy of `location.location_id`, the second part of the key. */
  readonly locationId: string
}

interface EventscopeDb extends DBSchema {
  'saved-locations': {
    key: [string, string]
    value: Row
    indexes: { 'by-org': string }
  }
}

export class IdbSavedLocationStore implements SavedLocationStore {
  private db: Promise<IDBPDatabase<EventscopeDb>> | undefined
  constructor(private readonly name = IDB_NAME) {}

  private open(): Promise<IDBPDatabase<EventscopeDb>> {
    this.db ??= openDB<EventscopeDb>(this.name, 1, {
      upgrade(db) {
        const store = db.createObjectStore(IDB_STORE, { keyPath: ['orgId', 'locationId'] })
        store.createIndex('by-org', 'orgId')
      },
    })
    return this.db
  }

  async list(orgId: string): Promise<StoredLocation[]> {
    const db = await this.open()
    const rows = await db.getAllFromIndex(IDB_STORE, 'by-org', orgId)
    return parseStoredLocations(rows)
  }

  async put(record: StoredLocation, options?: PutOptions): Promise<boolean> {
    const db = await this.open()
    const locationId = record.location.location_id
    // One readwrite transaction: the revision check and the write cannot interleave with
    // another tab's write.
    const tx = db.transaction(IDB_STORE, 'readwrite')
    const current = await tx.store.get([record.orgId, locationId])
    if (!revisionMatches(current, options)) {
      await tx.done
      return false
    }
    await tx.store.put({ ...record, locationId })
    await tx.done
    return true
  }

  async delete(orgId: string, locationId: string): Promise<boolean> {
    const db = await this.open()
    const tx = db.transaction(IDB_STORE, 'readwrite')
    const existed = (await tx.store.getKey([orgId, locationId])) !== undefined
    if (existed) await tx.store.delete([orgId, locationId])
    await tx.done
    return existed
  }

  close(): void {
    void this.db?.then((db) => {
      db.close()
    })
  }
}
