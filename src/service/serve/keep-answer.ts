// Which answers a client may keep and serve again without asking: the service says so in each
// answer's Cache-Control, as an HTTP API would (docs/dataset-cache.md "What is kept").
import type { OperationId } from '../../contract/routes'
import { DATASET_READS } from '../../contract/dataset-reads'
import type { Organisation } from '../auth/accounts'
import { DAY_MS } from '../../utils/time'

export const NOT_KEPT = 'no-store'

/**
 * The Cache-Control of a successful answer of `operationId`. A write is never a read of the
 * dataset; the features' POST is (contract/dataset-reads.ts).
 *
 * Kept until the end of the service clock's UTC day, when the dataset is rebuilt for the next day
 * (docs/dataset-cache.md "The key"), if the answer is the dataset's alone. Not kept when it reads
 * saved locations (they change), or when the caller's plan has a visibility window: that window
 * moves with every millisecond of the clock, so the same request may answer differently later.
 */
export function answerCacheControl(
  operationId: OperationId,
  query: unknown,
  organisation: Organisation,
  now: number,
): string {
  if (!DATASET_READS.has(operationId)) return NOT_KEPT
  const { visibleFromDays, visibleToDays } = organisation.subscription
  if (visibleFromDays !== null || visibleToDays !== null) return NOT_KEPT
  if (readsSavedLocations(query)) return NOT_KEPT
  const seconds = Math.floor((DAY_MS - (now % DAY_MS)) / 1000)
  return seconds > 0 ? `private, max-age=${String(seconds)}` : NOT_KEPT
}

function readsSavedLocations(query: unknown): boolean {
  if (typeof query !== 'object' || query === null || !('saved_location_ids' in query)) return false
  return query.saved_location_ids !== undefined
}
