// A backend with a key of its own for the proxy journey (proxy.spec.ts). `npm run api` knows only
// the demo tokens, and the built app lists those (src/features/account/demo-tokens.ts), so a search
// of the served scripts for a demo token would always hit. This loopback gate accepts only `secret`,
// a value found in no source file, and forwards each request to the backend with a demo token.
import { createServer, request as forward } from 'node:http'
import { listenOnLoopback } from './ports'

export interface TokenGate {
  readonly url: string
  /** The Authorization header of every request that reached the gate, in order. */
  readonly authorizations: (string | undefined)[]
  close(): Promise<void>
}

export async function startTokenGate(
  backendUrl: string,
  secret: string,
  backendToken: string,
): Promise<TokenGate> {
  const backend = new URL(backendUrl)
  const authorizations: (string | undefined)[] = []
  const server = createServer((req, res) => {
    authorizations.push(req.headers.authorization)
    if (req.headers.authorization !== `Bearer ${secret}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ detail: 'Invalid access token.' }))
      return
    }
    const upstream = forward(
      {
        host: backend.hostname,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: backend.host, authorization: `Bearer ${backendToken}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  const { url, close } = await listenOnLoopback(server)
  return { url, authorizations, close }
}
