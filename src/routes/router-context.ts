import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader receives: the shared cache, so loaders can prefetch queries. */
export interface RouterContext {
  readonly queryClient: QueryClient
}
