import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routes/route-tree'
import type { RouterContext } from '../routes/router-context'
import { parseAppSearch, stringifyAppSearch } from './search-params'

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    scrollRestoration: true,
    // The views after the first load on demand (routes/*-view-route.tsx); pointing at a link
    // fetches its view before the click.
    defaultPreload: 'intent',
    parseSearch: parseAppSearch,
    stringifySearch: stringifyAppSearch,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
