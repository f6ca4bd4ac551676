// From URLSearchParams to a parsed query, from zod errors to the 400 bodies of docs/api.md
// "Errors", and back from typed input to URLSearchParams for the client.
import type { z } from 'zod'

import type { BodyValidationErrorBody, FieldError, QueryValidationErrorBody } from '../errors'
import { queryShape } from './define'
import { rawToString } from './param'
import type { RawParamValue } from './param'

export type ParseQueryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: 400; readonly body: QueryValidationErrorBody }

function issueType(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') {
    const type = (issue.params as { type?: unknown } | undefined)?.type
    if (typeof type === 'string') return type
  }
  return issue.code
}

/** Names of range groups in a shape: `start` for `start.gte`, to explain a bare `start=`. */
function groupNames(shape: z.ZodRawShape | undefined): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const key of Object.keys(shape ?? {})) {
    const dot = key.indexOf('.')
    if (dot < 0) continue
    const name = key.slice(0, dot)
    groups.set(name, [...(groups.get(name) ?? []), key])
  }
  return groups
}

/**
 * The issues of the one union member the value was meant for: the members that failed only because
 * the value has another type are set aside, so `{stats: ['mean']}` is reported at `stats.0` rather
 * than as "no member matched".
 */
function unionIssues(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] | undefined {
  const meant = issue.errors.filter(
    (errs) => !(errs.length === 1 && errs[0]?.code === 'invalid_type' && errs[0].path.length === 0),
  )
  const [only] = meant
  if (meant.length !== 1 || only === undefined) return undefined
  return only.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }))
}

/** Flattens zod issues into `{field, msg, type}` entries; `join` names the field of a path. */
function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  shape: z.ZodRawShape | undefined,
  join: (path: PropertyKey[]) => string,
  noun: string,
): FieldError[] {
  const groups = groupNames(shape)
  return issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = join([...issue.path, key])
        const members = issue.path.length === 0 ? groups.get(key) : undefined
        return members && !(shape && key in shape)
          ? { field, msg: `suffix required: use ${members.join(', ')}`, type: 'suffix_required' }
          : { field, msg: `unknown ${noun} ${field}`, type: `unknown_${noun}` }
      })
    }
    const inner = issue.code === 'invalid_union' ? unionIssues(issue) : undefined
    if (inner) return fieldErrors(inner, shape, join, noun)
    return [{ field: join(issue.path), msg: issue.message, type: issueType(issue) }]
  })
}

/** The 400 body for a failed query: `{error: [{field, msg, type}]}`, field = parameter name as sent. */
export function queryErrorBody(schema: z.ZodType, error: z.ZodError): QueryValidationErrorBody {
  return {
    error: fieldErrors(
      error.issues,
      queryShape(schema),
      (path) => (path.length === 0 ? 'query' : String(path[0])),
      'parameter',
    ),
  }
}

/** The 400 body for a failed JSON body: `{error, details: [{field, msg, type}]}`, field = dotted path. */
export function bodyErrorBody(
  error: z.ZodError,
  message = 'invalid request body',
): BodyValidationErrorBody {
  return {
    error: message,
    details: fieldErrors(
      error.issues,
      undefined,
      (path) => (path.length === 0 ? 'body' : path.map(String).join('.')),
      'field',
    ),
  }
}

/**
 * Parses URL parameters with a query schema. A parameter sent twice is rejected: the way to send
 * several values is one comma list (docs/api.md "Multiple values"), and silently picking one of two
 * values would hide a bug.
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
): ParseQueryResult<z.output<S>> {
  const record: Record<string, string> = {}
  const repeated: FieldError[] = []
  for (const [key, value] of params) {
    if (key in record) {
      if (!repeated.some((e) => e.field === key)) {
        repeated.push({
          field: key,
          msg: 'parameter sent more than once; use a comma list',
          type: 'repeated_parameter',
        })
      }
    } else {
      record[key] = value
    }
  }
  const result = schema.safeParse(record)
  const errors = [
    ...repeated,
    ...(result.success ? [] : queryErrorBody(schema, result.error).error),
  ]
  if (errors.length > 0 || !result.success)
    return { ok: false, status: 400, body: { error: errors } }
  return { ok: true, value: result.data }
}

export type QueryParamsInput = Readonly<Record<string, RawParamValue | undefined>>

/** The inverse for the client: arrays joined with commas, booleans and numbers as strings, undefined dropped. */
export function toSearchParams(input: QueryParamsInput): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) params.set(key, rawToString(value))
  }
  return params
}
