// The embedded service's answers kept between page loads (docs/dataset-cache.md), by TanStack
// Query's own per-query persister: a query of the dataset restores its last result from IndexedDB
// when it first runs on a page, so a reload draws its view before the service has read its data,
// and asks the service again behind it once the service runs.
//
// Entries are named by the dataset, the code that answered (together the `buster`) and the account
// (the first digits of its token's SHA-256, never the token), so another day, build, setting or
// account never meets them; the first kept query of a page removes every entry of another name.
import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core'
import type { AsyncStorage, PersistedQuery } from '@tanstack/query-persist-client-core'
import type { Query, QueryCache, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { IDBPDatabase } from 'idb'
import { DATASET_READS, SAVED_LOCATION_PARAM } from '../../contract/dataset-reads'
import type { OperationId } from '../../contract/routes'
import { connectionStore } from '../../api/connection/connection-store'
import { queryKeys } from '../../api/query-options'
import { isMapQueryKey } from '../../components/map/use-all-matches'
import { tokenTag } from './answers-scope'
import { KEPT_ANSWERS_STORE, openAnswersStore } from './answers-store'
import { whenServiceRouted } from './start'
import { viewDrawn } from '../../utils/page-marks'

type Persister = ReturnType<typeof experimental_createQueryPersister<PersistedQuery>>

/**
 * A query of the API that reads the dataset alone (contract/dataset-reads.ts), not filtered by
 * saved locations: its answer holds all day. Map pages are kept with the rest of their query.
 */
export function isKeptQuery(queryKey: QueryKey): boolean {
  const [root, op, input] = queryKey
  if (root !== queryKeys.all[0] || typeof op !== 'string') return false
  if (!DATASET_READS.has(op as OperationId)) return false
  return typeof input !== 'object' || input === null || !(SAVED_LOCATION_PARAM in input)
}

/**
 * A map's query (components/map/use-all-matches.ts) is kept with its first page only: a reload
 * draws that at once, as a first load does, and its refetch brings the rest. Reading and drawing
 * every match before the first frame would hold the reload's map back.
 */
function firstPageOfMaps(query: PersistedQuery): PersistedQuery {
  const { data } = query.state
  if (!isMapQueryKey(query.queryKey) || !Array.isArray(data)) return query
  return { ...query, state: { ...query.state, data: data.slice(0, 1) } }
}

/** What the store holds under a key, as far as the persister relies on it. */
function isPersistedQuery(value: unknown): value is PersistedQuery {
  if (typeof value !== 'object' || value === null) return false
  const { buster, queryHash, queryKey, state } = value as Record<string, unknown>
  return (
    typeof buster === 'string' &&
    typeof queryHash === 'string' &&
    Array.isArray(queryKey) &&
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Record<string, unknown>).dataUpdatedAt === 'number'
  )
}

/**
 * The store, as the persister's storage. It never throws: a browser that refuses IndexedDB (a
 * private window, a full disk) keeps nothing, and every query asks the service.
 */
function indexedDbStorage(): AsyncStorage<PersistedQuery> & {
  keys(): Promise<string[]>
} {
  const quietly = async <T>(run: (store: IDBPDatabase) => Promise<T>): Promise<T | undefined> => {
    try {
      const opened = await openAnswersStore()
      return opened && (await run(opened))
    } catch {
      return undefined
    }
  }
  return {
    getItem: (key) =>
      quietly(async (store) => {
        const value: unknown = await store.get(KEPT_ANSWERS_STORE, key)
        return isPersistedQuery(value) ? value : undefined
      }),
    setItem: (key, value) => quietly((store) => store.put(KEPT_ANSWERS_STORE, value, key)),
    removeItem: async (key) => {
      await quietly((store) => store.delete(KEPT_ANSWERS_STORE, key))
    },
    keys: async () =>
      (await quietly((store) => store.getAllKeys(KEPT_ANSWERS_STORE)))?.map(String) ?? [],
  }
}

