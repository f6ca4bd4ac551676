// Top-k selection by a threshold on the primary sort key: quickselect finds the k-th key in
// O(n), only rows at or before it are sorted with the full comparator. Much cheaper than a
// heap when k is large (a page deep in the result window).

/** The k-th smallest value (0-based) of `values`; reorders `values`. */
export function quickselect(values: Float64Array, k: number): number {
  let lo = 0
  let hi = values.length - 1
  while (hi > lo) {
    const pivot = values[(lo + hi) >>> 1] ?? 0
    let i = lo
    let j = hi
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++
      while ((values[j] ?? 0) > pivot) j--
      if (i <= j) {
        const t = values[i] ?? 0
        values[i] = values[j] ?? 0
        values[j] = t
        i++
        j--
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else return values[k] ?? 0
  }
  return values[k] ?? 0
}

/**
 * Positions (0..n-1) at places [from, to) of the order `cmp` gives, in order, given each position's
 * primary key `key` as selectByKey takes it. A page deep in the order sorts only the positions
 * whose key lies between the page's first and last: those before it are counted, not sorted.
 */
export function selectRange(
  key: Float64Array,
  from: number,
  to: number,
  cmp: (a: number, b: number) => number,
): number[] {
  if (from <= 0) return selectByKey(key, to, cmp)
  const n = key.length
  const end = Math.min(to, n)
  if (from >= end) return []
  const scratch = key.slice()
  const low = quickselect(scratch, from)
  const high = quickselect(scratch, end - 1)
  let before = 0
  const candidates: number[] = []
  for (let i = 0; i < n; i++) {
    const k = key[i] ?? 0
    if (k < low) before++
    else if (k <= high) candidates.push(i)
  }
  return candidates.sort(cmp).slice(from - before, end - before)
}

/**
 * Positions (0..n-1) of the first `k` under `cmp`, in order, given each position's primary key
 * `key` (already signed so that smaller sorts first; nulls as +Infinity) consistent with `cmp`.
 */
export function selectByKey(
  key: Float64Array,
  k: number,
  cmp: (a: number, b: number) => number,
): number[] {
  const n = key.length
  if (k <= 0) return []
  if (k >= n) return Array.from({ length: n }, (_, i) => i).sort(cmp)
  const threshold = quickselect(key.slice(), k - 1)
  const picked: number[] = []
  for (let i = 0; i < n; i++) if ((key[i] ?? 0) <= threshold) picked.push(i)
  return picked.sort(cmp).slice(0, k)
}
