import { createRoute, redirect } from '@tanstack/react-router'
import { rootRoute } from './root-route'

/** The events explorer is the landing view; `/` only forwards there. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    // `replace` keeps `/` out of the history, so Back does not bounce into the redirect again.
    redirect({ to: '/events', replace: true, throw: true })
  },
})
