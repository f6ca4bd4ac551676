// The projection (json-projection.ts) of what a zod schema reads: the keys of an object that
// strips unknown keys, the items of an array, through optional, nullable, default and read-only
// wrappers; anything else (a union, a transform, an object that keeps unknown keys) whole. A
// schema parses the projection of a value exactly as it parses the value: it drops the keys the
// projection drops.
import { z } from 'zod'

import type { Projection } from './json-projection'

const made = new WeakMap<z.ZodType, Projection>()

/** The projection of `schema`, worked out once per schema (a map asks it for every page). */
export function projectionOf(schema: z.ZodType): Projection {
  let projection = made.get(schema)
  if (projection === undefined) {
    projection = projectionIn(schema)
    made.set(schema, projection)
  }
  return projection
}

function projectionIn(schema: z.ZodType): Projection {
  if (schema instanceof z.ZodObject) {
    // An object that keeps or checks unknown keys reads them all.
    if (schema._zod.def.catchall !== undefined) return true
    const shape = schema.shape as Readonly<Record<string, z.ZodType>>
    return {
      keys: Object.fromEntries(
        Object.entries(shape).map(([key, inner]) => [key, projectionIn(inner)]),
      ),
    }
  }
  if (schema instanceof z.ZodArray) return { each: projectionIn(schema.element as z.ZodType) }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  ) {
    return projectionIn(schema.unwrap() as z.ZodType)
  }
  return true
}
