// One query parameter: accepts the raw URL form (a string) or what a typed client hands over
// (number, boolean, string array), normalises it to the string a URL would carry, then parses it.
import { z } from 'zod'

export const rawParamValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()).readonly(),
])
export type RawParamValue = z.input<typeof rawParamValue>

/** The string a value takes in a URL: arrays are comma lists (docs/api.md "Multiple values"). */
export function rawToString(value: RawParamValue): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.join(',')
  return String(value)
}

/** Documentation of a parameter, read by the OpenAPI generator and by the required-check. */
export interface ParamDoc {
  readonly description: string
  readonly pattern?: string
  readonly enum?: readonly string[]
  /** A comma list (of `enum` values when set). */
  readonly list?: boolean
  readonly default?: string
  readonly required?: boolean
  readonly type?: 'string' | 'integer' | 'number' | 'boolean'
}

export const paramDocs = z.registry<ParamDoc>()

/** Wraps a string parser into an optional query parameter and records its documentation. */
export function param<T extends z.ZodType<unknown, string>>(inner: T, doc: ParamDoc) {
  const schema = rawParamValue.transform(rawToString).pipe(inner).optional()
  paramDocs.add(schema, doc)
  return schema
}
