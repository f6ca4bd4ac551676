import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routes/route-tree'
import { parseAppSearch, stringifyAppSearch } from './search-params'

export function createAppRouter() {
  return createRouter({
    routeTree,
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
