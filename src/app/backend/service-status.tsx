import { useServiceStatus, type ServiceStatus } from './service-status-store'
import './service-status.css'

/**
 * The line under the heading. Once the weeks around today answer, the numbered steps are the rest
 * of the dataset's, and say so: under "ready", a bare "Step 1 of 4" read as the start over again.
 */
function detail({ message, step, steps, near }: ServiceStatus): string {
  if (step === undefined || steps === undefined) return message
  const counted = `${String(step)} of ${String(steps)}: ${message}`
  return near ? `Rest of the dataset, step ${counted}` : `Step ${counted}`
}

/**
 * A small indicator while the embedded service builds its dataset, with its steps and a bar: the
 * shell and the basemap are usable meanwhile, and requests wait for the service, except those the
 * weeks around today answer once they are in (then the indicator says so). Nothing shows in proxy
 * mode or once ready, except a line for screen readers saying where the data came from.
 */
export function ServiceStatusIndicator() {
  return <ServiceStatusView status={useServiceStatus()} />
}

/** The indicator for one status, apart from the store it is read from. */
export function ServiceStatusView({ status }: { readonly status: ServiceStatus }) {
  const { phase, message, step, steps, near } = status
  const busy = phase === 'starting' || phase === 'loading' || phase === 'building'
  return (
    <div className="service-status" role="status" aria-live="polite" aria-label="Embedded service">
      {busy ? (
        <p className="service-status__card">
          <span className="service-status__spinner" aria-hidden="true" />
          <span className="service-status__body">
            <strong>{near ? 'Weeks around today ready' : 'Preparing embedded data…'}</strong>
            <span className="service-status__detail">{detail(status)}</span>
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
