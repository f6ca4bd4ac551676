import { useNavigate } from '@tanstack/react-router'

import type { ViewContext } from '../components/context/view-context'
import { useViewClock } from '../components/context/use-view-clock'
import { ViewPlaceholder } from '../components/layout/view-placeholder'
import type { NavItem } from '../components/layout/nav-items'
import { rootRoute } from './root-route'

/** A view not built yet, showing (and letting the analyst drop) the context it received. */
export function ContextPlaceholder({ to }: { readonly to: NavItem['to'] }) {
  const context = rootRoute.useSearch()
  const navigate = useNavigate()
  const nowMs = useViewClock()
  const onChange = (patch: Partial<ViewContext>) => {
    void navigate({ to, search: (old) => ({ ...old, ...patch }), replace: true })
  }
  return <ViewPlaceholder to={to} context={context} nowMs={nowMs} onChange={onChange} />
}
