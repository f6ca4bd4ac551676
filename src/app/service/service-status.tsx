import { useServiceStatus } from './service-status-store'
import './service-status.css'

/**
 * A small indicator while the embedded service builds its dataset (a few seconds): the shell is
 * usable meanwhile and requests wait for the service. Nothing shows in proxy mode or once ready.
 */
export function ServiceStatusIndicator() {
  const { phase, message } = useServiceStatus()
  const busy = phase === 'starting' || phase === 'loading' || phase === 'building'
  return (
    <div className="service-status" role="status" aria-live="polite" aria-label="Embedded service">
      {busy ? (
        <p className="service-status__card">
          <span className="service-status__spinner" aria-hidden="true" />
          <span>
            <strong>Preparing embedded data…</strong>
            <span className="service-status__detail">{message}</span>
          </span>
        </p>
      ) : null}
      {phase === 'failed' ? (
        <p className="service-status__card service-status__card--error">
          <span>
            <strong>The embedded service could not start.</strong>
            <span className="service-status__detail">{message}</span>
          </span>
        </p>
      ) : null}
    </div>
  )
}
