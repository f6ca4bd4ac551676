import { describe, expect, it } from 'vitest'
import type { Candidates } from './candidates'
import type { Compiled, CompiledFilter } from './event-filters'
import type { EventIndexes } from './indexes'
import type { RowCheck } from './row-check'
import { chooseCandidates } from './plan'

const ix = { table: { size: 100 } } as unknown as EventIndexes

/** A filter whose index offers `make()`'s candidates, `estimate` of them. */
function offering(
  estimate: number,
  candidates: Candidates,
  ranged?: { extra: number },
  check: RowCheck = () => true,
): CompiledFilter {
  return {
    check,
    candidates: () => ({ estimate, make: () => candidates, ...(ranged && { ranged }) }),
    exact: !ranged,
  }
}

const compiled = (...filters: CompiledFilter[]): Compiled => ({
  filters,
  checks: filters.map((f) => f.check),
})

const rowsOf = (plan: ReturnType<typeof chooseCandidates>) =>
  'rows' in plan.candidates ? Array.from(plan.candidates.rows) : plan.candidates

describe('the planner', () => {
  const list = Uint32Array.from([1, 5, 12, 20, 33, 47, 60, 61, 70, 88])
  /** The plan of the list's filter beside a time filter of rows [20, 61) and `late` long events. */
  const planWith = (late: readonly number[]) => {
    const extra = Uint32Array.from(late)
    const time = offering(41 + extra.length, { from: 20, to: 61, extra }, { extra: extra.length })
    return chooseCandidates(ix, compiled(offering(list.length, { rows: list }), time))
  }

  it("cuts the smallest list to a time filter's range and its long events", () => {
    const plan = planWith([5, 70, 90])
    expect(rowsOf(plan)).toEqual([5, 20, 33, 47, 60, 70])
    // The list was one filter's exact matches: its check is covered; the range's is not.
    expect(plan.checks).toHaveLength(1)
  })

  it('leaves the list whole when the long events outnumber it', () => {
    const late = Array.from({ length: 30 }, (_, i) => (i < 10 ? i : 61 + i))
    expect(rowsOf(planWith(late))).toEqual(Array.from(list))
  })

  it('takes the range itself when it is the smallest', () => {
    const time = offering(4, { from: 20, to: 24 }, { extra: 0 })
    const plan = chooseCandidates(ix, compiled(offering(list.length, { rows: list }), time))
    expect(plan.candidates).toEqual({ from: 20, to: 24 })
  })

  it('runs the checks an index finds selective first, fewest rows first', () => {
    const named = (name: string): RowCheck => Object.assign(() => true, { label: name })
    const plain = (name: string): CompiledFilter => ({ check: named(name) })
    const indexed = (name: string, estimate: number): CompiledFilter =>
      offering(estimate, { rows: list }, { extra: 0 }, named(name))
    const plan = chooseCandidates(
      ix,
      compiled(
        plain('state'),
        indexed('year', 70),
        indexed('circle', 8),
        plain('rank'),
        indexed('category', 30),
        indexed('country', 12),
      ),
    )
    const labels = plan.checks.map((c) => (c as RowCheck & { label: string }).label)
    // The circle's rows are the candidates: its check keeps its place. Half the table or more
    // (the year) counts as not selective.
    expect(labels).toEqual(['country', 'category', 'state', 'year', 'circle', 'rank'])
  })
})
