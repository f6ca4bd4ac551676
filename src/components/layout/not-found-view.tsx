import { Link, useLocation } from '@tanstack/react-router'
import { PageHeader } from './page-header'

/** Shown for any address that matches no view. */
export function NotFoundView() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <div className="page">
      <PageHeader title="Page not found" />
      <div className="notice">
        <p>
          There is no view at <code>{pathname}</code>. Check the address, or go to the{' '}
          <Link to="/events">events explorer</Link>.
        </p>
      </div>
    </div>
  )
}
