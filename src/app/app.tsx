import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import { createAppRouter } from './router'

/** Providers around the router; the QueryClient comes in so tests and the entry share one shape. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
