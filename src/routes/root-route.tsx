import { Outlet, createRootRouteWithContext, stripSearchParams } from '@tanstack/react-router'
import { AppLayout } from '../components/layout/app-layout'
import { NotFoundView } from '../components/layout/not-found-view'
import { RouteErrorView } from '../components/layout/route-error-view'
import { VIEW_CONTEXT_DEFAULTS, viewContextSchema } from '../components/context/view-context'
import type { RouterContext } from './router-context'

function RootComponent() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The context every view shares (docs/view-context.md) lives on the parent of all views, so
  // each view reads the same keys and the navigation carries them.
  validateSearch: viewContextSchema,
  search: { middlewares: [stripSearchParams(VIEW_CONTEXT_DEFAULTS)] },
  component: RootComponent,
  notFoundComponent: NotFoundView,
  errorComponent: RouteErrorView,
})
