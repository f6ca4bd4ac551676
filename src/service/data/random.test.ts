import { describe, expect, it } from 'vitest'
import { createRng, hashString, seededToken, WeightedPicker } from './random'

describe('createRng', () => {
  it('repeats the same sequence for the same seed and stream', () => {
    const a = createRng(7, 'concerts')
    const b = createRng(7, 'concerts')
    const xs = Array.from({ length: 100 }, () => a.uint32())
    expect(Array.from({ length: 100 }, () => b.uint32())).toEqual(xs)
  })

  it('gives different sequences for other seeds and streams', () => {
    const base = createRng(7, 'concerts').uint32()
    expect(createRng(8, 'concerts').uint32()).not.toBe(base)
    expect(createRng(7, 'sports').uint32()).not.toBe(base)
  })

  it('draws uniform values in range and normal deviates around zero', () => {
    const rng = createRng(1, 'check')
    let sum = 0
    let sumNormal = 0
    let sumSquares = 0
    const n = 20_000
    for (let i = 0; i < n; i++) {
      const u = rng.next()
      expect(u).toBeGreaterThanOrEqual(0)
      expect(u).toBeLessThan(1)
      sum += u
      const z = rng.normal()
      sumNormal += z
      sumSquares += z * z
      const k = rng.between(3, 5)
      expect(k >= 3 && k <= 5).toBe(true)
    }
    expect(sum / n).toBeCloseTo(0.5, 1)
    expect(sumNormal / n).toBeCloseTo(0, 1)
    expect(sumSquares / n).toBeCloseTo(1, 1)
  })

  it('makes base62 tokens of the requested length', () => {
    expect(createRng(1, 'ids').token(18)).toMatch(/^[0-9A-Za-z]{18}$/)
  })
})

describe('seededToken', () => {
  it('spells one base62 token per seed, the same each time, another for another salt', () => {
    expect(seededToken(7, 18)).toMatch(/^[0-9A-Za-z]{18}$/)
    expect(seededToken(7, 22)).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(seededToken(7, 18)).toBe(seededToken(7, 18))
    expect(seededToken(7, 18, 1)).not.toBe(seededToken(7, 18))
    expect(seededToken(0xffffffff, 18)).toMatch(/^[0-9A-Za-z]{18}$/)
  })

  it('gives neighbouring seeds unrelated tokens, every character used at every position', () => {
    const tokens = Array.from({ length: 20_000 }, (_, seed) => seededToken(seed, 18))
    expect(new Set(tokens).size).toBe(tokens.length)
    for (const at of [0, 9, 17]) {
      const counts = new Map<string, number>()
      for (const token of tokens)
        counts.set(token[at] ?? '', (counts.get(token[at] ?? '') ?? 0) + 1)
      expect(counts.size).toBe(62)
      // 20,000 / 62 is 323 on average.
      expect(Math.min(...counts.values())).toBeGreaterThan(250)
      expect(Math.max(...counts.values())).toBeLessThan(400)
    }
  })
})

describe('WeightedPicker', () => {
  it('picks in proportion to the weights and never a zero weight', () => {
    const picker = new WeightedPicker([1, 0, 3])
    const rng = createRng(3, 'weights')
    const counts = [0, 0, 0]
    for (let i = 0; i < 40_000; i++) {
      const k = picker.pick(rng)
      counts[k] = (counts[k] ?? 0) + 1
    }
    expect(counts[1]).toBe(0)
    expect((counts[2] ?? 0) / (counts[0] ?? 1)).toBeGreaterThan(2.7)
    expect((counts[2] ?? 0) / (counts[0] ?? 1)).toBeLessThan(3.3)
  })
})

describe('hashString', () => {
  it('is stable and salt-sensitive', () => {
    expect(hashString('abc')).toBe(hashString('abc'))
    expect(hashString('abc', 1)).not.toBe(hashString('abc', 2))
  })
})
