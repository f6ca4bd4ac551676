// Numeric ranges `name.gt/gte/lt/lte` (docs/api.md "Query parameter types"), and rank-level lists.
import { z } from 'zod'

import { RANK_LEVELS } from '../enums'
import type { RankLevel } from '../enums'
import { param } from './param'
import { commaList, decimal, integer, NUMBER_PATTERN } from './primitives'

export const NUMERIC_SUFFIXES = ['gt', 'gte', 'lt', 'lte'] as const
type NumericSuffix = (typeof NUMERIC_SUFFIXES)[number]

export interface NumericRange {
  readonly gt?: number
  readonly gte?: number
  readonly lt?: number
  readonly lte?: number
}

const WORDS: Record<NumericSuffix, string> = {
  gt: 'greater than',
  gte: 'greater than or equal to',
  lt: 'less than',
  lte: 'less than or equal to',
}

/** The four parameters of numeric range `name`; `integers` restricts values to whole numbers. */
export function numericRangeParams<N extends string>(name: N, what: string, integers = false) {
  const value = integers ? integer : decimal
  const pattern = integers ? '^-?\\d+$' : NUMBER_PATTERN
  const bound = (s: NumericSuffix) =>
    param(value, {
      description: `${what} ${WORDS[s]} this value.`,
      pattern,
      type: integers ? 'integer' : 'number',
    })
  return {
    [`${name}.gt`]: bound('gt'),
    [`${name}.gte`]: bound('gte'),
    [`${name}.lt`]: bound('lt'),
    [`${name}.lte`]: bound('lte'),
  } as { [K in `${N}.${NumericSuffix}`]: ReturnType<typeof bound> }
}

/** Collects the bounds of range `name`; undefined when none was sent. */
export function resolveNumericRange<N extends string>(
  raw: { readonly [K in `${N}.${NumericSuffix}`]?: number | undefined },
  name: N,
): NumericRange | undefined {
  const values = raw as Readonly<Record<string, number | undefined>>
  const entries = NUMERIC_SUFFIXES.flatMap((s) => {
    const v = values[`${name}.${s}`]
    return v === undefined ? [] : [[s, v] as const]
  })
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

const rankLevel = z
  .string()
  .regex(/^[1-5]$/, 'expected a rank level 1 to 5')
  .transform((v) => RANK_LEVELS[Number(v) - 1] as RankLevel)

export function rankLevelParam(what: string) {
  return param(commaList(rankLevel), {
    description: `${what}: comma list of levels 1 to 5.`,
    pattern: '^[1-5](?:,[1-5])*$',
  })
}
