// Loading, empty and error states shared by the views.
import type { ReactNode } from 'react'

import { explainError } from './error-message'
import './states.css'

/** A grey placeholder block; `lines` stacked bars stand in for text or rows. */
export function Skeleton({
  lines = 3,
  label,
}: {
  readonly lines?: number
  readonly label: string
}) {
  return (
    <div className="skeleton" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  )
}

export function EmptyState({
  title,
  children,
  action,
}: {
  readonly title: string
  readonly children?: ReactNode
  readonly action?: ReactNode
}) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children ? <div className="state__detail">{children}</div> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  )
}

/** A failed request explained in words, with a retry when retrying can help. */
export function ErrorState({
  error,
  onRetry,
  compact = false,
}: {
  readonly error: unknown
  readonly onRetry?: () => void
  readonly compact?: boolean
}) {
  const { title, detail, retryable } = explainError(error)
  return (
    <div className={`state state--error${compact ? ' state--compact' : ''}`} role="alert">
      <p className="state__title">{title}</p>
      <p className="state__detail">{detail}</p>
      {onRetry ? (
        <div className="state__action">
          <button type="button" className="button" onClick={onRetry}>
            {retryable ? 'Try again' : 'Retry anyway'}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** A polite live region: screen readers announce its text when it changes. */
export function LiveRegion({ children }: { readonly children: ReactNode }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {children}
    </div>
  )
}
