import { createRoute } from '@tanstack/react-router'

import { lazyView } from './lazy-view'
import { rootRoute } from './root-route'

const AccountView = lazyView(() =>
  import('../features/account/account-view').then((m) => m.AccountView),
)

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  component: AccountView,
})
