import type { ReactNode } from 'react'
import { ApiClientProvider } from '../../api/client-context'
import { useConnectionClient } from './api-client'
import { useConnection } from '../../api/connection/connection-store'

/**
 * Hands the views (which may not import the app layer) the client of the current connection;
 * a change of base URL or token gives every consumer the new client.
 */
export function ConnectedApiProvider({ children }: { readonly children: ReactNode }) {
  const client = useConnectionClient()
  const baseUrl = useConnection((s) => s.baseUrl)
  const token = useConnection((s) => s.token)
  return (
    <ApiClientProvider client={client} baseUrl={baseUrl} token={token}>
      {children}
    </ApiClientProvider>
  )
}
