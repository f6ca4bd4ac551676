// What every route's loader reads (app/router.ts gives it, app/app.tsx keeps it current): the
// page's query cache and the client of the current connection, so that a loader can send a view's
// first requests with the navigation, through the same queries the view then reads.
import type { QueryClient } from '@tanstack/react-query'

import type { ApiClient } from '../api/client'

export interface RouterContext {
  readonly queryClient: QueryClient
  readonly client: ApiClient
  /** The connection's base URL, whose clock a view's periods read (api/server-clock.ts). */
  readonly baseUrl: string
}
