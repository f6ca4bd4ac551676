// What a reader of a response keeps of its JSON, as plain data (docs/map-matches.md "Read for what
// it draws"): the keys an object schema names, the items of an array, everything else whole. A
// map reads nine fields of each event of a page of a thousand; the page's other fields need not
// be built on the page's thread at all (off-thread-json.ts). Plain data so that it travels to a
// worker, which has no zod.

/** Keep the value whole, keep named keys of an object, or keep each item of an array so. */
export type Projection =
  true | { readonly keys: Readonly<Record<string, Projection>> } | { readonly each: Projection }

/**
 * `value` cut down to `projection`. A value of another shape than the projection expects (a
 * string where an object was named) is kept as it is, so a schema reading the result reports
 * what it would have reported of the whole.
 */
export function project(value: unknown, projection: Projection): unknown {
  if (projection === true) return value
  if ('each' in projection) {
    return Array.isArray(value) ? value.map((item) => project(item, projection.each)) : value
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const record = value as Readonly<Record<string, unknown>>
  const kept: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(projection.keys)) {
    if (Object.hasOwn(record, key)) kept[key] = project(record[key], inner)
  }
  return kept
}

/** A response body's text as a reader takes it: JSON when it parses, else the text; '' none. */
export function bodyOf(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** What the reader worker is asked (json-reader.worker.ts) and answers. */
export interface ReadRequest {
  readonly id: number
  readonly bytes: ArrayBuffer
  readonly projection: Projection
}

export interface ReadAnswer {
  readonly id: number
  readonly body: unknown
}

/** The reader worker's work: a body's bytes decoded, parsed (bodyOf) and cut to the projection. */
export function readProjected(request: ReadRequest): ReadAnswer {
  const body = bodyOf(new TextDecoder().decode(request.bytes))
  return {
    id: request.id,
    body: typeof body === 'string' ? body : project(body, request.projection),
  }
}
