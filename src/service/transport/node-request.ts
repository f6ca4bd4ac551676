// From a node:http request to the fetch Request the service takes, or to the error the transport
// answers itself when the request cannot become one: a bad Host or target (400), a method the
// fetch standard forbids (the service's 405 / 404 rule), a body over the limit (413).
import type { IncomingMessage } from 'node:http'

import { MAX_BODY_BYTES } from '../../contract/limits'
import { payloadTooLarge } from '../http/body'
import { unroutable } from '../http/methods'
import { badRequest, notFound, ServiceError } from '../http/respond'

/** Methods `new Request` refuses (fetch's forbidden methods); Node's parser accepts them. */
const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK'])

/**
 * `host[:port]`: an IP literal in brackets or a registered name (letters, digits and the
 * punctuation a URI host may hold, no `@`, space, `/` or `%`); `new URL` then checks the rest
 * (port range, IP literal syntax).
 */
const HOST_PATTERN = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=-]+)(?::\d{0,5})?$/

function hostCount(req: IncomingMessage): number {
  let count = 0
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'host') count += 1
  }
  return count
}

/**
 * The origin of the request URL. It comes from the Host header rather than from the listening
 * address: the service writes absolute `next` / `previous` links from the request URL
 * (service/http/paging.ts), and they must point where the client reached the server (localhost
 * or 127.0.0.1, a LAN name when HOST=0.0.0.0, a forwarded port), which the listening address
 * cannot know. HTTP/1.1 requires a server to answer 400 to a missing, repeated or malformed
 * Host, so those are refused instead of being replaced; only HTTP/1.0, where Host is optional,
 * falls back to the listening address.
 */
function requestOrigin(req: IncomingMessage, fallback: string): string | ServiceError {
  const count = hostCount(req)
  if (count === 0) {
    return req.httpVersion === '1.0' ? fallback : badRequest('the Host header is required')
  }
  const host = req.headers.host ?? ''
  if (count > 1) return badRequest('the Host header is sent more than once')
  if (!HOST_PATTERN.test(host) || parseUrl(`http://${host}`) === undefined) {
    return badRequest('the Host header is not a valid host[:port]')
  }
  return `http://${host}`
}

/**
 * The request URL. Origin-form (`/path?query`) is appended to the origin as text, so a path that
 * starts with `//` stays a path. Absolute-form (`http://host/path`, sent to proxies) carries its
 * own authority. Asterisk-form (`OPTIONS *`) and authority-form (`CONNECT host:port`) name no
 * resource of this API: not found.
 */
function requestUrl(req: IncomingMessage, fallback: string): URL | ServiceError {
  const origin = requestOrigin(req, fallback)
  if (origin instanceof ServiceError) return origin
  const target = req.url ?? '/'
  const absolute = /^https?:\/\//i.test(target)
  if (!absolute && !target.startsWith('/')) return notFound()
  const url = parseUrl(absolute ? target : `${origin}${target}`)
  // A Request cannot carry credentials in its URL.
  if (url === undefined || url.username !== '' || url.password !== '') {
    return badRequest('the request target is not a valid URL')
  }
  return url
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  return headers
}

/**
 * The body, or undefined once it passes `limit`: a declared Content-Length over the limit is
 * refused before any byte is read, a chunked body as soon as the count passes it. Past the limit
 * nothing more is kept; the 413 closes the connection, so the rest is never read.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      stop()
      resolve(undefined)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/** The service's Request for `req`, or the error to answer instead. */
export async function toRequest(
  req: IncomingMessage,
  fallbackOrigin: string,
): Promise<Request | ServiceError> {
  const url = requestUrl(req, fallbackOrigin)
  if (url instanceof ServiceError) return url
  const method = (req.method ?? 'GET').toUpperCase()
  if (FORBIDDEN_METHODS.has(method)) return unroutable(method, url.pathname)
  const body = await readBody(req, MAX_BODY_BYTES)
  if (body === undefined) {
    return payloadTooLarge({ connection: 'close' })
  }
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  try {
    return new Request(url, {
      method,
      headers: headersOf(req),
      body: hasBody ? new Uint8Array(body) : null,
    })
  } catch (error) {
    // Whatever else fetch refuses came from the client: a bad request, never a server error.
    const reason = error instanceof Error ? error.message : String(error)
    return badRequest(`the request cannot be read: ${reason}`)
  }
}
