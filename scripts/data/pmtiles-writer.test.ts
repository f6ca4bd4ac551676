// The writer's archives, read back with the `pmtiles` package's own reader, as the map does.
import { Compression, PMTiles, zxyToTileId } from 'pmtiles'
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
})
