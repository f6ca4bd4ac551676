// Raw HTTP/1.1 over node:net, for requests fetch and node:http refuse to send (a malformed Host,
// TRACE, CONNECT, an oversized URL, bytes that are not HTTP at all). One request per connection,
// then the end of what the client sends; the answer is read until it is complete, the server
// closes, or the connection is reset. Not for HEAD (its answer has headers but no body).
import { connect } from 'node:net'

export interface RawAnswer {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: ReadonlyMap<string, string>
  readonly body: string
}

/** Undefined while `data` does not hold a whole response yet. */
function parse(data: Buffer, closed: boolean): RawAnswer | undefined {
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN)
  const headers = new Map<string, string>()
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const rest = data.subarray(end + 4)
  if (headers.get('transfer-encoding') === 'chunked') {
    const body = dechunk(rest)
    return body === undefined ? undefined : { status, headers, body }
  }
  const length = headers.get('content-length')
  if (length !== undefined) {
    if (rest.length < Number(length)) return undefined
    return { status, headers, body: rest.subarray(0, Number(length)).toString('utf8') }
  }
  // 1xx, 204 and 304 have no body; anything else without a length ends with the connection.
  if (status < 200 || status === 204 || status === 304) return { status, headers, body: '' }
  return closed ? { status, headers, body: rest.toString('utf8') } : undefined
}

function dechunk(data: Buffer): string | undefined {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) return undefined
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (size === 0) return Buffer.concat(parts).toString('utf8')
    if (data.length < lineEnd + 2 + size + 2) return undefined
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/**
 * Sends `request` as it is to `url`'s host and port and resolves with the first response, or
 * with an Error when the connection ends without one (reset, or closed early).
 */
export function rawRequest(url: string, request: string | Buffer): Promise<RawAnswer | Error> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let data = Buffer.alloc(0)
    let settled = false
    const settle = (answer: RawAnswer | Error) => {
      if (settled) return
      settled = true
      socket.destroy()
      resolve(answer)
    }
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk])
      const answer = parse(data, false)
      if (answer) settle(answer)
    })
    socket.on('close', () => {
      settle(parse(data, true) ?? new Error(`closed without a response: ${data.toString()}`))
    })
    socket.on('error', (error) => {
      settle(parse(data, true) ?? error)
    })
    // Half-close after the request: a server waiting for more of an incomplete request sees the
    // end instead of waiting for its timeout. A write the server refuses to read (it already
    // answered) may fail; the answer still counts.
    socket.end(request)
  })
}

/** `request` as its status and JSON body, failing loudly when there is no answer. */
export async function rawJson(
  url: string,
  request: string | Buffer,
): Promise<{ status: number; headers: ReadonlyMap<string, string>; body: unknown }> {
  const answer = await rawRequest(url, request)
  if (answer instanceof Error) throw answer
  return { ...answer, body: answer.body === '' ? null : (JSON.parse(answer.body) as unknown) }
}
