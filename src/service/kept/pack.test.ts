import { describe, expect, it } from 'vitest'
import { ArrayTextColumn, SeededIds, Utf8TextColumn, textsOf } from '../data/text-column'
import { pack, unpack } from './pack'

/** Packs `value` into one buffer as kept-file.ts lays it out (binary part at byte 8). */
function roundTrip(value: unknown): unknown {
  const packed = pack(value)
  const buffer = new ArrayBuffer(8 + packed.byteLength)
  packed.writeBinary(new Uint8Array(buffer), 8)
  return unpack(JSON.parse(JSON.stringify(packed.manifest)), buffer, 8)
}

describe('pack and unpack', () => {
  it('give back plain data: strings, numbers (NaN and infinities too), Maps, nested objects', () => {
    const value = {
      size: 3,
      names: ['a', 'b', ''],
      absent: [NaN, Infinity, -Infinity, -0.5],
      flag: true,
      none: null,
      lookup: new Map<string, number>([
        ['x', 1],
        ['y', 2],
      ]),
      nested: { deeper: { list: [[1, 2], ['three']] } },
    }
    const back = roundTrip(value) as typeof value
    expect(back).toEqual(value)
    expect(back.lookup.get('y')).toBe(2)
    expect(Object.is(back.absent[0], NaN)).toBe(true)
  })

  it('give back every typed array kind as an aligned view on the buffer, not a copy', () => {
    const value = {
      f64: Float64Array.of(1.5, NaN, -2),
      f32: Float32Array.of(0.25),
      u32: Uint32Array.of(0xffffffff, 7),
      i32: Int32Array.of(-1),
      u16: Uint16Array.of(65535, 1, 2),
      i16: Int16Array.of(-3),
      u8: Uint8Array.of(255, 0, 1, 2, 3),
      i8: Int8Array.of(-128),
      // A subarray packs its own elements only.
      part: Uint32Array.of(9, 8, 7, 6).subarray(1, 3),
    }
    const back = roundTrip(value) as Record<string, ArrayBufferView>
    expect(back).toEqual({ ...value, part: Uint32Array.of(8, 7) })
    const buffers = new Set(Object.values(back).map((v) => v.buffer))
    expect(buffers.size).toBe(1)
    for (const view of Object.values(back)) expect(view.byteOffset % 8).toBe(0)
  })

  it('keeps a long, mostly climbing Uint32Array as differences that sum back exactly', () => {
    // Sorted lists one after another, as posting lists lie: each falls back once at its start.
    const lists = Uint32Array.from(
      { length: 6000 },
      (_, i) => (i % 1500) * 3 + (i % 7 === 0 ? 1 : 0),
    )
    const big = Uint32Array.from({ length: 2048 }, (_, i) => 0xffff_fff0 + (i % 3) * i)
    const shuffled = Uint32Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 0)
    const packed = pack({ lists, big, shuffled })
    const fields = (packed.manifest as { $o: Record<string, Record<string, unknown>> }).$o
    expect(fields.lists).toHaveProperty('$d', 'Uint32Array')
    // A column in no order is kept as it is, a view on the buffer.
    expect(fields.shuffled).toHaveProperty('$t', 'Uint32Array')
    const back = roundTrip({ lists, big, shuffled }) as Record<string, Uint32Array>
    expect(back.lists).toEqual(lists)
    expect(back.big).toEqual(big)
    expect(back.shuffled).toEqual(shuffled)
    // The differences are mostly tiny: the binary part holds them, not the values.
    const stored = new Uint32Array(new ArrayBuffer(packed.byteLength))
    packed.writeBinary(new Uint8Array(stored.buffer), 0)
    const at = (fields.lists as { o: number }).o / 4
    expect(Math.max(...stored.subarray(at + 1, at + 1500))).toBeLessThanOrEqual(4)
  })

  it('packs long string arrays as one UTF-8 run in the binary part and gives them back', () => {
    const titles = Array.from({ length: 100 }, (_, i) =>
      i % 7 === 0 ? '' : `Fête ${String(i)} 東京 🎵`,
    )
    const withNul = Array.from({ length: 100 }, (_, i) => (i === 50 ? 'a\u0000b' : 'x'))
    const packed = pack({ titles, withNul, short: ['a', 'b'] })
    const text = JSON.stringify(packed.manifest)
    expect(text).not.toContain('Fête')
    // A run would lose the NUL inside a string: that array stays in the manifest.
    expect(text).toContain('a\\u0000b')
    expect(roundTrip({ titles, withNul, short: ['a', 'b'] })).toEqual({
      titles,
      withNul,
      short: ['a', 'b'],
    })
  })

  it('packs a text column as UTF-8 rows in the binary part, read back one row at a time', () => {
    const texts = ['', 'Fête 東京 🎵', 'a\u0000b', 'plain']
    const packed = pack({ column: new ArrayTextColumn(texts) })
    expect(JSON.stringify(packed.manifest)).not.toContain('Fête')
    const back = roundTrip({ column: new ArrayTextColumn(texts) }) as { column: unknown }
    expect(back.column).toBeInstanceOf(Utf8TextColumn)
    const column = back.column as Utf8TextColumn
    expect(column.length).toBe(4)
    expect(column.get(2)).toBe('a\u0000b')
    expect([column.get(-1), column.get(4)]).toEqual([undefined, undefined])
    expect(textsOf(column)).toEqual(texts)
  })

  it('keeps ids as their seeds, and an array equal to one already written once', () => {
    const seeds = Uint32Array.from({ length: 1000 }, (_, i) => (i * 2654435761) >>> 0)
    const tree = { detailSeed: seeds, id: new SeededIds(Uint32Array.from(seeds), 18, 1) }
    // The ids' seeds are another array with the same values: their bytes are written once.
    expect(pack(tree).byteLength).toBe(seeds.byteLength)
    const back = roundTrip(tree) as { detailSeed: Uint32Array; id: unknown }
    expect(back.id).toBeInstanceOf(SeededIds)
    const id = back.id as SeededIds
    expect([id.chars, id.salt]).toEqual([18, 1])
    expect(textsOf(id)).toEqual(textsOf(tree.id))
    expect(back.detailSeed).toEqual(seeds)
    // Another array of the same length and type is still written.
    expect(pack({ a: seeds, b: seeds.map((s) => s + 1) }).byteLength).toBe(2 * seeds.byteLength)
  })

  it('keeps long columns of whole seconds or millionths of a degree as 32-bit numbers, exactly', () => {
    const n = 2048
    const times = Float64Array.from({ length: n }, (_, i) =>
      i % 7 === 0 ? NaN : Date.UTC(2026, 0, 1) + i * 61_000,
    )
    const coords = Float64Array.from(
      { length: n },
      (_, i) => Math.round((i * 0.37 - 180) * 1e6) / 1e6,
    )
    const tree = { times, coords }
    expect(pack(tree).byteLength).toBe(2 * n * 4)
    const back = roundTrip(tree) as typeof tree
    expect(back.times).toBeInstanceOf(Float64Array)
    expect(back.times).toEqual(times)
    expect(back.coords).toEqual(coords)
    // One value that would not come back exactly keeps the column as doubles: here a millisecond,
    // a finer coordinate, and -0.
    for (const [column, odd] of [
      [times, Date.UTC(2026, 0, 1) + 1],
      [coords, 1.0000005],
      [coords, -0],
    ] as const) {
      const changed = Float64Array.from(column)
      changed[5] = odd
      expect(pack({ changed }).byteLength).toBe(n * 8)
      expect(Object.is((roundTrip({ changed }) as { changed: Float64Array }).changed[5], odd)).toBe(
        true,
      )
    }
  })

  it('rejects ids without a whole length, a salt or seeds', () => {
    const buffer = new ArrayBuffer(16)
    const seeds = { $t: 'Uint32Array', o: 0, n: 2 }
    expect(() => unpack({ $i: 0, salt: 0, seeds }, buffer, 0)).toThrow('id length')
    expect(() => unpack({ $i: 18, salt: 'x', seeds }, buffer, 0)).toThrow('id salt')
    expect(() => unpack({ $i: 18, salt: 0, seeds: 'x' }, buffer, 0)).toThrow('id seeds')
    expect(unpack({ $i: 18, salt: 0, seeds }, buffer, 0)).toBeInstanceOf(SeededIds)
  })

  it('rejects text column rows that run backwards or past the bytes', () => {
    const buffer = new ArrayBuffer(32)
    new Uint32Array(buffer, 16, 3).set([0, 5, 3])
    const starts = { $t: 'Uint32Array', o: 16, n: 3 }
    expect(() => unpack({ $c: 0, b: 3, starts }, buffer, 0)).toThrow('text column rows')
    new Uint32Array(buffer, 16, 3).set([0, 2, 4])
    expect(() => unpack({ $c: 0, b: 3, starts }, buffer, 0)).toThrow('text column rows')
    expect(() => unpack({ $c: 0, b: 40, starts }, buffer, 0)).toThrow('past end')
    expect(unpack({ $c: 0, b: 4, starts }, buffer, 0)).toBeInstanceOf(Utf8TextColumn)
  })

  it('rejects a string run that is not UTF-8 or splits into another count', () => {
    const buffer = new ArrayBuffer(16)
    new Uint8Array(buffer).set([0x61, 0, 0x62, 0xff])
    expect(() => unpack({ $s: 0, b: 4, n: 2 }, buffer, 0)).toThrow('not UTF-8')
    expect(() => unpack({ $s: 0, b: 3, n: 3 }, buffer, 0)).toThrow('wrong length')
    expect(() => unpack({ $s: 8, b: 16, n: 1 }, buffer, 0)).toThrow('past end')
  })

  it('refuses what is not plain data, naming where it is', () => {
    class Lookup {
      readonly ids = ['a']
    }
    expect(() => pack({ table: { index: new Lookup() } })).toThrow('$.table.index')
    expect(() => pack({ f: () => 1 })).toThrow('not plain data')
  })

  it('rejects a manifest it did not write, and arrays past the buffer', () => {
    const buffer = new ArrayBuffer(16)
    expect(() => unpack({ $t: 'Float64Array', o: 8, n: 2 }, buffer, 0)).toThrow('past end')
    expect(() => unpack({ $t: 'BigInt64Array', o: 0, n: 1 }, buffer, 0)).toThrow('array type')
    expect(() => unpack({ $x: 1 }, buffer, 0)).toThrow('unknown tag')
    expect(() => unpack({ $m: [[1]] }, buffer, 0)).toThrow('map entry')
  })
})
