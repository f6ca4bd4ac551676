// Query planning: every filter an index serves offers a candidate set with a cheap size estimate
// (event-filters.ts, candidates.ts); the smallest one drives, and only its rows are checked against
// the other filters. So selective queries touch only the rows they match, never the whole table.

import type { Candidates, Option } from './candidates'
import type { Compiled, CompiledFilter } from './event-filters'
import type { EventIndexes } from './indexes'
import type { RowCheck } from './row-check'
import { indexIn, intersect, unionAll } from './postings'

export interface Plan {
  readonly candidates: Candidates
  /**
   * The checks the candidates still need, the most selective first: those whose index estimates
   * them at fewer rows, by that estimate, then the rest in the filters' order. The check the
   * candidates already guarantee is left out.
   */
  readonly checks: readonly RowCheck[]
}

/** The filter whose index offers the fewest candidates, and its offer; undefined when none does. */
export function cheapestOption(
  compiled: Compiled,
): { option: Option; filter: CompiledFilter } | undefined {
  let best: { option: Option; filter: CompiledFilter } | undefined
  for (const filter of compiled.filters) {
    const option = filter.candidates?.()
    if (option && (!best || option.estimate < best.option.estimate)) best = { option, filter }
  }
  return best
}

/** The cheapest candidate set the query's filters offer; the whole table when none does. */
export function chooseCandidates(ix: EventIndexes, compiled: Compiled): Plan {
  const best = cheapestOption(compiled)
  if (!best) return { candidates: { from: 0, to: ix.table.size }, checks: compiled.checks }
  const { option, filter } = best
  const candidates = option.make()
  // Candidates that are exactly one filter's matches make that filter's check redundant.
  const covers = filter.exact ? filter.check : undefined
  return {
    candidates: 'rows' in candidates ? inRanges(candidates.rows, compiled, filter) : candidates,
    checks: selectiveFirst(compiled, filter, ix.table.size).filter((c) => c !== covers),
  }
}

/**
 * The checks with an index estimate under half the table first, fewest rows first: a candidate
 * then usually fails at its first check (a country among a year's events). The chosen filter's
 * own check keeps its place: its candidates mostly pass it.
 */
function selectiveFirst(compiled: Compiled, chosen: CompiledFilter, size: number): RowCheck[] {
  const key = (f: CompiledFilter): number => {
    const e = f === chosen ? Infinity : (f.candidates?.().estimate ?? Infinity)
    return e < size / 2 ? e : Infinity
  }
  const keyed = compiled.filters.map((f, i) => ({ check: f.check, key: key(f), i }))
  keyed.sort((a, b) => (a.key === b.key ? a.i - b.i : a.key < b.key ? -1 : 1))
  return keyed.map((k) => k.check)
}

/**
 * A list of rows (a country, some categories, a text's matches) cut down to the rows of the time
 * filters' ranges: both follow row order, so the range is two binary searches, and its long
 * events outside it a merge. Only when those long events are fewer than the rows the cut spares
 * checking.
 */
function inRanges(list: Uint32Array, compiled: Compiled, chosen: CompiledFilter): Candidates {
  let rows = list
  for (const other of compiled.filters) {
    const option = other === chosen ? undefined : other.candidates?.()
    if (!option?.ranged || option.ranged.extra >= rows.length) continue
    const range = option.make()
    if ('rows' in range) continue
    const inside = rows.subarray(indexIn(rows, range.from), indexIn(rows, range.to))
    rows = range.extra?.length ? unionAll([inside, intersect(rows, range.extra)]) : inside
  }
  return { rows }
}
