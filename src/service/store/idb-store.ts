// Browser saved-location store on IndexedDB (database "eventscope", object store
// "saved-locations" keyed by [orgId, location_id]). Every read goes to the database, so a second
// tab sees what the first one wrote; the page that wrote tells the others to refetch
// (features/locations/use-location-sync.ts). A write the browser refuses (its quota for the site
// is used up, or it allows no IndexedDB here) is a StorageRefusedError; its transaction is aborted,
// so every location stored before stays as it was.
import { wrap } from 'idb'
import type { DBSchema, IDBPDatabase } from 'idb'

import { parseStoredLocations } from './stored-schema'
import type { PutOptions, PutRequest, SavedLocationStore, StoredLocation } from './types'
import { revisionMatches, StorageRefusedError } from './types'

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

const FULL =
  'this browser has no room left for the dashboard’s data (its storage for this site is full)'
const UNAVAILABLE =
  'this browser does not let the dashboard store data here (a private window may allow none)'

/** A failed write as the store reports it: a refusal when the browser refused, else as it came. */
function refusal(error: unknown, opening: boolean): unknown {
  if (error instanceof StorageRefusedError) return error
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'QuotaExceededError') return new StorageRefusedError('full', FULL, { cause: error })
  // Opening fails this way where IndexedDB is off or blocked (a private window, a policy).
  if (opening || name === 'InvalidStateError' || name === 'SecurityError') {
    return new StorageRefusedError('unavailable', UNAVAILABLE, { cause: error })
  }
  return error
}

/** `write`, with the browser's refusals turned into StorageRefusedError. */
async function refusing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    throw refusal(error, false)
  }
}

/**
 * The database in `factory`: the page's IndexedDB, or a storage bucket's, whose quota a test sets
 * (e2e/idb-store.spec.ts). idb's own openDB knows only the page's.
 */
async function openIn(factory: IDBFactory, name: string): Promise<IDBPDatabase<EventscopeDb>> {
  const request = factory.open(name, 1)
  request.addEventListener('upgradeneeded', () => {
    const store = request.result.createObjectStore(IDB_STORE, {
      keyPath: ['orgId', 'locationId'],
    })
    store.createIndex('by-org', 'orgId')
  })
  const db = await wrap(request)
  if (db === undefined) throw new DOMException('IndexedDB gave no database', 'InvalidStateError')
  // The schema is the one the upgrade above made.
  return db as unknown as IDBPDatabase<EventscopeDb>
}

export class IdbSavedLocationStore implements SavedLocationStore {
  private db: Promise<IDBPDatabase<EventscopeDb>> | undefined
  constructor(
    private readonly name = IDB_NAME,
    /** Where the database lives; read when first opened, so a page without IndexedDB can start. */
    private readonly factory: () => IDBFactory = () => indexedDB,
  ) {}

  private open(): Promise<IDBPDatabase<EventscopeDb>> {
    this.db ??= Promise.resolve()
      .then(() => openIn(this.factory(), this.name))
      .catch((error: unknown) => {
        // The next call tries again: a refusal now (the disk full as the page opened) may pass.
        this.db = undefined
        throw refusal(error, true)
      })
    return this.db
  }

  async list(orgId: string): Promise<StoredLocation[]> {
    const db = await this.open()
    const rows = await db.getAllFromIndex(IDB_STORE, 'by-org', orgId)
    return parseStoredLocations(rows)
  }

  async put(record: StoredLocation, options?: PutOptions): Promise<boolean> {
    const [written] = await this.putAll([{ record, options }])
    return written ?? false
  }

  putAll(requests: readonly PutRequest[]): Promise<boolean[]> {
    return refusing(() => this.write(requests))
  }

  private async write(requests: readonly PutRequest[]): Promise<boolean[]> {
    const db = await this.open()
    // One readwrite transaction: the revision checks and the writes cannot interleave with
    // another tab's write, and a refusal aborts them all.
    const tx = db.transaction(IDB_STORE, 'readwrite')
    // A refused request aborts the transaction: its failure is the request's, thrown below, not
    // a second, unhandled one.
    tx.done.catch(() => undefined)
    // Every revision read at once, then every write: one round of requests each.
    const stored = await Promise.all(
      requests.map(({ record }) => tx.store.get([record.orgId, record.location.location_id])),
    )
    const puts: Promise<unknown>[] = []
    const written = requests.map(({ record, options }, i) => {
      const locationId = record.location.location_id
      if (!revisionMatches(stored[i], options)) return false
      puts.push(tx.store.put({ ...record, locationId }))
      return true
    })
    // A refused write's failure is the first thrown here.
    await Promise.all([...puts, tx.done])
    return written
  }

  delete(orgId: string, locationId: string): Promise<boolean> {
    return refusing(async () => {
      const db = await this.open()
      const tx = db.transaction(IDB_STORE, 'readwrite')
      tx.done.catch(() => undefined)
      const existed = (await tx.store.getKey([orgId, locationId])) !== undefined
      if (existed) await tx.store.delete([orgId, locationId])
      await tx.done
      return existed
    })
  }

  close(): void {
    void this.db?.then((db) => {
      db.close()
    })
  }
}
