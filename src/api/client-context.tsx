// The API client of the current connection, handed to views through React context. Features may
// not import the app layer (lint: import direction), so the app creates the client and provides it
// here; views read it with useApiClient().
import { createContext, useContext, useMemo } from 'react'
import type { ReactNode } from 'react'

import type { ApiClient } from './client'

/** What a view may show about the connection: where requests go and the token they carry. */
export interface ApiConnection {
  readonly client: ApiClient
  /** '' for same origin, or the absolute base URL of a backend (as given to createClient). */
  readonly baseUrl: string
  /** The bearer token; shown only when a person asks (request panels hide it as $TOKEN). */
  readonly token: string
}

const ApiConnectionContext = createContext<ApiConnection | null>(null)

export function ApiClientProvider({
  client,
  baseUrl,
  token,
  children,
}: ApiConnection & { readonly children: ReactNode }) {
  // A new object each render would re-render every consumer; the three parts are the identity.
  const value = useMemo(() => ({ client, baseUrl, token }), [client, baseUrl, token])
  return <ApiConnectionContext value={value}>{children}</ApiConnectionContext>
}

/** The connection of the nearest ApiClientProvider; throws outside one (a wiring bug). */
export function useApiConnection(): ApiConnection {
  const value = useContext(ApiConnectionContext)
  if (value === null) throw new Error('useApiConnection must be used inside <ApiClientProvider>')
  return value
}

/** The typed client of the current connection. */
export function useApiClient(): ApiClient {
  return useApiConnection().client
}
