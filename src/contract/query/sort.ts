// `sort`: comma list of field names, `-` prefix reverses (docs/api.md "Common conventions").
import { z } from 'zod'

import { param } from './param'

export interface SortKey<F extends string> {
  readonly field: F
  readonly descending: boolean
}

export function sortList<F extends string>(fields: readonly F[]) {
  const item = z.string().transform((v, ctx): SortKey<F> => {
    const name = v.startsWith('-') ? v.slice(1) : v
    const field = fields.find((f) => f === name)
    if (field === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown sort field ${name}; allowed: ${fields.join(', ')}`,
        params: { type: 'invalid_choice' },
      })
      return { field: fields[0] as F, descending: false }
    }
    return { field, descending: v.startsWith('-') }
  })
  return z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(item).min(1))
}

/** The `sort` parameter over `fields`; `fallback` documents the default order. */
export function sortParam<F extends string>(fields: readonly F[], fallback: string) {
  const escaped = fields.map((f) => f.replace(/[.]/g, '\\.')).join('|')
  return param(sortList(fields), {
    description: `Comma list of fields; a - prefix sorts descending. Allowed: ${fields.join(', ')}. Default ${fallback}.`,
    pattern: `^-?(?:${escaped})(?:,-?(?:${escaped}))*$`,
    default: fallback,
  })
}

/** Parses a default such as `relevance,-start` (a constant, so it cannot fail). */
export function defaultSort<F extends string>(fields: readonly F[], text: string): SortKey<F>[] {
  return sortList(fields).parse(text)
}
