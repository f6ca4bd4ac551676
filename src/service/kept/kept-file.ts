// The kept dataset as one file of bytes: the generated tables (and, in a whole file, the indexes
// that take longest to build), with the key they were made for and a checksum of the content, so
// a stale or damaged copy is rejected and rebuilt, never served (docs/dataset-cache.md).
//
// Layout: "ESDK" · u32 layout version · u32 manifest length · u32 checksum of the rest ·
// manifest (UTF-8 JSON {key, tree}) · padding to 8 bytes · binary part of the tree (pack.ts).
import type { PartRows, RestPart } from '../data/parts'
import { joinParts, restPart } from '../data/parts'
import type { Dataset } from '../data/tables'
import type { EventIndexes, KeptPostings } from '../engine/indexes'
import { keptPostings } from '../engine/indexes'
import type { TextIndex } from '../engine/text'
import type { DatasetKey, KeptPart } from './kept-key'
import { sameKey } from './kept-key'
import { alignUp, pack, unpack } from './pack'
import { KeptDataError } from './kept-error'
import { restorePoints, storePoints } from './venue-points'
import type { StoredPoints, VenuePoints } from './venue-points'

const MAGIC = 0x4b445345 // "ESDK" read little-endian
/** Version of this file layout (not of the data, which the key's digest covers). */
const LAYOUT_VERSION = 7
const HEADER_BYTES = 16
const CHECKSUM_AT = 12

/**
 * What is kept: the tables, and in a whole file the full-text index and the posting lists that
 * need the interned keys, which are most of the index build. The parts a page downloads keep the
 * tables alone: a view without a text, entity or place-hierarchy filter never reads those
 * indexes, and their service makes each on its first use (engine/indexes.ts). The rest of the
 * indexes are cheap to make from the tables at each start.
 */
export interface KeptData {
  readonly dataset: Dataset
  readonly text?: TextIndex
  readonly postings?: KeptPostings
}

/** The rest part's file: its rows. */
export interface KeptRest {
  readonly rest: RestPart
}

/** What the rest's file keeps of a whole dataset, once its near part has been cut out. */
export function keptRest(dataset: Dataset, nearRows: PartRows): KeptRest {
  return { rest: restPart(dataset, nearRows) }
}

/** The whole dataset's kept data from its two parts. */
export function joinKept(near: KeptData, rest: KeptRest): KeptData {
  return { dataset: joinParts(near.dataset, rest.rest) }
}

/** What a later start keeps of a dataset and of the event indexes built over it. */
export function keptData(dataset: Dataset, events: EventIndexes): KeptData {
  return { dataset, text: events.text, postings: keptPostings(events) }
}

/** One step of a checksum lane: a bijection of the running value for a given word. */
const mix = (h: number, word: number): number => {
  const x = Math.imul(h ^ word, 0x85ebca6b)
  return (x << 13) | (x >>> 19)
}

/**
 * A checksum of 32-bit words, for damage rather than tampering. Four lanes take every fourth word,
 * so the CPU runs four independent multiply chains side by side instead of waiting on one chain
 * over the whole file; each step maps its lane one-to-one for a given word, and the lanes are
 * folded the same way, so a file that differs in one word always differs here. A SHA-256 of the
 * file would cost far more in the worker.
 */
export function wordChecksum(bytes: Uint8Array): number {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2)
  const seed = bytes.byteLength | 0
  let [a, b, c, d] = [seed, seed ^ 0x9e3779b9, seed ^ 0x7f4a7c15, seed ^ 0x94d049bb]
  const whole = words.length - (words.length % 4)
  for (let i = 0; i < whole; i += 4) {
    a = mix(a, words[i] ?? 0)
    b = mix(b, words[i + 1] ?? 0)
    c = mix(c, words[i + 2] ?? 0)
    d = mix(d, words[i + 3] ?? 0)
  }
  for (let i = whole; i < words.length; i++) a = mix(a, words[i] ?? 0)
  return mix(mix(mix(a, b), c), d) >>> 0
}

/** A whole or near file's tree: the events' points kept from their venues' (venue-points.ts). */
interface StoredData extends Omit<KeptData, 'dataset'> {
  readonly dataset: Omit<Dataset, 'events'> & {
    readonly events: StoredPoints<Dataset['events']>
  }
}

/** A rest file's tree: its events' points kept from the venues of the near part. */
interface StoredRest extends Omit<KeptRest, 'rest'> {
  readonly rest: Omit<RestPart, 'events'> & { readonly events: StoredPoints<RestPart['events']> }
}

