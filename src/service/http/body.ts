// Request bodies: read at most MAX_BODY_BYTES (contract/limits.ts), then parse them as JSON. The
// service checks the limit itself, so the browser service (MSW) answers an oversized body the
// same 413 as the Node transport, which also stops reading past the same limit.
import { MAX_BODY_BYTES } from '../../contract/limits'
import { badRequest, httpError } from './respond'
import type { ServiceError } from './respond'

export const payloadTooLarge = (headers: Record<string, string> = {}): ServiceError =>
  httpError(413, `request body exceeds ${MAX_BODY_BYTES} bytes`, headers)

/** The body as text; throws the 413 as soon as it is known to be too large. */
export async function readBodyText(request: Request): Promise<string> {
  // A declared length answers before any byte is read; a chunked body is counted as it comes.
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw payloadTooLarge()
  if (request.body === null) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw payloadTooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
}

/**
 * The JSON body of an operation that takes one (docs/api.md "Errors": 400 `{error}` when
 * unreadable).
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request)
  if (text.trim() === '') throw badRequest('request body is required')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('request body is not valid JSON')
  }
}
