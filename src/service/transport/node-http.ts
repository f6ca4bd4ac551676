// Node transport: serves a FetchHandler over HTTP on the loopback interface (`npm run api`).
// Every answer is JSON in the error shape of contract/errors.ts, including the ones node:http
// would write on its own (empty 400, 417 and 431, a dropped CONNECT): see node-raw.ts.
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

import { withCors } from '../http/options'
import { errorResponse, httpError, serviceBusy, ServiceError } from '../http/respond'
import { clientErrorAnswer, MAX_HEADER_BYTES, RawAnswers } from './node-raw'
import { BusyStretch } from './node-shed'
import { toRequest } from './node-request'
import type { FetchHandler } from '../serve/fetch-handler'

export interface RunningServer {
  readonly url: string
  close(): Promise<void>
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

export async function serveHttp(
  handler: FetchHandler,
  opts: {
    port: number
    host?: string
    /** Answer 429 while requests queue up (node-shed.ts); `npm run api` does. */
    shedWhenBusy?: boolean
  },
): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1'
  let ownOrigin = `http://${host}`
  const raw = new RawAnswers()
  // Sockets with a response under way: a parser error there must not write into that response.
  const busy = new WeakMap<Duplex, number>()
  const stretch = opts.shedWhenBusy === true ? new BusyStretch() : undefined
  // Connections by number, so that the stretch keeps no socket alive.
  const connections = new WeakMap<Duplex, number>()
  let lastConnection = 0
  const connectionOf = (socket: Duplex): number => {
    const known = connections.get(socket)
    if (known !== undefined) return known
    connections.set(socket, ++lastConnection)
    return lastConnection
  }

  async function respond(req: IncomingMessage): Promise<Response> {
    const request = await toRequest(req, ownOrigin)
    return request instanceof ServiceError
      ? withCors(errorResponse(request))
      : handler.fetch(request)
  }

  const server = createServer(
    // Host is checked by toRequest, which answers a missing one with a JSON 400.
    { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false },
    (req, res) => {
      const { socket } = req
      busy.set(socket, (busy.get(socket) ?? 0) + 1)
      res.once('close', () => busy.set(socket, (busy.get(socket) ?? 1) - 1))
      const answer = stretch?.shed(connectionOf(socket))
        ? Promise.resolve(withCors(errorResponse(serviceBusy())))
        : respond(req)
      answer
        .then((response) => send(res, response))
        .catch((error: unknown) => {
          // A transport failure (never a handler result): answer something well-formed.
          const message = error instanceof Error ? error.message : String(error)
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ error: message }))
        })
    },
  )
  server.on('clientError', (error: Error, socket: Duplex) => {
    const answer = clientErrorAnswer(error)
    if (answer === undefined || (busy.get(socket) ?? 0) > 0) socket.destroy()
    else raw.answer(socket, answer)
  })
  // CONNECT gets the same answer as any method the API does not take (node-request.ts).
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    respond(req).then(
      (response) => {
        raw.answer(socket, response)
      },
      () => socket.destroy(),
    )
  })
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const failure = httpError(417, 'only Expect: 100-continue is supported')
    void send(res, withCors(errorResponse(failure)))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, host, () => {
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  ownOrigin = `http://${host}:${port}`
  return {
    url: ownOrigin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err)
          else resolve()
        })
        server.closeAllConnections()
        raw.closeAll()
      }),
  }
}