export function encodeKept(key: DatasetKey, data: KeptData, part: 'whole' | 'near' = 'whole') {
  const { events } = data.dataset
  const stored: StoredData = {
    ...data,
    dataset: { ...data.dataset, events: storePoints(events, events.venues) },
  }
  return encodeTree(key, stored, part)
}

/** The rest's file; `venues` is the venue table of its dataset, which travels with the near part. */
export function encodeKeptRest(key: DatasetKey, rest: KeptRest, venues: VenuePoints): ArrayBuffer {
  const stored: StoredRest = {
    ...rest,
    rest: { ...rest.rest, events: storePoints(rest.rest.events, venues) },
  }
  return encodeTree(key, stored, 'rest')
}

function encodeTree(key: DatasetKey, data: object, part: KeptPart): ArrayBuffer {
  const packed = pack(data)
  const manifest = new TextEncoder().encode(JSON.stringify({ key, part, tree: packed.manifest }))
  const binaryAt = alignUp(HEADER_BYTES + manifest.byteLength)
  const buffer = new ArrayBuffer(binaryAt + packed.byteLength)
  const bytes = new Uint8Array(buffer)
  const view = new DataView(buffer)
  view.setUint32(0, MAGIC, true)
  view.setUint32(4, LAYOUT_VERSION, true)
  view.setUint32(8, manifest.byteLength, true)
  bytes.set(manifest, HEADER_BYTES)
  packed.writeBinary(bytes, binaryAt)
  view.setUint32(CHECKSUM_AT, wordChecksum(bytes.subarray(HEADER_BYTES)), true)
  return buffer
}

/**
 * The data of `buffer` when it is a whole, undamaged file made for `key`; throws KeptDataError
 * otherwise. Typed arrays are views on `buffer`.
 */
export function decodeKept(
  buffer: ArrayBuffer,
  key: DatasetKey,
  part: 'whole' | 'near' = 'whole',
): KeptData {
  // The checksum vouches for the bytes, and the bytes were written by encodeKept for this key.
  const stored = decodeTree(buffer, key, part) as StoredData
  const { events } = stored.dataset
  return {
    ...stored,
    dataset: { ...stored.dataset, events: restorePoints(events, events.venues) },
  }
}

/**
 * The rest part of `key`'s dataset, whose events stand at `venues` (the near part's venue table);
 * throws KeptDataError like decodeKept.
 */
export function decodeKeptRest(
  buffer: ArrayBuffer,
  key: DatasetKey,
  venues: VenuePoints,
): KeptRest {
  const stored = decodeTree(buffer, key, 'rest') as StoredRest
  return { ...stored, rest: { ...stored.rest, events: restorePoints(stored.rest.events, venues) } }
}

function decodeTree(buffer: ArrayBuffer, key: DatasetKey, part: KeptPart): unknown {
  const reject = (why: string): never => {
    throw new KeptDataError(`kept dataset rejected: ${why}`)
  }
  if (buffer.byteLength < HEADER_BYTES) reject('too short')
  const view = new DataView(buffer)
  if (view.getUint32(0, true) !== MAGIC) reject('not a kept dataset')
  if (view.getUint32(4, true) !== LAYOUT_VERSION) reject('other layout version')
  const manifestBytes = view.getUint32(8, true)
  if (HEADER_BYTES + manifestBytes > buffer.byteLength) reject('truncated')
  const bytes = new Uint8Array(buffer)
  if (buffer.byteLength % 4 !== 0) reject('truncated')
  if (wordChecksum(bytes.subarray(HEADER_BYTES)) !== view.getUint32(CHECKSUM_AT, true)) {
    reject('checksum mismatch')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(
      new TextDecoder().decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + manifestBytes)),
    )
  } catch {
    return reject('unreadable manifest')
  }
  const {
    key: madeFor,
    part: madeAs,
    tree,
  } = (parsed ?? {}) as { key?: unknown; part?: unknown; tree?: unknown }
  if (!sameKey(madeFor, key)) reject('made for another seed, size, clock or generator')
  if (madeAs !== part) reject(`holds the ${String(madeAs)} part, not the ${part} one`)
  try {
    return unpack(tree, buffer, alignUp(HEADER_BYTES + manifestBytes))
  } catch (error) {
    return reject(error instanceof Error ? error.message : 'unreadable tree')
  }
}
