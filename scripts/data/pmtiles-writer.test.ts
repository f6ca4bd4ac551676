// The writer's archives, read back with the `pmtiles` package's own reader, as the map does.
import { Compression, PMTiles, tileIdToZxy, zxyToTileId } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import { descendantRun, writePmtiles } from './pmtiles-writer'
import { BytesSource } from './testing/bytes-source'

const bytesOf = (text: string) => new TextEncoder().encode(text)
const options = {
  minZoom: 0,
  maxZoom: 6,
  tileCompression: Compression.None,
  metadata: { vector_layers: [{ id: 'land', fields: {} }], attribution: 'test' },
}

async function tileText(archive: PMTiles, z: number, x: number, y: number) {
  const tile = await archive.getZxy(z, x, y)
  return tile ? new TextDecoder().decode(tile.data) : undefined
}

describe('writePmtiles', () => {
  it('gives back each tile by z/x/y, and nothing for a tile it was not given', async () => {
    const runs = [
      { z: 0, x: 0, y: 0 },
      { z: 3, x: 5, y: 2 },
      { z: 6, x: 63, y: 0 },
    ].map(({ z, x, y }) => ({
      tileId: zxyToTileId(z, x, y),
      runLength: 1,
      data: bytesOf(`${z}/${x}/${y}`),
    }))
    const archive = new PMTiles(new BytesSource(writePmtiles(runs, options)))

    expect(await tileText(archive, 3, 5, 2)).toBe('3/5/2')
    expect(await tileText(archive, 0, 0, 0)).toBe('0/0/0')
    expect(await tileText(archive, 6, 63, 0)).toBe('6/63/0')
    expect(await tileText(archive, 3, 5, 3)).toBeUndefined()
    const header = await archive.getHeader()
    expect([header.minZoom, header.maxZoom, header.numTileContents]).toEqual([0, 6, 3])
    expect(await archive.getMetadata()).toEqual(options.metadata)
  })

  it('stores equal tiles once, and a run covers every descendant of a tile', async () => {
    const full = bytesOf('full')
    const runs = [1, 2, 3].map((dz) => ({ ...descendantRun(2, 1, 3, dz), data: full }))
    const bytes = writePmtiles(
      [{ tileId: zxyToTileId(2, 1, 3), runLength: 1, data: full }, ...runs],
      options,
    )
    const archive = new PMTiles(new BytesSource(bytes))

    for (let dz = 1; dz <= 3; dz++) {
      const n = 2 ** dz
      for (let dx = 0; dx < n; dx++)
        for (let dy = 0; dy < n; dy++)
          expect(await tileText(archive, 2 + dz, n + dx, 3 * n + dy)).toBe('full')
      // The neighbours of the run, left and above, are not in it.
      expect(await tileText(archive, 2 + dz, n - 1, 3 * n)).toBeUndefined()
      expect(await tileText(archive, 2 + dz, n, 3 * n - 1)).toBeUndefined()
    }
    expect((await archive.getHeader()).numTileContents).toBe(1)
    expect((await archive.getHeader()).numAddressedTiles).toBe(1 + 4 + 16 + 64)
  })

  it('splits a directory too large for the root into leaves', async () => {
    // Scattered tiles of scattered sizes, whose directory compresses poorly.
    let seed = 7
    const next = () => (seed = (seed * 48_271) % 2_147_483_647)
    const tiles = new Map<number, [number, number]>()
    while (tiles.size < 30_000) {
      const [x, y] = [next() % 4096, next() % 4096]
      tiles.set(zxyToTileId(12, x, y), [x, y])
    }
    const runs = [...tiles].map(([tileId, [x, y]]) => ({
      tileId,
      runLength: 1,
      data: bytesOf(`${String(x)},${String(y)}`.padEnd(next() % 40, '.')),
    }))
    const bytes = writePmtiles(runs, { ...options, maxZoom: 12 })
    const archive = new PMTiles(new BytesSource(bytes))

    const header = await archive.getHeader()
    expect(header.rootDirectoryLength + 127).toBeLessThanOrEqual(16_384)
    expect(header.leafDirectoryLength).toBeGreaterThan(0)
    for (const [x, y] of [...tiles.values()].filter((_, i) => i % 1000 === 0)) {
      expect((await tileText(archive, 12, x, y))?.replace(/\.+$/, '')).toBe(
        `${String(x)},${String(y)}`,
      )
    }
  })

  it('keeps the lowest zooms in the root beside the leaves, so their tiles take no leaf read', async () => {
    // Every tile of zooms 0 to 5, each its own bytes, and scattered deep tiles that need leaves.
    const runs: { tileId: number; runLength: number; data: Uint8Array }[] = []
    for (let z = 0; z <= 5; z++)
      for (let x = 0; x < 2 ** z; x++)
        for (let y = 0; y < 2 ** z; y++)
          runs.push({ tileId: zxyToTileId(z, x, y), runLength: 1, data: bytesOf(`${z}/${x}/${y}`) })
    let seed = 11
    const next = () => (seed = (seed * 48_271) % 2_147_483_647)
    const deep = new Map<number, string>()
    while (deep.size < 30_000) {
      const [x, y] = [next() % 4096, next() % 4096]
      deep.set(zxyToTileId(12, x, y), `12/${String(x)}/${String(y)}`)
    }
    for (const [tileId, name] of deep) runs.push({ tileId, runLength: 1, data: bytesOf(name) })
    const source = new CountingSource(writePmtiles(runs, { ...options, maxZoom: 12 }))
    const readsFor = async (z: number, x: number, y: number) => {
      // A fresh reader each time: the reads a page makes before its first tile.
      const archive = new PMTiles(source)
      const before = source.reads
      const text = await tileText(archive, z, x, y)
      return { text, reads: source.reads - before }
    }

    expect((await new PMTiles(source).getHeader()).leafDirectoryLength).toBeGreaterThan(0)
    // The first read (header and root), then the tile.
    expect(await readsFor(0, 0, 0)).toEqual({ text: '0/0/0', reads: 2 })
    expect(await readsFor(5, 17, 30)).toEqual({ text: '5/17/30', reads: 2 })
    // A deep tile: the first read, its leaf, then the tile.
    const [tileId, name] = [...deep][1234] ?? [0, '']
    const [z, x, y] = name.split('/').map(Number)
    expect(tileId).toBe(zxyToTileId(z ?? 0, x ?? 0, y ?? 0))
    expect(await readsFor(z ?? 0, x ?? 0, y ?? 0)).toEqual({ text: name, reads: 3 })
    // At the seam between the root's tiles and the first leaf: the last tile of zoom 5 is in the
    // root, and a tile of zoom 6, which the archive lacks, is known absent from the root alone.
    const [lz, lx, ly] = tileIdToZxy(zxyToTileId(6, 0, 0) - 1)
    expect(await readsFor(lz, lx, ly)).toEqual({ text: `5/${String(lx)}/${String(ly)}`, reads: 2 })
    expect(await readsFor(6, 0, 0)).toEqual({ text: undefined, reads: 1 })
  })
})

/** A source over bytes that counts the reads made of it. */
class CountingSource extends BytesSource {
  reads = 0
  override getBytes(offset: number, length: number) {
    this.reads += 1
    return super.getBytes(offset, length)
  }
}
