// Inverted indexes as CSR posting lists: the rows of key k are rows[offsets[k] .. offsets[k+1]),
// ascending. Built with two counting passes into two flat arrays, so a large table's lists cost
// two passes over its keys and no allocation per key.

export interface Postings {
  readonly offsets: Uint32Array
  readonly rows: Uint32Array
}

export type KeyEmitter = (row: number, emit: (key: number) => void) => void

/** Builds postings for `rowCount` rows whose keys (0 <= key < keyCount) `keysOf` emits. */
export function buildPostings(rowCount: number, keyCount: number, keysOf: KeyEmitter): Postings {
  const counts = new Uint32Array(keyCount + 1)
  const count = (key: number): void => {
    counts[key + 1] = (counts[key + 1] ?? 0) + 1
  }
  for (let r = 0; r < rowCount; r++) keysOf(r, count)
  for (let k = 0; k < keyCount; k++) counts[k + 1] = (counts[k + 1] ?? 0) + (counts[k] ?? 0)
  const offsets = counts.slice()
  const rows = new Uint32Array(offsets[keyCount] ?? 0)
  const cursor = counts
  let current = 0
  const put = (key: number): void => {
    const at = cursor[key] ?? 0
    rows[at] = current
    cursor[key] = at + 1
  }
  for (let r = 0; r < rowCount; r++) {
    current = r
    keysOf(r, put)
  }
  return { offsets, rows }
}

/**
 * Postings for one column of small integer keys (NONE values skipped): a counting sort over the
 * column itself, without buildPostings' calls per row: cheap enough that a start makes them from
 * the table rather than reading them from the kept file.
 */
export function postingsOfColumn(col: ArrayLike<number>, keyCount: number): Postings {
  const n = col.length
  const offsets = new Uint32Array(keyCount + 1)
  for (let r = 0; r < n; r++) {
    const k = col[r] ?? -1
    if (k >= 0 && k < keyCount) offsets[k + 1] = (offsets[k + 1] ?? 0) + 1
  }
  for (let k = 0; k < keyCount; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0)
  const cursor = offsets.slice(0, keyCount)
  const rows = new Uint32Array(offsets[keyCount] ?? 0)
  for (let r = 0; r < n; r++) {
    const k = col[r] ?? -1
    if (k >= 0 && k < keyCount) {
      const at = cursor[k] ?? 0
      rows[at] = r
      cursor[k] = at + 1
    }
  }
  return { offsets, rows }
}

/** Postings for a list-valued column in CSR form (ListColumn of data/tables.ts): its inverse. */
export function postingsOfLists(
  list: { readonly offsets: Uint32Array; readonly values: Uint32Array },
  keyCount: number,
): Postings {
  const { offsets: starts, values } = list
  const n = starts.length - 1
  const offsets = new Uint32Array(keyCount + 1)
  // Rows' ranges only: the values array may run past the last row's end.
  const end = starts[n] ?? 0
  for (let i = starts[0] ?? 0; i < end; i++) {
    const k = values[i] ?? keyCount
    if (k < keyCount) offsets[k + 1] = (offsets[k + 1] ?? 0) + 1
  }
  for (let k = 0; k < keyCount; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0)
  const cursor = offsets.slice(0, keyCount)
  const rows = new Uint32Array(offsets[keyCount] ?? 0)
  for (let r = 0; r < n; r++) {
    const to = starts[r + 1] ?? 0
    for (let i = starts[r] ?? 0; i < to; i++) {
      const k = values[i] ?? keyCount
      if (k < keyCount) {
        const at = cursor[k] ?? 0
        rows[at] = r
        cursor[k] = at + 1
      }
    }
  }
  return { offsets, rows }
}

export function postingOf(p: Postings, key: number): Uint32Array {
  return p.rows.subarray(p.offsets[key] ?? 0, p.offsets[key + 1] ?? 0)
}

export function postingLength(p: Postings, key: number): number {
  return (p.offsets[key + 1] ?? 0) - (p.offsets[key] ?? 0)
}

/** Sorted, de-duplicated union of ascending lists. */
export function unionAll(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 0) return new Uint32Array(0)
  if (lists.length === 1) return lists[0] ?? new Uint32Array(0)
  let total = 0
  let min = Infinity
  let max = -1
  for (const l of lists) {
    total += l.length
    if (l.length > 0) {
      min = Math.min(min, l[0] ?? 0)
      max = Math.max(max, l[l.length - 1] ?? 0)
    }
  }
  if (total === 0) return new Uint32Array(0)
  // Dense unions (time slices, common categories) mark a bitmap instead of sorting.
  if (max - min < total * 16) return unionByBitmap(lists, min, max, total)
  const out = new Uint32Array(total)
  let n = 0
  for (const l of lists) {
    out.set(l, n)
    n += l.length
  }
  out.sort()
  let w = 0
  for (let i = 0; i < out.length; i++) {
    const v = out[i] ?? 0
    if (w === 0 || out[w - 1] !== v) out[w++] = v
  }
  return out.subarray(0, w)
}

function unionByBitmap(
  lists: readonly Uint32Array[],
  min: number,
  max: number,
  total: number,
): Uint32Array {
  // One bit per row: reading back skips empty words, 32 rows at a time, which matters when the
  // lists are sparse over a wide span (a state's rows over the whole table).
  const words = new Uint32Array(((max - min) >>> 5) + 1)
  for (const l of lists) {
    for (let i = 0; i < l.length; i++) {
      const d = (l[i] ?? 0) - min
      words[d >>> 5] = (words[d >>> 5] ?? 0) | (1 << (d & 31))
    }
  }
  const out = new Uint32Array(total)
  let n = 0
  for (let w = 0; w < words.length; w++) {
    let bits = words[w] ?? 0
    while (bits !== 0) {
      const lowest = bits & -bits
      out[n++] = min + (w << 5) + 31 - Math.clz32(lowest)
      bits ^= lowest
    }
  }
  return out.subarray(0, n)
}

/** First index i >= from with list[i] >= target (galloping, then binary search). */
function gallop(list: Uint32Array, from: number, target: number): number {
  let step = 1
  let lo = from
  let hi = from
  while (hi < list.length && (list[hi] ?? 0) < target) {
    lo = hi + 1
    hi += step
    step *= 2
  }
  if (hi > list.length) hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((list[mid] ?? 0) < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Intersection of two ascending lists, galloping through the longer one. */
export function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a]
  const out = new Uint32Array(small.length)
  let n = 0
  let j = 0
  for (let i = 0; i < small.length && j < large.length; i++) {
    const v = small[i] ?? 0
    j = gallop(large, j, v)
    if (large[j] === v) out[n++] = v
  }
  return out.subarray(0, n)
}

/** Position of `v` in an ascending list (or where it would be inserted). */
export function indexIn(list: Uint32Array, v: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((list[mid] ?? 0) < v) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** First index in an ascending Float64Array with value >= x (or > x when `strict`). */
export function lowerBound(arr: Float64Array, x: number, strict = false): number {
  let lo = 0
  let hi = arr.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const v = arr[mid] ?? 0
    if (strict ? v <= x : v < x) lo = mid + 1
    else hi = mid
  }
  return lo
}
