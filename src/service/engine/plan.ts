// Query planning: every filter an index serves offers a candidate set with a cheap size estimate
// (event-filters.ts, candidates.ts); the smallest one drives, and only its rows are checked against
// the other filters. So selective queries touch only the rows they match, never the whole table.

import type { Candidates, Option } from './candidates'
import type { Compiled, CompiledFilter } from './event-filters'
import type { EventIndexes } from './indexes'
import type { RowCheck } from './row-check'

export interface Plan {
  readonly candidates: Candidates
  /** The check the candidates already guarantee, if any. */
  readonly covers?: RowCheck
}

/** The cheapest candidate set the query's filters offer; the whole table when none does. */
export function chooseCandidates(ix: EventIndexes, compiled: Compiled): Plan {
  let best: { option: Option; filter: CompiledFilter } | undefined
  for (const filter of compiled.filters) {
    const option = filter.candidates?.()
    if (option && (!best || option.estimate < best.option.estimate)) best = { option, filter }
  }
  if (!best) return { candidates: { from: 0, to: ix.table.size } }
  const { option, filter } = best
  // Candidates that are exactly one filter's matches make that filter's check redundant.
  return { candidates: option.make(), covers: filter.exact ? filter.check : undefined }
}
