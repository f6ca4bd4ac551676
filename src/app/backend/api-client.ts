// The typed API client for the current connection (api/connection/connection-store.ts).
import { useMemo } from 'react'
import { createClient } from '../../api/client'
import type { ApiClient } from '../../api/client'
import { useConnection } from '../../api/connection/connection-store'
import type { ConnectionMode } from '../../api/connection/page-connection'
import { firstAnswer } from './first-answers'
import { embeddedService, whenServiceRouted } from './start'
import { untilAborted } from '../../api/abort'
import { markView, viewDrawn } from '../../utils/page-marks'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * Once the mode in force is set up, the embedded service's worker (posted to directly: the page's
 * service worker would add a round trip through it and the page) or the network. Each response
 * is marked (page-marks.ts `apiAnswer`).
 */
async function routedFetch(input: string, init: RequestInit): Promise<Response> {
  await whenServiceRouted()
  const service = embeddedService()
  init.signal?.throwIfAborted()
  const response = await (service
    ? untilAborted(service.fetch(new Request(new URL(input, location.href), init)), init.signal)
    : globalThis.fetch(input, init))
  markView('apiAnswer', new URL(input, location.href).href)
  return response
}

/**
 * The embedded service's fetch: a GET the build answered ahead of time for a first visit is
 * answered from that (first-answers.ts, docs/dataset-cache.md "A first visit"). A request nobody
 * waits on (`priority: 'low'`, a map's later pages) is sent once the page's first view has drawn
 * its data: the service answers on the cores that first frame is drawn with, and its answers
 * would be parsed and drawn on the page's thread during it. A real backend answers elsewhere.
 */
function embeddedFetch(token: string): Fetch {
  return async (input, init) => {
    const given = (init.method ?? 'GET') === 'GET' ? await firstAnswer(input, token) : undefined
    if (given) {
      // The caller gave up while the answer was looked up: it is told so, as fetch would.
      init.signal?.throwIfAborted()
      return given
    }
    if (init.priority === 'low') await viewDrawn()
    return routedFetch(input, init)
  }
}

let cached: { mode: ConnectionMode; baseUrl: string; token: string; client: ApiClient } | undefined

/** The client for a mode, base URL and token; the same instance while they stay the same. */
export function apiClientFor(mode: ConnectionMode, baseUrl: string, token: string): ApiClient {
  if (cached?.mode !== mode || cached.baseUrl !== baseUrl || cached.token !== token) {
    const fetch = mode === 'embedded' ? embeddedFetch(token) : routedFetch
    cached = { mode, baseUrl, token, client: createClient({ baseUrl, token, fetch }) }
  }
  return cached.client
}

/** The client of the current connection; a new one when the mode, base URL or token changes. */
export function useConnectionClient(): ApiClient {
  const mode = useConnection((s) => s.mode)
  const baseUrl = useConnection((s) => s.baseUrl)
  const token = useConnection((s) => s.token)
  return useMemo(() => apiClientFor(mode, baseUrl, token), [mode, baseUrl, token])
}
