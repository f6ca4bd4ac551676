// Node transport: serves a FetchHandler over HTTP on the loopback interface (`npm run api`).
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FetchHandler } from './types'

export interface RunningServer {
  readonly url: string
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function toRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : null,
  })
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
  opts: { port: number; host?: string },
): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? host}`
    readBody(req)
      .then((body) => handler.fetch(toRequest(req, body, origin)))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        // A transport failure (never a handler result): answer something well-formed.
        const message = error instanceof Error ? error.message : String(error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: message }))
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, host, () => {
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err)
          else resolve()
        })
        server.closeAllConnections()
      }),
  }
}
