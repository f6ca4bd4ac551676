import { ContextBar } from '../context/context-bar'
import type { ContextBarProps } from '../context/context-bar'
import { PageHeader } from './page-header'
import { navItem } from './nav-items'
import type { NavItem } from './nav-items'

/**
 * Stands in for an analyst view that has not been built. It already shows the context it
 * received, so a link from another view keeps its place and period on the way through.
 */
export function ViewPlaceholder({
  to,
  ...context
}: { readonly to: NavItem['to'] } & ContextBarProps) {
  const item = navItem(to)
  return (
    <div className="page">
      <PageHeader title={item.label} summary={<ContextBar {...context} />} />
      <div className="notice">
        <p>{item.summary}</p>
        <p>This view is not available yet.</p>
      </div>
    </div>
  )
}
