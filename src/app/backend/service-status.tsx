import { useServiceStatus } from './service-status-store'
import './service-status.css'

/**
 * A small indicator while the embedded service builds its dataset, with its steps and a bar: the
 * shell and the basemap are usable meanwhile, and requests wait for the service, except those the
 * weeks around today answer once they are in (then the indicator says so). Nothing shows in proxy
 * mode or once ready, except a line for screen readers saying where the data came from.
 */
export function ServiceStatusIndicator() {
  const { phase, message, step, steps, near } = useServiceStatus()
  const busy = phase === 'starting' || phase === 'loading' || phase === 'building'
  return (
    <div className="service-status" role="status" aria-live="polite" aria-label="Embedded service">
      {busy ? (
        <p className="service-status__card">
          <span className="service-status__spinner" aria-hidden="true" />
          <span className="service-status__body">
            <strong>{near ? 'Weeks around today ready' : 'Preparing embedded data…'}</strong>
            <span className="service-status__detail">
              {step !== undefined && steps !== undefined
                ? `Step ${String(step)} of ${String(steps)}: ${message}`
                : message}
            </span>
            {step !== undefined && steps !== undefined ? (
              <progress
                className="service-status__bar"
                // A step counts as half done while it runs: the bar moves with every message.
                value={step - 0.5}
                max={steps}
                aria-label="Embedded data prepared"
              />
            ) : null}
          </span>
        </p>
      ) : null}
      {phase === 'ready' ? (
        // Said to screen readers only: where the data came from (kept, prebuilt or generated).
        <p className="visually-hidden">{message}</p>
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
