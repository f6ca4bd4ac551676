// Writes a PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
// one file of tiles that MapLibre reads by HTTP range requests through the `pmtiles` package's
// protocol. The package reads archives but does not write them, so this is the writer half.
// Tiles whose bytes are equal are stored once; a run of consecutive tile ids with equal bytes is
// one directory entry.
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { Compression, TileType, tileIdToZxy, zxyToTileId } from 'pmtiles'

/** Tiles addressed from `tileId` to `tileId + runLength - 1` (in PMTiles' Hilbert order) hold `data`. */
export interface TileRun {
  readonly tileId: number
  readonly runLength: number
  readonly data: Uint8Array
}

export interface ArchiveOptions {
  readonly minZoom: number
  readonly maxZoom: number
  /** Compression of every tile's bytes, as given. */
  readonly tileCompression: Compression
  /** The archive's JSON metadata (vector_layers, attribution). */
  readonly metadata: Record<string, unknown>
}

interface Entry {
  readonly tileId: number
  runLength: number
  readonly offset: number
  readonly length: number
}

const HEADER_BYTES = 127
/** The spec's limit on the header and the root directory together. */
const ROOT_LIMIT = 16_384

/** Ids of zoom z start after the 4^0 + … + 4^(z-1) tiles of the zooms above it. */
const firstIdOfZoom = (z: number): number => (4 ** z - 1) / 3

/** The four tiles one zoom under tile z/x/y, as [z, x, y]. */
export function childTiles(z: number, x: number, y: number): [number, number, number][] {
  return [
    [z + 1, x * 2, y * 2],
    [z + 1, x * 2 + 1, y * 2],
    [z + 1, x * 2, y * 2 + 1],
    [z + 1, x * 2 + 1, y * 2 + 1],
  ]
}

/** The run of every tile `dz` zooms under tile z/x/y: descendants are consecutive on the Hilbert curve. */
export function descendantRun(
  z: number,
  x: number,
  y: number,
  dz: number,
): { tileId: number; runLength: number } {
  const first = zxyToTileId(z + dz, x * 2 ** dz, y * 2 ** dz)
  const base = firstIdOfZoom(z + dz)
  const span = 4 ** dz
  return { tileId: base + Math.floor((first - base) / span) * span, runLength: span }
}

function varint(out: number[], value: number): void {
  let v = value
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80)
    v = Math.floor(v / 0x80)
  }
  out.push(v)
}

function serializeDirectory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = []
  varint(out, entries.length)
  let last = 0
  for (const e of entries) {
    varint(out, e.tileId - last)
    last = e.tileId
  }
  for (const e of entries) varint(out, e.runLength)
  for (const e of entries) varint(out, e.length)
  entries.forEach((e, i) => {
    const prev = entries[i - 1]
    varint(out, prev && e.offset === prev.offset + prev.length ? 0 : e.offset + 1)
  })
  return gzipSync(Uint8Array.from(out), { level: 9 })
}

/** `entries` cut into leaves of `size` entries, and the root's pointer to each. */
function leafDirectories(
  entries: readonly Entry[],
  size: number,
): { pointers: Entry[]; leaves: Uint8Array } {
  const pointers: Entry[] = []
  const leaves: Uint8Array[] = []
  let offset = 0
  for (let i = 0; i < entries.length; i += size) {
    const chunk = entries.slice(i, i + size)
    const bytes = serializeDirectory(chunk)
    pointers.push({ tileId: chunk[0]?.tileId ?? 0, runLength: 0, offset, length: bytes.length })
    leaves.push(bytes)
    offset += bytes.length
  }
  return { pointers, leaves: concat(leaves) }
}

/**
 * The root directory, and leaf directories when the entries do not fit in the root. The root keeps
 * the tiles of as many of the lowest zooms as fit beside the pointers to the leaves (a directory
 * may mix both, the spec's "leaf entries" having a run length of 0): a reader fetches the header
 * and root in its first read, so a map at country or world scale finds its tiles without a second
 * round trip for a leaf before the tiles themselves. Deeper zooms are one leaf away, as before.
 */
