// The page's copy of the kept dataset, in IndexedDB (database "eventscope-dataset", one entry per
// key name), separate from the saved locations so that dropping it never touches them. Only the
// newest key is kept: writing one removes the others (yesterday's data, another size or seed).
import { openDB } from 'idb'
import type { DBSchema, IDBPDatabase } from 'idb'

export const KEPT_DB = 'eventscope-dataset'
export const KEPT_STORE = 'kept'

interface KeptDb extends DBSchema {
  kept: { key: string; value: ArrayBuffer }
}

export class IdbKeptStore {
  private db: Promise<IDBPDatabase<KeptDb>> | undefined

  private open(): Promise<IDBPDatabase<KeptDb>> {
    this.db ??= openDB<KeptDb>(KEPT_DB, 1, {
      upgrade(db) {
        db.createObjectStore(KEPT_STORE)
      },
    })
    return this.db
  }

  async read(name: string): Promise<ArrayBuffer | undefined> {
    const value: unknown = await (await this.open()).get(KEPT_STORE, name)
    return value instanceof ArrayBuffer ? value : undefined
  }

  async remove(name: string): Promise<void> {
    await (await this.open()).delete(KEPT_STORE, name)
  }

  async write(name: string, bytes: ArrayBuffer): Promise<void> {
    const tx = (await this.open()).transaction(KEPT_STORE, 'readwrite')
    const others = (await tx.store.getAllKeys()).filter((key) => key !== name)
    await Promise.all([...others.map((key) => tx.store.delete(key)), tx.store.put(bytes, name)])
    await tx.done
  }
}
