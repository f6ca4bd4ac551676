import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from '../routes/route-tree'

export function createAppRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    // The views after the first load on demand (routes/*-view-route.tsx); pointing at a link
    // fetches its view before the click.
    defaultPreload: 'intent',
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
