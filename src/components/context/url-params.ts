// zod pieces for URL search parameters. Values stay flat strings and numbers so an address reads
// `?category=sports,concerts&rank=4,5`; lists are comma strings, canonicalised here. Every field
// `.catch()`es its default (and `.default()`s it when absent, so links may leave it out), so a
// hand-edited or stale link opens a view instead of failing.
import { z } from 'zod'

/** Keeps the listed values of a comma string, in the order of `allowed`, without repeats. */
export function enumList(allowed: readonly (string | number)[]) {
  const names = allowed.map(String)
  return z
    .union([z.string(), z.number()])
    .transform((value) => {
      const given = new Set(
        String(value)
          .split(',')
          .map((item) => item.trim()),
      )
      return names.filter((name) => given.has(name)).join(',')
    })
    .catch('')
    .default('')
}

/** A comma list of free values (labels, ids, countries): trimmed, no blanks, no repeats. */
export function freeList(pattern: RegExp, transform: (item: string) => string = (item) => item) {
  return z
    .union([z.string(), z.number()])
    .transform((value) => {
      const items = String(value)
        .split(',')
        .map((item) => transform(item.trim()))
        .filter((item) => pattern.test(item))
      return [...new Set(items)].join(',')
    })
    .catch('')
    .default('')
}

/** Free text of at most 200 characters; a query like `q=2024` may arrive as a number. */
export const freeText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 200))
  .catch('')
  .default('')

export const optionalNumber = (min: number, max: number) =>
  z.coerce.number().min(min).max(max).optional().catch(undefined)

/** Splits a canonical comma string into its items ('' -> []). */
export function listOf(value: string): string[] {
  return value === '' ? [] : value.split(',')
}
