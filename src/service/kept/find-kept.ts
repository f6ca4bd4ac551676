// Where a start-up finds its data, first hit wins: the page's own kept copy (opfs-kept.ts), then the
// prebuilt file `npm run data` wrote for today, else nothing and the dataset is generated. A copy
// that is damaged or made for another key is dropped and the next source is tried: kept data is
// served only when it is exactly what a fresh build would give (docs/dataset-cache.md).
import type { KeptData } from './kept-file'
import type { DatasetKey } from './kept-key'
import { decodeKept } from './kept-file'

export type DataSource = 'kept' | 'file' | 'built'

export interface KeptSources {
  /** The page's copy, undefined when there is none. */
  readonly readKept: () => Promise<ArrayBuffer | undefined>
  readonly dropKept: () => Promise<void>
  /** The prebuilt file, undefined when the server has none for this key. */
  readonly fetchFile: () => Promise<ArrayBuffer | undefined>
}

export interface Found {
  readonly data: KeptData
  readonly source: Exclude<DataSource, 'built'>
  /** The file's bytes, which the page keeps; undefined when they came from the page's copy. */
  readonly bytes: ArrayBuffer | undefined
}

/** Reading a store can fail (private mode, quota, a blocked upgrade): that is a miss, not an error. */
async function attempt<T>(read: () => Promise<T>, onRejected: (why: string) => void) {
  try {
    return await read()
  } catch (error) {
    onRejected(error instanceof Error ? error.message : String(error))
    return undefined
  }
}

export async function findKept(
  key: DatasetKey,
  sources: KeptSources,
  onRejected: (why: string) => void = () => undefined,
): Promise<Found | undefined> {
  const kept = await attempt(sources.readKept, onRejected)
  if (kept) {
    const data = await attempt(
      () => Promise.resolve().then(() => decodeKept(kept, key)),
      onRejected,
    )
    if (data) return { data, source: 'kept', bytes: undefined }
    await attempt(sources.dropKept, onRejected)
  }
  const file = await attempt(sources.fetchFile, onRejected)
  if (file) {
    const data = await attempt(
      () => Promise.resolve().then(() => decodeKept(file, key)),
      onRejected,
    )
    if (data) return { data, source: 'file', bytes: file }
  }
  return undefined
}
