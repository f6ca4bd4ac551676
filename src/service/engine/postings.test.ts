import { describe, expect, it } from 'vitest'
import { createRng } from '../data/random'
import { buildPostings, postingOf, postingsOfColumn, postingsOfLists, unionAll } from './postings'

/** Every key's rows, as plain arrays, for comparing two builds. */
function lists(p: { offsets: Uint32Array; rows: Uint32Array }, keys: number): number[][] {
  return Array.from({ length: keys }, (_, k) => Array.from(postingOf(p, k)))
}

describe('postingsOfColumn', () => {
  it('lists each key its rows in ascending order and skips values outside the keys', () => {
    const column = Uint32Array.from([2, 0, 0xffffffff, 2, 1, 0])
    expect(lists(postingsOfColumn(column, 3), 3)).toEqual([[1, 5], [4], [0, 3]])
  })

  it('equals the general build over a random column', () => {
    const rng = createRng(7, 'postings')
    const column = Uint8Array.from({ length: 5_000 }, () => (rng.chance(0.1) ? 255 : rng.int(12)))
    const general = buildPostings(column.length, 12, (r, emit) => {
      const k = column[r] ?? 255
      if (k < 12) emit(k)
    })
    expect(lists(postingsOfColumn(column, 12), 12)).toEqual(lists(general, 12))
  })
})

describe('postingsOfLists', () => {
  it('inverts a list column, reading only the rows’ ranges of a longer values array', () => {
    // Rows: [1, 0], [], [1]; the values array runs on with values no row holds.
    const list = {
      offsets: Uint32Array.from([0, 2, 2, 3]),
      values: Uint32Array.from([1, 0, 1, 0, 0, 1]),
    }
    expect(lists(postingsOfLists(list, 2), 2)).toEqual([[0], [0, 2]])
  })

  it('equals the general build over random lists', () => {
    const rng = createRng(11, 'lists')
    const offsets = [0]
    const values: number[] = []
    for (let r = 0; r < 3_000; r++) {
      const n = rng.int(5)
      for (let i = 0; i < n; i++) values.push(rng.int(40))
      offsets.push(values.length)
    }
    const list = { offsets: Uint32Array.from(offsets), values: Uint32Array.from(values) }
    const general = buildPostings(3_000, 40, (r, emit) => {
      for (let i = offsets[r] ?? 0; i < (offsets[r + 1] ?? 0); i++) emit(values[i] ?? 0)
    })
    expect(lists(postingsOfLists(list, 40), 40)).toEqual(lists(general, 40))
  })
})

describe('unionAll', () => {
  /** Ascending distinct draws of about `count` rows in [lo, lo + span). */
  function list(rng: ReturnType<typeof createRng>, lo: number, span: number, count: number) {
    const picked = new Set<number>()
    for (let i = 0; i < count; i++) picked.add(lo + rng.int(span))
    return Uint32Array.from([...picked].sort((a, b) => a - b))
  }

  it('gives the sorted distinct rows of dense and sparse lists alike', () => {
    const rng = createRng(11, 'union')
    // Dense lists take the bitmap, sparse ones the sort; the spans start off a word boundary.
    for (const [lists, span, count] of [
      [2, 5_000, 2_000],
      [5, 70, 40],
      [3, 1_000_000, 50],
      [4, 200_000, 6_000],
    ] as const) {
      const parts = Array.from({ length: lists }, () => list(rng, 1 + rng.int(40), span, count))
      const expected = [...new Set(parts.flatMap((p) => Array.from(p)))].sort((a, b) => a - b)
      expect(Array.from(unionAll(parts))).toEqual(expected)
    }
  })

  it('keeps rows at the ends of every bit word', () => {
    const a = Uint32Array.from([3, 31, 32, 63, 64, 95])
    const b = Uint32Array.from([4, 31, 33, 94, 96])
    expect(Array.from(unionAll([a, b]))).toEqual([3, 4, 31, 32, 33, 63, 64, 94, 95, 96])
  })
})
