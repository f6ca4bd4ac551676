import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppLayout } from '../components/layout/app-layout'
import { NotFoundView } from '../components/layout/not-found-view'
import { RouteErrorView } from '../components/layout/route-error-view'
import type { RouterContext } from './router-context'

function RootComponent() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundView,
  errorComponent: RouteErrorView,
})
