import { createRoute } from '@tanstack/react-router'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import { rootRoute } from './root-route'

function AccountView() {
  return <ViewPlaceholder to="/account" />
}

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: AccountView,
})
