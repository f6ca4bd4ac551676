// Whether the browser keeps this site's data for good (docs/security.md "Storage"). On the embedded
// service, saved locations live in this browser's IndexedDB, which a browser may clear on its own
// when the disk runs low, unless the site's storage is persistent. The page asks for that
// (`navigator.storage.persist()`) when the first location is saved, and the Account page shows
// what the browser answered.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { isoInstant } from '../../utils/dates'

/** What the browser says of this site's storage. */
export interface KeptStorage {
  /** True: kept until the analyst clears it; false: may be cleared; undefined: it does not say. */
  readonly persisted: boolean | undefined
  /** Bytes the site uses, and the most it may use, when the browser says. */
  readonly usage: number | undefined
  readonly quota: number | undefined
}

/** What the page uses of `navigator.storage`, so tests can hand in their own. */
export type StorageLike = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>

/** Where the page notes that it asked once, so a later save does not ask again. */
export const ASKED_KEY = 'eventscope.storage-kept-asked'

function browserStorage(): StorageLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage
}

export async function readKeptStorage(
  storage: StorageLike | undefined = browserStorage(),
): Promise<KeptStorage> {
  if (storage === undefined) return { persisted: undefined, usage: undefined, quota: undefined }
  const [persisted, estimate] = await Promise.all([
    storage.persisted().catch(() => undefined),
    storage.estimate().catch(() => undefined),
  ])
  return { persisted, usage: estimate?.usage, quota: estimate?.quota }
}

/** Asks the browser to keep the site's storage; true when it does. */
export async function askToKeepStorage(
  storage: StorageLike | undefined = browserStorage(),
): Promise<boolean> {
  if (storage === undefined) return false
  return storage.persist().catch(() => false)
}

/**
 * After a location is saved in this browser: asks once to keep the site's storage, unless it is
 * kept already. Later saves leave it to the Account page's button, so a browser that asks the
 * analyst (Firefox) does not ask at every save.
 */
export async function keepStorageOnFirstSave(
  storage: StorageLike | undefined = browserStorage(),
  notes: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): Promise<void> {
  if (storage === undefined || notes.getItem(ASKED_KEY) !== null) return
  notes.setItem(ASKED_KEY, isoInstant(Date.now()))
  if (await storage.persisted().catch(() => false)) return
  await askToKeepStorage(storage)
}

const KEPT_STORAGE_KEY = ['kept-storage'] as const

/** The browser's answer, read anew each time a component shows it, and a way to ask again. */
export function useKeptStorage() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: KEPT_STORAGE_KEY,
    queryFn: () => readKeptStorage(),
    staleTime: 0,
    retry: false,
  })
  const [refused, setRefused] = useState(false)
  const ask = async () => {
    setRefused(!(await askToKeepStorage()))
    await queryClient.invalidateQueries({ queryKey: KEPT_STORAGE_KEY })
  }
  return { state: query.data, refused, ask }
}