/**
 * The persister of the embedded service's queries, for the dataset and code `buster` names, and
 * what keeps a map's first page as it arrives. Queries of another mode, and every query that does
 * not read the dataset alone, run as they would without it.
 */
export function keptAnswers(buster: string) {
  const storage = indexedDbStorage()
  const persisters = new Map<string, Promise<Persister>>()

  /** The persister of one account, made once; the first drops the entries of other names. */
  const persisterOf = (token: string): Promise<Persister> => {
    let made = persisters.get(token)
    if (made === undefined) {
      made = tokenTag(token).then((tag) => {
        const prefix = `${buster}:${tag}`
        const persister = experimental_createQueryPersister<PersistedQuery>({
          storage,
          buster,
          prefix,
          // Stored as the structured clones IndexedDB makes, not as JSON text.
          serialize: firstPageOfMaps,
          deserialize: (query) => query,
          // Asked again once the service runs (persist, below), not at once.
          refetchOnRestore: false,
        })
        // Entries of other days, builds or accounts: gone once the page has settled.
        setTimeout(() => void dropOthers(storage, prefix), DROP_AFTER_MS)
        return persister
      })
      persisters.set(token, made)
    }
    return made
  }

  /** The persister of the account in force, in embedded mode only. */
  const accountPersister = (): Promise<Persister> | undefined => {
    const { mode, token } = connectionStore.getState()
    return mode === 'embedded' && 'subtle' in crypto ? persisterOf(token) : undefined
  }

  /** The persister of the account and mode in force, when `query` is one to keep. */
  const persisterFor = (query: Query): Promise<Persister> | undefined =>
    isKeptQuery(query.queryKey) ? accountPersister() : undefined

  // The account in force is named now, while the page's scripts run, rather than at the first
  // query: its digest then holds no query back.
  void accountPersister()

  return {
    /** The QueryClient's default `persister`. */
    persisterFn: async <T, TQueryKey extends QueryKey>(
      queryFn: (context: QueryFunctionContext<TQueryKey>) => T | Promise<T>,
      context: QueryFunctionContext<TQueryKey>,
      query: Query,
    ): Promise<T> => {
      const persister = persisterFor(query)
      if (persister === undefined) return queryFn(context)
      const service = { asked: false }
      const data = await (
        await persister
      ).persisterFn(
        (ctx: QueryFunctionContext<TQueryKey>) => {
          service.asked = true
          return queryFn(ctx)
        },
        context,
        query,
      )
      if (!service.asked) askAgainOnceServed(query)
      return data
    },

    /**
     * Keeps a map's query as soon as its first page is in (the part a reload draws, see
     * firstPageOfMaps) rather than once its last is: a reload soon after a first visit finds it.
     */
    watch(cache: QueryCache): () => void {
      return cache.subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return
        const query = event.query as Query
        const data: unknown = query.state.data
        if (!isMapQueryKey(query.queryKey) || !Array.isArray(data) || data.length !== 1) return
        if (event.action.manual !== true) return
        void persisterFor(query)?.then((persister) => persister.persistQuery(query))
      })
    },
  }
}

/**
 * A query drawn from a kept answer asks the service again once the service's worker runs
 * (app/backend/start.ts) and the first view has drawn: a map for the rest of its pages, and every
 * other query too, since a plan with a visibility window answers differently as the clock moves.
 * The view keeps what it shows until the new answer is in; asked sooner, the service would build
 * its data while the page draws what it already has.
 */
function askAgainOnceServed(query: Query): void {
  void Promise.all([whenServiceRouted(), viewDrawn()]).then(() => {
    // After the fetch that restored it has settled, so that this one is not folded into it.
    setTimeout(() => {
      query.fetch().catch(() => undefined)
    })
  })
}

/** How long after the first kept query the entries of other scopes are removed. */
const DROP_AFTER_MS = 5_000

async function dropOthers(
  storage: ReturnType<typeof indexedDbStorage>,
  prefix: string,
): Promise<void> {
  const others = (await storage.keys()).filter((key) => !key.startsWith(`${prefix}-`))
  for (const key of others) await storage.removeItem(key)
}