function directories(entries: readonly Entry[]): { root: Uint8Array; leaves: Uint8Array } {
  const room = ROOT_LIMIT - HEADER_BYTES
  const whole = serializeDirectory(entries)
  if (whole.length <= room) return { root: whole, leaves: new Uint8Array() }
  const [deepest] = tileIdToZxy(entries.at(-1)?.tileId ?? 0)
  for (let leafSize = 4096; ; leafSize *= 2) {
    for (let cut = deepest; cut >= 0; cut -= 1) {
      const head = entries.filter((e) => e.tileId < firstIdOfZoom(cut))
      const { pointers, leaves } = leafDirectories(entries.slice(head.length), leafSize)
      const root = serializeDirectory([...head, ...pointers])
      if (root.length <= room) return { root, leaves }
    }
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

function header(fields: {
  root: [number, number]
  metadata: [number, number]
  leaves: [number, number]
  data: [number, number]
  addressed: number
  entries: number
  contents: number
  options: ArchiveOptions
}): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES)
  const view = new DataView(bytes.buffer)
  bytes.set(new TextEncoder().encode('PMTiles'), 0)
  view.setUint8(7, 3)
  const u64 = (at: number, v: number) => {
    view.setBigUint64(at, BigInt(v), true)
  }
  u64(8, fields.root[0])
  u64(16, fields.root[1])
  u64(24, fields.metadata[0])
  u64(32, fields.metadata[1])
  u64(40, fields.leaves[0])
  u64(48, fields.leaves[1])
  u64(56, fields.data[0])
  u64(64, fields.data[1])
  u64(72, fields.addressed)
  u64(80, fields.entries)
  u64(88, fields.contents)
  view.setUint8(96, 1) // clustered: tile data is in directory order
  view.setUint8(97, Compression.Gzip)
  view.setUint8(98, fields.options.tileCompression)
  view.setUint8(99, TileType.Mvt)
  view.setUint8(100, fields.options.minZoom)
  view.setUint8(101, fields.options.maxZoom)
  // The whole world, centred at 0,0.
  view.setInt32(102, -180e7, true)
  view.setInt32(106, -85e7, true)
  view.setInt32(110, 180e7, true)
  view.setInt32(114, 85e7, true)
  view.setUint8(118, fields.options.minZoom)
  view.setInt32(119, 0, true)
  view.setInt32(123, 0, true)
  return bytes
}

/** The archive of `runs` (any order; runs must not overlap). */
export function writePmtiles(runs: readonly TileRun[], options: ArchiveOptions): Uint8Array {
  const sorted = [...runs].sort((a, b) => a.tileId - b.tileId)
  const stored = new Map<string, { offset: number; length: number }>()
  const blobs: Uint8Array[] = []
  let dataLength = 0
  const entries: Entry[] = []
  for (const run of sorted) {
    const key = createHash('sha1').update(run.data).digest('hex')
    let place = stored.get(key)
    if (!place) {
      place = { offset: dataLength, length: run.data.length }
      stored.set(key, place)
      blobs.push(run.data)
      dataLength += run.data.length
    }
    const last = entries.at(-1)
    if (last && last.offset === place.offset && last.tileId + last.runLength === run.tileId) {
      last.runLength += run.runLength
    } else {
      entries.push({ tileId: run.tileId, runLength: run.runLength, ...place })
    }
  }
  const { root, leaves } = directories(entries)
  const metadata = gzipSync(new TextEncoder().encode(JSON.stringify(options.metadata)))
  const rootAt = HEADER_BYTES
  const metadataAt = rootAt + root.length
  const leavesAt = metadataAt + metadata.length
  const dataAt = leavesAt + leaves.length
  return concat([
    header({
      root: [rootAt, root.length],
      metadata: [metadataAt, metadata.length],
      leaves: [leavesAt, leaves.length],
      data: [dataAt, dataLength],
      addressed: sorted.reduce((n, r) => n + r.runLength, 0),
      entries: entries.length,
      contents: blobs.length,
      options,
    }),
    root,
    metadata,
    leaves,
    ...blobs,
  ])
}
