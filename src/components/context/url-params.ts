// zod pieces for URL search parameters. An address reads `?category=sports,concerts&rank=4,5`:
// lists are comma strings there and arrays everywhere else. The router writes an array back as
// its comma string (src/app/router.ts); these schemas read either form, canonicalised. Every
// field `.catch()`es its default (and `.default()`s it when absent, so links may leave it out),
// so a hand-edited or stale link opens a view instead of failing.
import { z } from 'zod'

const listInput = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])

/** The trimmed items of a list as the address or the app hands it over. */
function itemsOf(value: z.output<typeof listInput>): string[] {
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',')
  return items.map((item) => item.trim())
}

/** Keeps the listed values, in the order of `allowed`, without repeats. */
export function enumList<const T extends readonly (string | number)[]>(allowed: T) {
  const names = allowed.map(String) as `${T[number]}`[]
  return listInput
    .transform((value) => {
      const given = new Set(itemsOf(value))
      return names.filter((name) => given.has(name))
    })
    .catch([])
    .default([])
}

/** A list of free values (labels, ids, countries): trimmed, no blanks, no repeats. */
export function freeList(pattern: RegExp, transform: (item: string) => string = (item) => item) {
  return listInput
    .transform((value) => [
      ...new Set(
        itemsOf(value)
          .map(transform)
          .filter((item) => pattern.test(item)),
      ),
    ])
    .catch([])
    .default([])
}

/** Free text of at most 200 characters; a query like `q=2024` may arrive as a number. */
export const freeText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().slice(0, 200))
  .catch('')
  .default('')

export const optionalNumber = (min: number, max: number) =>
  z.coerce.number().min(min).max(max).optional().catch(undefined)

/**
 * A list as an API parameter: the array itself, which the client writes as the API's comma list
 * (src/contract/query/param.ts), or nothing when empty, so equal filters give equal queries.
 */
export function apiList(items: readonly string[]): readonly string[] | undefined {
  return items.length === 0 ? undefined : items
}
