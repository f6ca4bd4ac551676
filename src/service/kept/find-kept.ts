// Where a start-up finds its data, first hit wins: the page's own kept copy (opfs-kept.ts), then the
// prebuilt files `npm run data` wrote for today, else nothing and the dataset is generated. A copy
// that is damaged or made for another key is dropped and the next source is tried: kept data is
// served only when it is exactly what a fresh build would give (docs/dataset-cache.md).
import type { KeptData } from './kept-file'

export type DataSource = 'kept' | 'file' | 'built'

export interface KeptSources {
  /**
   * The data of the page's copy, undefined when there is none; throws when it cannot be read or
   * is damaged or another key's (KeptDataError).
   */
  readonly readKept: () => Promise<KeptData | undefined>
  readonly dropKept: () => Promise<void>
  /**
   * The data of the prebuilt files and how to make the copy the page keeps of them, undefined when
   * the server has none for this key; throws KeptDataError when they are damaged or another key's.
   */
  readonly fetchFiles: () => Promise<{ data: KeptData; copy: () => ArrayBuffer } | undefined>
}

export interface Found {
  readonly data: KeptData
  readonly source: Exclude<DataSource, 'built'>
  /**
   * Makes the copy of the files the page keeps, when it is time to keep it (a copy of their bytes,
   * not made on the way to the first answer); undefined when they came from the page's copy.
   */
  readonly copy: (() => ArrayBuffer) | undefined
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Reading a store can fail (private mode, quota, a blocked upgrade): that is a miss, not an error. */
async function attempt<T>(read: () => Promise<T>, onRejected: (why: string) => void) {
  try {
    return await read()
  } catch (error) {
    onRejected(reason(error))
    return undefined
  }
}

export async function findKept(
  sources: KeptSources,
  onRejected: (why: string) => void = () => undefined,
): Promise<Found | undefined> {
  try {
    const data = await sources.readKept()
    if (data) return { data, source: 'kept', copy: undefined }
  } catch (error) {
    onRejected(reason(error))
    await attempt(sources.dropKept, onRejected)
  }
  const files = await attempt(sources.fetchFiles, onRejected)
  return files && { ...files, source: 'file' }
}
