// Shorthands for comparing the events search with the full-scan oracle (engine/oracle-search.ts).
import { oracleSearch } from '../engine/oracle-search'
import type { EventQuery } from '../../service/engine/query'
import { expectContract } from './contract-expect'
import { get } from './request'
import type { TestService } from './test-service'

/** Ids of every active match in start order (at most 1,000), as the oracle finds them. */
export function oracleIds(t: TestService, q: EventQuery): string[] {
  const base: EventQuery = {
    state: ['active'],
    sort: [{ field: 'start', desc: false }],
    limit: 1000,
  }
  return oracleSearch(t.deps.dataset, t.deps.gazetteer, { ...base, ...q }).rows.map(
    (r) => t.deps.dataset.events.id.get(r) ?? '',
  )
}

/** Ids the service returns for a query in start order (one page of at most 1,000). */
export async function searchIds(t: TestService, query: string, token?: string): Promise<string[]> {
  const body = expectContract(
    'searchEvents',
    await get(t, `/v1/events/?${query}&sort=start&limit=1000`, token),
  )
  return body.results.map((e) => e.id)
}
