import type { ErrorComponentProps } from '@tanstack/react-router'
import { PageHeader } from './page-header'

/** Last-resort view when rendering or loading a route throws. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <div className="page">
      <PageHeader title="Something went wrong" />
      <div className="notice notice--error" role="alert">
        <p>This view stopped because of an unexpected error: {message}</p>
        <button type="button" className="button" onClick={reset}>
          Try again
        </button>
      </div>
    </div>
  )
}
