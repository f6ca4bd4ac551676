// Result comparison of the engine, DuckDB and the full scan. A timing only counts when the three
// give the same answer: the same ids in the same order for searches, the same numbers for
// aggregates (floating sums may differ in the last bits with the summation order, hence a
// relative tolerance for non-integers only).

/** Relative tolerance for non-integer numbers (sums and averages of divided attendance). */
export const FLOAT_TOLERANCE = 1e-9

const MAX_DIFFS = 12

function numbersEqual(a: number, b: number, tolerance: number): boolean {
  if (a === b) return true
  if (Number.isNaN(a) && Number.isNaN(b)) return true
  if (Number.isInteger(a) && Number.isInteger(b)) return false
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(a), Math.abs(b))
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function show(v: unknown): string {
  const s = JSON.stringify(v)
  return s.length > 80 ? `${s.slice(0, 77)}...` : s
}

function walk(
  expected: unknown,
  actual: unknown,
  path: string,
  tolerance: number,
  out: string[],
): void {
  if (out.length >= MAX_DIFFS) return
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (!numbersEqual(expected, actual, tolerance))
      out.push(`${path}: expected ${expected}, got ${actual}`)
    return
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length)
      out.push(`${path}: expected ${expected.length} items, got ${actual.length}`)
    const n = Math.min(expected.length, actual.length)
    for (let i = 0; i < n && out.length < MAX_DIFFS; i++)
      walk(expected[i], actual[i], `${path}[${i}]`, tolerance, out)
    return
  }
  if (isRecord(expected) && isRecord(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
    for (const k of keys) {
      if (!(k in actual)) out.push(`${path}.${k}: missing (expected ${show(expected[k])})`)
      else if (!(k in expected)) out.push(`${path}.${k}: unexpected ${show(actual[k])}`)
      else walk(expected[k], actual[k], `${path}.${k}`, tolerance, out)
      if (out.length >= MAX_DIFFS) return
    }
    return
  }
  if (expected !== actual) out.push(`${path}: expected ${show(expected)}, got ${show(actual)}`)
}

/** Differences between two JSON-like values (at most a dozen, by path); empty when equal. */
export function diffValues(
  expected: unknown,
  actual: unknown,
  tolerance = FLOAT_TOLERANCE,
): string[] {
  const out: string[] = []
  walk(expected, actual, '$', tolerance, out)
  return out
}

/** A search result as compared: the capped count and the page's ids in order. */
export interface PageResult {
  readonly count: number
  readonly ids: readonly string[]
}

/** Differences of two pages: the count, then the first differing positions with their ids. */
export function diffPages(expected: PageResult, actual: PageResult): string[] {
  const out: string[] = []
  if (expected.count !== actual.count)
    out.push(`count: expected ${expected.count}, got ${actual.count}`)
  if (expected.ids.length !== actual.ids.length)
    out.push(`page size: expected ${expected.ids.length}, got ${actual.ids.length}`)
  const n = Math.max(expected.ids.length, actual.ids.length)
  for (let i = 0; i < n && out.length < MAX_DIFFS; i++) {
    const e = expected.ids[i]
    const a = actual.ids[i]
    if (e !== a) out.push(`ids[${i}]: expected ${e ?? '(none)'}, got ${a ?? '(none)'}`)
  }
  const missing = expected.ids.filter((id) => !actual.ids.includes(id)).length
  const extra = actual.ids.filter((id) => !expected.ids.includes(id)).length
  if (missing + extra > 0) out.push(`as sets: ${missing} missing, ${extra} extra`)
  return out
}

export class ResultMismatch extends Error {
  constructor(
    readonly query: string,
    readonly against: string,
    readonly diffs: readonly string[],
  ) {
    super(`${query}: ${against} differs from the engine\n  ${diffs.join('\n  ')}`)
    this.name = 'ResultMismatch'
  }
}
