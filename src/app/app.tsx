import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useApiConnection } from '../api/client-context'
import { createAppRouter } from './router'

/** Providers around the router; the QueryClient comes in so tests and the entry share one shape. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const { client, baseUrl } = useApiConnection()
  const context = useMemo(() => ({ queryClient, client, baseUrl }), [queryClient, client, baseUrl])
  const [router] = useState(() => createAppRouter(context))
  return (
    <QueryClientProvider client={queryClient}>
      {/* A new connection reaches the loaders of the next navigation. */}
      <RouterProvider router={router} context={context} />
    </QueryClientProvider>
  )
}
