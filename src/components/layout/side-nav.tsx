import { Link } from '@tanstack/react-router'
import { NAV_ITEMS } from './nav-items'
import { NavIcon } from './nav-icon'

/**
 * The main navigation. TanStack Router's Link marks the entry of the current view
 * with aria-current="page", which the stylesheet also uses for the active look.
 */
export function SideNav() {
  return (
    <nav className="side-nav" aria-label="Main">
      <ul className="side-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="side-nav__link" title={item.label}>
              <NavIcon name={item.icon} />
              <span className="side-nav__label">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
