// Answers written straight to a socket, for what never reaches a request handler: requests
// node:http's parser rejects (`clientError`: too large, malformed, too slow) and CONNECT
// (`connect`, which hands the socket over). Node's own answers there are empty (a bare 431 or
// 400) or a closed connection; these are JSON in the error shape of contract/errors.ts.
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

import { unroutable } from '../http/methods'
import { withCors } from '../http/options'
import { badRequest, errorResponse, httpError } from '../http/respond'
import type { ServiceError } from '../http/respond'

/** Node's `maxHeaderSize`: the request line (so the URL) and the headers, together. */
export const MAX_HEADER_BYTES = 16 * 1024

/**
 * How long a socket stays open for reading once its answer is written. Closing a socket with
 * unread bytes (the rest of an oversized URL) makes the kernel reset the connection, and the
 * reset can destroy the answer before the client reads it; so the rest is read and dropped
 * until the client closes or this time passes.
 */
const LINGER_MS = 2_000

/** What node:http adds to a parser error: its code, the reason, and the bytes it choked on. */
export type ClientError = Error & { code?: string; reason?: string; rawPacket?: Buffer }

const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/[^ \r\n]*) HTTP\/1\.[01]\r\n/

/**
 * A method Node's parser does not know (TRACK, or any other token) is still a method the API does
 * not take: when the request line can be read, it gets the same 405 or 404 as PROPFIND gets
 * from the service (http/methods.ts). A request line split over packets or behind a pipelined
 * request cannot be read from the packet; it stays a malformed request.
 */
function unknownMethod(packet: Buffer | undefined): ServiceError | undefined {
  const line = REQUEST_LINE.exec(packet?.toString('latin1', 0, MAX_HEADER_BYTES) ?? '')
  if (!line?.[1] || !line[2]) return undefined
  try {
    return unroutable(line[1], new URL(`http://host${line[2]}`).pathname)
  } catch {
    return undefined
  }
}

/** The answer to a parser error, or undefined when the socket itself failed (nothing to say). */
export function clientErrorAnswer(error: ClientError): Response | undefined {
  const code = error.code ?? ''
  let failure: ServiceError
  const method = code === 'HPE_INVALID_METHOD' ? unknownMethod(error.rawPacket) : undefined
  if (method) {
    failure = method
  } else if (code === 'HPE_HEADER_OVERFLOW') {
    failure = httpError(431, `request line and headers exceed ${MAX_HEADER_BYTES} bytes`)
  } else if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') {
    failure = httpError(413, 'chunk extensions too large')
  } else if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    failure = httpError(408, 'request not received in time')
  } else if (code.startsWith('HPE_')) {
    failure = badRequest(`malformed HTTP request: ${error.reason ?? code}`)
  } else {
    return undefined
  }
  return withCors(errorResponse(failure))
}

async function serialise(response: Response): Promise<Buffer> {
  const body = Buffer.from(await response.arrayBuffer())
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`]
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') lines.push(`${name}: ${value}`)
  })
  lines.push(`content-length: ${body.length}`, 'connection: close', '', '')
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body])
}

/** Sockets answered here, so the answer is written once and close() can end them. */
export class RawAnswers {
  private readonly open = new Set<Duplex>()
  private readonly answered = new WeakSet<Duplex>()

  /** Writes `response` (once per socket) and closes the socket after a short linger. */
  answer(socket: Duplex, response: Response): void {
    if (this.answered.has(socket)) return
    this.answered.add(socket)
    this.open.add(socket)
    const done = () => {
      clearTimeout(timer)
      this.open.delete(socket)
      socket.destroy()
    }
    const timer = setTimeout(done, LINGER_MS)
    socket.on('error', done)
    socket.on('end', done)
    socket.on('close', done)
    // Keep reading (and dropping) what the client still sends; see LINGER_MS.
    socket.resume()
    serialise(response).then((bytes) => {
      if (socket.writable) socket.end(bytes)
      else done()
    }, done)
  }

  /** Ends every socket still lingering (server shutdown). */
  closeAll(): void {
    for (const socket of this.open) socket.destroy()
    this.open.clear()
  }
}
