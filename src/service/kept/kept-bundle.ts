// A page's kept copy of the two parts' files (docs/dataset-cache.md "Parts"), as one file: their
// bytes as they came, one after the other, behind a header that says where the second starts.
// This module is all the worker's entry needs to read one (service.worker.ts), apart from the
// decoding (kept-file.ts).
//
// Layout: "ESDB" · u32 length of the near part's file · that file · padding to 8 bytes · the
// rest's file.
import { KeptDataError } from './kept-error'
import { alignUp } from './pack'

/** "ESDB" read little-endian: a copy that holds the two parts' files one after the other. */
const BUNDLE_MAGIC = 0x42445345
const BUNDLE_HEADER_BYTES = 8

/**
 * One copy of the two parts' files, as a page keeps them after reading them: their bytes as they
 * came, which costs nothing, where packing the joined dataset again holds the worker for a second
 * or more. A bundle is read with readKeptCopy.
 */
export function bundleParts(near: ArrayBuffer, rest: ArrayBuffer): ArrayBuffer {
  const restAt = alignUp(BUNDLE_HEADER_BYTES + near.byteLength)
  const bundle = new ArrayBuffer(restAt + rest.byteLength)
  const view = new DataView(bundle)
  view.setUint32(0, BUNDLE_MAGIC, true)
  view.setUint32(4, near.byteLength, true)
  new Uint8Array(bundle).set(new Uint8Array(near), BUNDLE_HEADER_BYTES)
  new Uint8Array(bundle).set(new Uint8Array(rest), restAt)
  return bundle
}

/** Where a bundle's parts lie, or undefined when `head` (its first 8 bytes) is not a bundle's. */
function bundleLayout(
  head: DataView,
  size: number,
): { nearEnd: number; restAt: number } | undefined {
  if (head.byteLength < BUNDLE_HEADER_BYTES || head.getUint32(0, true) !== BUNDLE_MAGIC) {
    return undefined
  }
  const nearEnd = BUNDLE_HEADER_BYTES + head.getUint32(4, true)
  const restAt = alignUp(nearEnd)
  if (restAt > size) throw new KeptDataError('kept dataset rejected: truncated')
  return { nearEnd, restAt }
}

/**
 * A page's kept copy as it is read from its file: a bundle's near part first, then its rest, so
 * that a service over the near part answers before the rest is read (docs/dataset-cache.md); or a
 * whole dataset's file in one piece.
 */
export type KeptCopy =
  | {
      readonly kind: 'parts'
      readonly near: Promise<ArrayBuffer>
      readonly rest: Promise<ArrayBuffer>
    }
  | { readonly kind: 'whole'; readonly bytes: Promise<ArrayBuffer> }

/** What readKeptCopy reads: a File of the origin private file system, or any Blob. */
export interface CopyFile {
  readonly size: number
  slice(start: number, end?: number): Pick<Blob, 'arrayBuffer'>
  arrayBuffer(): Promise<ArrayBuffer>
}

/**
 * Starts reading `file`, a kept copy; rejects with KeptDataError when a bundle is cut short. A
 * bundle's rest is read once its near part is and `restWanted` has settled: until a request needs
 * it, reading it would take the disk and a core from the page's first view (docs/dataset-cache.md
 * "When the worker builds").
 */
export async function readKeptCopy(
  file: CopyFile,
  restWanted: Promise<void> = Promise.resolve(),
): Promise<KeptCopy> {
  const head = await file.slice(0, BUNDLE_HEADER_BYTES).arrayBuffer()
  const layout = bundleLayout(new DataView(head), file.size)
  const handled = <T>(read: Promise<T>): Promise<T> => {
    // Awaited by the start, which drops the copy on a failure; never an unhandled rejection.
    read.catch(() => undefined)
    return read
  }
  if (!layout) return { kind: 'whole', bytes: handled(file.arrayBuffer()) }
  const near = handled(file.slice(BUNDLE_HEADER_BYTES, layout.nearEnd).arrayBuffer())
  // One read at a time: the near part's has the disk to itself.
  const readRest = () => file.slice(layout.restAt).arrayBuffer()
  const rest = Promise.allSettled([near, restWanted]).then(readRest)
  return { kind: 'parts', near, rest: handled(rest) }
}
