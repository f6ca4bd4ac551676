/** A per-row predicate over the event columns: the form every compiled filter takes. */
export type RowCheck = (r: number) => boolean
