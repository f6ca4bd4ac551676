// The typed API client for the current connection (api/connection/connection-store.ts).
import { useMemo } from 'react'
import { createClient } from '../../api/client'
import type { ApiClient } from '../../api/client'
import { useConnection } from '../../api/connection/connection-store'
import { whenServiceRouted } from './start'

/** Global fetch, once /v1 goes where the connection says (the embedded service may be starting). */
async function routedFetch(input: string, init: RequestInit): Promise<Response> {
  await whenServiceRouted()
  return globalThis.fetch(input, init)
}

let cached: { baseUrl: string; token: string; client: ApiClient } | undefined

/** The client for a base URL and token; the same instance while they stay the same. */
export function apiClientFor(baseUrl: string, token: string): ApiClient {
  if (cached?.baseUrl !== baseUrl || cached.token !== token) {
    cached = { baseUrl, token, client: createClient({ baseUrl, token, fetch: routedFetch }) }
  }
  return cached.client
}

/** The client of the current connection; a new one when the base URL or token changes. */
export function useConnectionClient(): ApiClient {
  const baseUrl = useConnection((s) => s.baseUrl)
  const token = useConnection((s) => s.token)
  return useMemo(() => apiClientFor(baseUrl, token), [baseUrl, token])
}
