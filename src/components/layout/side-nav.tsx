import { Link, useRouterState } from '@tanstack/react-router'
import { pickContext } from '../context/view-context'
import { NAV_ITEMS } from './nav-items'
import { NavIcon } from './nav-icon'

/**
 * The main navigation. Each link carries the view context (docs/view-context.md): the place and
 * period picked in one view open the next view on the same area and dates. TanStack Router's
 * Link marks the entry of the current view with aria-current="page", which the stylesheet also
 * uses for the active look.
 */
export function SideNav() {
  const search = useRouterState({ select: (state) => state.location.search })
  const context = pickContext(search)
  return (
    <nav className="side-nav" aria-label="Main">
      <ul className="side-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              search={context}
              // The entry of the current view is active whatever its search says.
              activeOptions={{ includeSearch: false }}
              className="side-nav__link"
              title={item.label}
            >
              <NavIcon name={item.icon} />
              <span className="side-nav__label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
