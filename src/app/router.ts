import type { QueryClient } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from '../routes/route-tree'

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Hovering a link warms the next view; react-query owns freshness, so the router
    // must not keep its own cached copy of loader results (TanStack Query integration guide).
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Search values stay the plain strings of the address (`place=85100048`, not the JSON
    // `place="85100048"` the default serializer writes to keep a numeric-looking string a
    // string). The route schemas read every value from a string (docs/view-context.md).
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(JSON.stringify),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
