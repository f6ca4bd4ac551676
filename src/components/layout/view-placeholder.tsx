import { PageHeader } from './page-header'
import { navItem } from './nav-items'
import type { NavItem } from './nav-items'

/** Stands in for an analyst view that has not been built. */
export function ViewPlaceholder({ to }: { to: NavItem['to'] }) {
  const item = navItem(to)
  return (
    <div className="page">
      <PageHeader title={item.label} summary={item.summary} />
      <div className="notice">
        <p>This view is not available yet.</p>
      </div>
    </div>
  )
}
