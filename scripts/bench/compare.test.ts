import { describe, expect, it } from 'vitest'
import { diffPages, diffValues, ResultMismatch } from './compare'

describe('diffValues', () => {
  it('finds nothing in equal nested values', () => {
    const v = {
      count: 3,
      rank_levels: { '1': 0, '5': 3 },
      days: [{ date: '2026-01-01', std_dev: null }],
    }
    expect(diffValues(v, structuredClone(v))).toEqual([])
  })

  it('reports differing integers by path', () => {
    expect(diffValues({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toEqual([
      '$.a.b[1]: expected 2, got 3',
    ])
  })

  it('tolerates last-bit differences of non-integers only', () => {
    expect(diffValues({ sum: 0.1 + 0.2 }, { sum: 0.3 })).toEqual([])
    expect(diffValues({ sum: 1.5 }, { sum: 1.6 })).toHaveLength(1)
    expect(diffValues({ n: 1e12 }, { n: 1e12 + 1 })).toHaveLength(1)
  })

  it('reports missing and unexpected keys, lengths and null against a number', () => {
    expect(diffValues({ a: 1 }, { b: 1 })).toEqual([
      '$.a: missing (expected 1)',
      '$.b: unexpected 1',
    ])
    expect(diffValues([1, 2], [1])).toEqual(['$: expected 2 items, got 1'])
    expect(diffValues({ top: null }, { top: 0 })).toEqual(['$.top: expected null, got 0'])
  })
})

describe('diffPages', () => {
  it('is empty for the same count and ids in the same order', () => {
    expect(diffPages({ count: 2, ids: ['a', 'b'] }, { count: 2, ids: ['a', 'b'] })).toEqual([])
  })

  it('reports a different order even when the sets agree', () => {
    const d = diffPages({ count: 2, ids: ['a', 'b'] }, { count: 2, ids: ['b', 'a'] })
    expect(d).toEqual(['ids[0]: expected a, got b', 'ids[1]: expected b, got a'])
  })

  it('reports counts, sizes and set differences', () => {
    const d = diffPages({ count: 3, ids: ['a', 'b'] }, { count: 4, ids: ['a', 'c', 'd'] })
    expect(d).toContain('count: expected 3, got 4')
    expect(d).toContain('page size: expected 2, got 3')
    expect(d).toContain('as sets: 1 missing, 2 extra')
  })
})

describe('ResultMismatch', () => {
  it('names the query, the implementation and every difference', () => {
    const e = new ResultMismatch('q1', 'duckdb', ['count: expected 1, got 2'])
    expect(e.message).toBe('q1: duckdb differs from the engine\n  count: expected 1, got 2')
  })
})
