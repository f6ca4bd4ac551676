// The shape of one query of the fixed mix: the same question put to the engine, to DuckDB and
// to the full scan, with the comparison that decides whether their answers are the same.

import type { DuckDBConnection } from '@duckdb/node-api'
import type { Gazetteer } from '../../src/service/data/gazetteer/types'
import type { Dataset } from '../../src/service/data/tables'
import type { Indexes } from '../../src/service/engine/build'
import type { PageResult } from './compare'
import { diffPages, diffValues } from './compare'
import type { Scenario } from './scenario'

export interface MixContext {
  readonly ds: Dataset
  readonly gaz: Gazetteer
  readonly idx: Indexes
  readonly db: DuckDBConnection
  readonly sc: Scenario
}

export interface MixQuery {
  readonly key: string
  readonly title: string
  readonly engine: () => unknown
  readonly duckdb: () => Promise<unknown>
  readonly scan: () => unknown
  /** Differences of `actual` from the engine's `expected`; empty when equal. */
  readonly diff: (expected: unknown, actual: unknown) => string[]
  /** A note on the engine's answer (e.g. the number of matches), printed with the timings. */
  readonly describe: (result: unknown) => string
}

function isPage(v: unknown): v is PageResult {
  return typeof v === 'object' && v !== null && 'count' in v && 'ids' in v && Array.isArray(v.ids)
}

export function pageDiff(expected: unknown, actual: unknown): string[] {
  return isPage(expected) && isPage(actual)
    ? diffPages(expected, actual)
    : diffValues(expected, actual)
}

export function describePage(result: unknown): string {
  return isPage(result) ? `${result.count} matches, page of ${result.ids.length}` : ''
}

/** The ids of rows, the form pages are compared in. */
export function idsOf(ds: Dataset, rows: ArrayLike<number>): string[] {
  return Array.from(rows, (r) => ds.events.id.get(r) ?? '')
}
