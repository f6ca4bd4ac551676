// Paging of every list (contract: `limit` and `offset`), defined once: the parameters with their
// defaults and documentation, and the defaults applied where a query is built.
import { param } from './param'
import { boundedInt, nonNegativeInt } from './primitives'

export const DEFAULT_LIMIT = 10
export const DEFAULT_OFFSET = 0

/** The `limit` parameter of a list whose pages hold at most `max` results. */
export const limitParam = (max: number) =>
  param(boundedInt(max), {
    description: `Page size, default ${String(DEFAULT_LIMIT)}, maximum ${String(max)}.`,
    type: 'integer',
    default: String(DEFAULT_LIMIT),
  })

export const offsetParam = () =>
  param(nonNegativeInt, {
    description: `Results to skip, default ${String(DEFAULT_OFFSET)}.`,
    type: 'integer',
    default: String(DEFAULT_OFFSET),
  })

/** `limit` and `offset` with their defaults applied. */
export function paging(raw: {
  readonly limit?: number | undefined
  readonly offset?: number | undefined
}) {
  return { limit: raw.limit ?? DEFAULT_LIMIT, offset: raw.offset ?? DEFAULT_OFFSET }
}
