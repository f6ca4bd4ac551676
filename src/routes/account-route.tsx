import { createRoute } from '@tanstack/react-router'

import { AccountView } from '../features/account/account-view'
import { rootRoute } from './root-route'

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: AccountView,
})
