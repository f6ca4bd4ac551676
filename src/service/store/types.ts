// Persistence of saved locations (docs/architecture.md layout: store/ — IndexedDB in the browser, a file in
// Node). The handlers and the enricher see only this interface, so every store is exercised by
// the same service tests through the in-memory implementation.
import type { SavedLocation } from '../../contract/saved-location'

/** One saved location as persisted: the resource plus what the service needs to enrich it. */
export interface StoredLocation {
  readonly orgId: string
  /**
   * Service clock (epoch ms) of the last create or replace. Enrichment counts from here, and a
   * write-back of enrichment results is applied only while this is unchanged (see `put`).
   */
  readonly revisedAt: number
  readonly location: SavedLocation
}

export interface PutOptions {
  /**
   * Compare-and-set: write only when the stored record still has this `revisedAt`. Enrichment
   * results computed for an older revision must never overwrite a newer replace.
   */
  readonly ifRevision?: number
}

/** One write of `putAll`. */
export interface PutRequest {
  readonly record: StoredLocation
  readonly options?: PutOptions
}

export interface SavedLocationStore {
  /** Every location of an organisation, in no particular order. */
  list(orgId: string): Promise<StoredLocation[]>
  /** Creates or replaces; false when `ifRevision` did not match (nothing written). */
  put(record: StoredLocation, options?: PutOptions): Promise<boolean>
  /**
   * Each write as `put` would make it, together: one transaction where the store has them (a
   * list's enrichment writes back every location it brought up to date, and a transaction each
   * took IndexedDB about 2.5 ms a location). The results in the order of `requests`.
   */
  putAll(requests: readonly PutRequest[]): Promise<boolean[]>
  /** False when there was nothing to delete. */
  delete(orgId: string, locationId: string): Promise<boolean>
}

/** True when a write guarded by `options` may replace `current`. */
export function revisionMatches(
  current: StoredLocation | undefined,
  options?: PutOptions,
): boolean {
  if (options?.ifRevision === undefined) return true
  return current !== undefined && current.revisedAt === options.ifRevision
}

/**
 * The store could not keep a write: no room is left (the browser's quota for the site, a full
 * disk) or the store cannot be used at all (IndexedDB refused, as in some private windows). The
 * write changed nothing: what was stored before is all still there. The service answers it 507
 * (handlers/saved-locations.ts), which the dashboard's forms explain (docs/security.md "Storage").
 */
export class StorageRefusedError extends Error {
  override readonly name = 'StorageRefusedError'
  constructor(
    readonly reason: 'full' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
