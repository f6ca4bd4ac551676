// Part B: each query of the mix through the engine, DuckDB and the full scan. The answers are
// compared first (a mismatch throws with the differences); only then are the runs timed.

import { ResultMismatch } from './compare'
import type { MixQuery } from './mix-types'
import type { Summary } from './stats'
import type { RunPlan } from './timing'
import { timed, timeRuns } from './timing'

export interface MixPlans {
  readonly engine: RunPlan
  readonly duckdb: RunPlan
  readonly scan: RunPlan
}

export interface MixResult {
  readonly key: string
  readonly title: string
  readonly note: string
  readonly engine: Summary
  readonly duckdb: Summary
  readonly scan: Summary
  /** Engine median / DuckDB median: below 1 the engine is faster. */
  readonly engineOverDuckdb: number
  /** Full-scan median / engine median: what the indexes buy. */
  readonly indexSpeedup: number
  /** Time of the first full scan, which also builds the oracle's per-row views. */
  readonly firstScanMs: number
}

export async function runMixQuery(q: MixQuery, plans: MixPlans): Promise<MixResult> {
  const expected = q.engine()
  const fromDuck = await q.duckdb()
  const duckDiffs = q.diff(expected, fromDuck)
  if (duckDiffs.length > 0) throw new ResultMismatch(q.key, 'DuckDB', duckDiffs)
  const first = await timed(() => q.scan())
  const scanDiffs = q.diff(expected, first.value)
  if (scanDiffs.length > 0) throw new ResultMismatch(q.key, 'the full scan', scanDiffs)
  const engine = await timeRuns(q.engine, plans.engine)
  const duckdb = await timeRuns(q.duckdb, plans.duckdb)
  const scan = await timeRuns(q.scan, plans.scan)
  return {
    key: q.key,
    title: q.title,
    note: q.describe(expected),
    engine,
    duckdb,
    scan,
    engineOverDuckdb: engine.medianMs / duckdb.medianMs,
    indexSpeedup: scan.medianMs / engine.medianMs,
    firstScanMs: first.ms,
  }
}
