// What a search means when it leaves a parameter out, defined once. The contract applies these
// where a request's query is resolved (events.ts, broadcasts.ts); the service's engine applies the
// same values to the queries its own callers build (src/service/engine/query.ts).
import type { BroadcastRecordStatus, EventState } from '../enums'

/** Events `state`: active events only. */
export const EVENTS_DEFAULT_STATES: readonly EventState[] = ['active']
/** Events `sort`: the best text match first when there is a `q`, then the latest start. */
export const EVENTS_DEFAULT_SORT = 'relevance,-start'
/** Broadcasts `record_status`: active records only (not deleted ones or duplicates). */
export const BROADCASTS_DEFAULT_RECORD_STATUSES: readonly BroadcastRecordStatus[] = ['active']
/** Broadcasts `sort`: earliest start first. */
export const BROADCASTS_DEFAULT_SORT = 'start'
