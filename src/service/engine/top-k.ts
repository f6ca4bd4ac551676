// Bounded selection: the first k rows under a comparator, in order, in O(n log k).

export function selectTop(
  rows: ArrayLike<number>,
  k: number,
  cmp: (a: number, b: number) => number,
): number[] {
  const n = rows.length
  if (k <= 0) return []
  if (k * 4 >= n) return Array.from(rows).sort(cmp).slice(0, k)
  // Max-heap of the best k seen so far: the root is the worst of them.
  const heap: number[] = []
  const up = (i0: number): void => {
    let i = i0
    while (i > 0) {
      const p = (i - 1) >> 1
      if (cmp(heap[i] ?? 0, heap[p] ?? 0) <= 0) break
      ;[heap[i], heap[p]] = [heap[p] ?? 0, heap[i] ?? 0]
      i = p
    }
  }
  const down = (): void => {
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < heap.length && cmp(heap[l] ?? 0, heap[m] ?? 0) > 0) m = l
      if (r < heap.length && cmp(heap[r] ?? 0, heap[m] ?? 0) > 0) m = r
      if (m === i) return
      ;[heap[i], heap[m]] = [heap[m] ?? 0, heap[i] ?? 0]
      i = m
    }
  }
  for (let i = 0; i < n; i++) {
    const v = rows[i] ?? 0
    if (heap.length < k) {
      heap.push(v)
      up(heap.length - 1)
    } else if (cmp(v, heap[0] ?? 0) < 0) {
      heap[0] = v
      down()
    }
  }
  return heap.sort(cmp)
}
