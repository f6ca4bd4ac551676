// The Account view, loaded when the route is first visited (account-route.tsx).
import { createLazyRoute } from '@tanstack/react-router'

import { AccountView } from '../features/account/account-view'

export const accountLazyRoute = createLazyRoute('/account')({ component: AccountView })
