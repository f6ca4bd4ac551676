// Error bodies (docs/api.md "Errors"; the 404 body from docs/architecture.md).
import { z } from 'zod'

import { MAX_BODY_BYTES } from './limits'

export const fieldError = z.object({ field: z.string(), msg: z.string(), type: z.string() })
export type FieldError = z.infer<typeof fieldError>

/** 400 `{error}`: a bad request with no per-field detail (e.g. malformed JSON). */
export const errorMessageBody = z.object({ error: z.string() })
export type ErrorMessageBody = z.infer<typeof errorMessageBody>

/** 400 `{error, details}`: body validation (features, saved locations). */
export const bodyValidationErrorBody = z.object({ error: z.string(), details: z.array(fieldError) })
export type BodyValidationErrorBody = z.infer<typeof bodyValidationErrorBody>

/** 400 `{error: [...]}`: query parameter validation. */
export const queryValidationErrorBody = z.object({ error: z.array(fieldError) })
export type QueryValidationErrorBody = z.infer<typeof queryValidationErrorBody>

export const badRequestBody = z.union([
  queryValidationErrorBody,
  bodyValidationErrorBody,
  errorMessageBody,
])

export const notFoundBody = z.object({ error: z.literal('not found') })

/** Schema of the body for each error status an operation may answer. */
export const errorBodies = {
  400: badRequestBody,
  401: errorMessageBody,
  402: errorMessageBody,
  403: errorMessageBody,
  404: notFoundBody,
  413: errorMessageBody,
  429: errorMessageBody,
} as const
export type ErrorStatus = keyof typeof errorBodies

export const ERROR_DESCRIPTIONS: Readonly<Record<ErrorStatus, string>> = {
  400: 'Bad request',
  401: 'Unauthorized: missing or invalid bearer token',
  402: 'Payment required: the subscription has lapsed',
  403: 'Forbidden: the subscription does not cover this resource',
  404: 'Not found',
  413: `Payload too large: the request body exceeds ${MAX_BODY_BYTES} bytes`,
  429: 'Too many requests: rate limit exceeded for the one-second window',
}
