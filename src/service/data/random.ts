// Seeded pseudo-random numbers for the dataset generators. sfc32 is small, fast and passes
// PractRand; every generator draws from its own stream (seed + stream name), so adding or
// changing one kind of event never reshuffles the others (docs/architecture.md "The embedded dataset":
// deterministic from a seed and a clock).

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const BASE62_CODES = Array.from(BASE62, (c) => c.charCodeAt(0))

/** 32-bit FNV-1a of a string, then avalanche-mixed. */
export function hashString(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return mix32(h)
}

/** murmur3 finaliser: spreads every input bit over the whole word. */
export function mix32(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * A base62 token that is a function of a 32-bit seed alone, the shape of upstream ids: a dataset
 * keeps an id as its seed (data/text-column.ts `SeededIds`) and spells it when it is read. Distinct
 * seeds almost always give distinct tokens; the generators keep a set of the ids they made and draw
 * another seed on a clash.
 */
export function seededToken(seed: number, length: number, salt = 0): string {
  // Another salt is another spelling, so ids of two kinds that share a key space do not meet when
  // their seeds do.
  const draw = sfc32Draws(seed, 0x9e3779b9 ^ Math.imul(salt, 0x85ebca6b), mix32(seed), 1)
  // The first eight draws warm the generator up, so that neighbouring seeds diverge.
  for (let i = 0; i < 8; i++) draw()
  const codes = new Array<number>(length)
  for (let i = 0; i < length; i++) codes[i] = BASE62_CODES[draw() % 62] ?? 48
  return String.fromCharCode(...codes)
}

/** Uniform in [0, 1) from a seed and a salt: a row's own, order-free draw. */
export function unitDraw(seed: number, salt: number): number {
  return mix32(seed ^ salt) / 4294967296
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  uint32(): number
  /** Integer in [0, n). */
  int(n: number): number
  /** Integer in [lo, hi] inclusive. */
  between(lo: number, hi: number): number
  chance(p: number): boolean
  /** Standard normal deviate. */
  normal(): number
  pick<T>(items: readonly T[]): T
  /** Random base62 string, used for ids. */
  token(length: number): string
  /** Independent child stream; the parent advances by one draw only. */
  fork(name: string): Rng
}

export function createRng(seed: number, stream: string): Rng {
  const h = hashString(stream, seed)
  return sfc32(seed >>> 0, h, mix32(h ^ 0x9e3779b9), mix32((seed ^ h) + 0x7f4a7c15))
}

/** sfc32's stream of unsigned 32-bit draws from its four words of state. */
function sfc32Draws(a0: number, b0: number, c0: number, d0: number): () => number {
  let a = a0 | 0
  let b = b0 | 0
  let c = c0 | 0
  let d = d0 | 0
  return () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
}

function sfc32(a0: number, b0: number, c0: number, d0: number): Rng {
  const uint32 = sfc32Draws(a0, b0, c0, d0)
  // Warm up so that similar seeds diverge (sfc32 recommendation).
  for (let i = 0; i < 12; i++) uint32()
  const next = (): number => uint32() / 4294967296
  let spare = NaN
  const rng: Rng = {
    next,
    uint32,
    int: (n) => Math.floor(next() * n),
    between: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    normal: () => {
      if (!Number.isNaN(spare)) {
        const value = spare
        spare = NaN
        return value
      }
      // Box-Muller; 1 - next() keeps the logarithm finite.
      const r = Math.sqrt(-2 * Math.log(1 - next()))
      const theta = 2 * Math.PI * next()
      spare = r * Math.sin(theta)
      return r * Math.cos(theta)
    },
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[Math.floor(next() * items.length)] as T
    },
    token: (length) => {
      // One string from char codes: no intermediate strings for the collector.
      const codes = new Array<number>(length)
      for (let i = 0; i < length; i++) codes[i] = BASE62_CODES[uint32() % 62] ?? 48
      return String.fromCharCode(...codes)
    },
    fork: (name) => {
      const s = uint32()
      return createRng(s, name)
    },
  }
  return rng
}

/** Sampling proportional to weights: cumulative sums and a binary search, O(log n) per draw. */
export class WeightedPicker {
  private readonly cumulative: Float64Array
  readonly total: number

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length)
    let sum = 0
    for (let i = 0; i < weights.length; i++) {
      sum += Math.max(0, weights[i] ?? 0)
      this.cumulative[i] = sum
    }
    this.total = sum
  }

  /** Index drawn with probability weight / total. */
  pick(rng: Rng): number {
    const target = rng.next() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.cumulative[mid] ?? 0) > target) hi = mid
      else lo = mid + 1
    }
    return lo
  }
}
