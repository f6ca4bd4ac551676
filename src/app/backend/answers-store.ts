// The IndexedDB database of the kept answers (kept-answers.ts), opened once per page. The page's
// first script opens it (app/early-start.ts): on a reload every view's first queries read their
// answers from it, and opening a database takes the browser a few hundred milliseconds on a busy
// machine, which the first queries would otherwise wait for after the first render
// (docs/dataset-cache.md "Where and under what name").
import { openDB } from 'idb'
import type { IDBPDatabase } from 'idb'

/** The IndexedDB database and store of the kept answers. */
export const KEPT_ANSWERS_DB = 'eventscope-answers'
export const KEPT_ANSWERS_STORE = 'queries'

/**
 * Whether this page keeps answers at all: not under the dev server, which serves code as it is
 * edited and which no digest of the code follows (docs/dataset-cache.md).
 */
export function keepsAnswers(): boolean {
  return !import.meta.env.DEV
}

let opened: Promise<IDBPDatabase | undefined> | undefined

/**
 * The database, opened at the first call. Undefined when the browser refuses IndexedDB (a
 * private window, a full disk): the page then keeps nothing.
 */
export function openAnswersStore(): Promise<IDBPDatabase | undefined> {
  opened ??= openDB(KEPT_ANSWERS_DB, 1, {
    upgrade: (created) => created.createObjectStore(KEPT_ANSWERS_STORE),
  }).catch(() => undefined)
  return opened
}
