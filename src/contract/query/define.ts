// A query schema: a strict object of parameters (raw URL form in) piped into a builder of the
// parsed structure the service uses. Unknown parameters are rejected: a typo such as
// `start.gtee` or `catgory` would otherwise be dropped and silently widen the query.
import { z } from 'zod'

import { paramDocs } from './param'

const shapes = new WeakMap<z.ZodType, z.ZodRawShape>()

/** Reports a problem with parameter `field` from a cross-parameter rule. */
export function paramIssue(
  ctx: z.RefinementCtx,
  field: string,
  message: string,
  type: string,
): void {
  ctx.addIssue({ code: 'custom', path: [field], message, params: { type } })
}

export function defineQuery<S extends z.ZodRawShape, Out>(
  shape: S,
  build: (raw: z.output<z.ZodObject<S, z.core.$strict>>) => Out,
  refine?: (raw: z.output<z.ZodObject<S, z.core.$strict>>, ctx: z.RefinementCtx) => void,
) {
  const schema = z
    .strictObject(shape)
    .superRefine((raw, ctx) => {
      const values = raw as Readonly<Record<string, unknown>>
      for (const [key, field] of Object.entries(shape)) {
        if (paramDocs.get(field)?.required === true && values[key] === undefined) {
          paramIssue(ctx, key, 'required', 'required')
        }
      }
      refine?.(raw, ctx)
    })
    .transform(build)
  shapes.set(schema, shape)
  return schema
}

/** The parameter shape of a schema made by defineQuery (for documentation and error messages). */
export function queryShape(schema: z.ZodType): z.ZodRawShape | undefined {
  return shapes.get(schema)
}

/** Narrows a value a required-parameter check has already guaranteed. */
export function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('required parameter missing after validation')
  return value
}
