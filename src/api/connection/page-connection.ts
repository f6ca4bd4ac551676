// The connection the serving host asks for. `vite dev` / `vite preview` started with API_BASE_URL
// write a <meta name="eventscope-connection"> tag (vite.config.ts): proxy mode through /v1 on this
// origin. The tag carries no token: the proxy adds API_TOKEN on the server, so the page sends none
// (api/http.ts sends no Authorization for an empty token). Without the tag the app runs on the
// embedded service.
import { z } from 'zod'

import { FULL_ACCESS_TOKEN } from '../../contract/demo-accounts'

export const CONNECTION_META = 'eventscope-connection'
/** The embedded service's full-access demo account (README: Demo tokens). */
export const EMBEDDED_TOKEN = FULL_ACCESS_TOKEN

export const connectionSchema = z.object({
  mode: z.enum(['embedded', 'proxy']),
  /** '' = this origin's /v1 (the embedded service, or the dev/preview proxy); else absolute. */
  baseUrl: z.string(),
  token: z.string(),
})

export type Connection = z.infer<typeof connectionSchema>
export type ConnectionMode = Connection['mode']

/** Only the mode is read: a token in the tag (an older server's) is ignored, never used. */
const metaSchema = z.object({ mode: z.literal('proxy') })

/** This server's proxy: /v1 on this origin, with the token the proxy itself adds. */
export const HOST_PROXY_CONNECTION: Connection = { mode: 'proxy', baseUrl: '', token: '' }

export const EMBEDDED_CONNECTION: Connection = {
  mode: 'embedded',
  baseUrl: '',
  token: EMBEDDED_TOKEN,
}

/** The connection of a meta tag's content; anything unreadable means the embedded service. */
export function connectionFromMeta(content: string | null | undefined): Connection {
  if (!content) return EMBEDDED_CONNECTION
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch {
    return EMBEDDED_CONNECTION
  }
  return metaSchema.safeParse(value).success ? HOST_PROXY_CONNECTION : EMBEDDED_CONNECTION
}

/** The host's connection for this page (embedded outside a browser). */
export function pageConnection(): Connection {
  if (typeof document === 'undefined') return EMBEDDED_CONNECTION
  const meta = document.querySelector(`meta[name="${CONNECTION_META}"]`)
  return connectionFromMeta(meta?.getAttribute('content'))
}

/** The embedded service's base URL: it answers on the page's own origin. */
export const EMBEDDED_BASE_URL = ''

/**
 * A connection as it is used: the embedded service always answers on this origin, and a base URL
 * never ends with a slash (the client appends '/v1/...').
 */
export function normalizeConnection(connection: Connection): Connection {
  if (connection.mode === 'embedded') return { ...connection, baseUrl: EMBEDDED_BASE_URL }
  return { ...connection, baseUrl: connection.baseUrl.trim().replace(/\/+$/, '') }
}
