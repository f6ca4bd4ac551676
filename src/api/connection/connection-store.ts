// Where the app's API requests go: the embedded service or a real backend (proxy mode), and the
// token they carry. Settings chosen at run time persist in localStorage and win over the host's
// defaults (page-connection.ts) until reset.
import { createStore, useStore } from 'zustand'
import type { Mutate, StoreApi } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { StateStorage } from 'zustand/middleware'
import { connectionSchema, normalizeConnection, pageConnection } from './page-connection'
import type { Connection } from './page-connection'

export const CONNECTION_STORAGE_KEY = 'eventscope.connection'

export interface ConnectionState extends Connection {
  /** Changes some settings; switching to 'embedded' clears the base URL. */
  setConnection(patch: Partial<Connection>): void
  /** Forgets the saved settings and returns to the host's defaults. */
  resetConnection(): void
}

export type ConnectionStore = Mutate<StoreApi<ConnectionState>, [['zustand/persist', Connection]]>

function pageStorage(): StateStorage {
  const data = new Map<string, string>()
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value)
    },
    removeItem: (key) => {
      data.delete(key)
    },
  }
}

function pick({ mode, baseUrl, token }: Connection): Connection {
  return { mode, baseUrl, token }
}

export function createConnectionStore(
  defaults: () => Connection,
  storage: () => StateStorage | undefined,
): ConnectionStore {
  const store: ConnectionStore = createStore<ConnectionState>()(
    persist<ConnectionState, [], [], Connection>(
      (set, get) => ({
        ...normalizeConnection(defaults()),
        setConnection: (patch) => {
          set(normalizeConnection({ ...pick(get()), ...patch }))
        },
        resetConnection: () => {
          set(normalizeConnection(defaults()))
          store.persist.clearStorage()
        },
      }),
      {
        name: CONNECTION_STORAGE_KEY,
        version: 1,
        // Without localStorage (private mode, Node) settings last as long as the page.
        storage: createJSONStorage(() => storage() ?? pageStorage()),
        partialize: pick,
        // Stored settings are read back through the schema: a hand-edited or older value is
        // ignored rather than trusted.
        merge: (persisted, current) => {
          const parsed = connectionSchema.safeParse(persisted)
          return parsed.success ? { ...current, ...normalizeConnection(parsed.data) } : current
        },
      },
    ),
  )
  return store
}

export const connectionStore = createConnectionStore(pageConnection, () =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
)

/** The current connection (or a part of it) in a component. */
export function useConnection<T>(select: (state: ConnectionState) => T): T {
  return useStore(connectionStore, select)
}
