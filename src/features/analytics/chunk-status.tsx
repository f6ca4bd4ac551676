// Progress of a chunked fetch, and each failed chunk named with a retry. A 400, 402 or 403 fails
// every chunk the same way, so it is explained once in words instead of per chunk.
import { isForbidden, isPaymentRequired, isUnauthorized, isValidationError } from '../../api/errors'
import { explainError } from '../../components/states/error-message'
import { formatDate } from '../../utils/dates'
import type { Chunked } from './api/use-chunked'

/** An error that no retry of a single chunk can fix: the whole view explains it instead. */
export function blockingError(chunked: Chunked<{ readonly date: string }>): unknown {
  const error = chunked.failed[0]?.error
  return isForbidden(error) ||
    isPaymentRequired(error) ||
    isUnauthorized(error) ||
    isValidationError(error)
    ? error
    : undefined
}

export function ChunkStatus({
  label,
  chunked,
}: {
  readonly label: string
  readonly chunked: Chunked<{ readonly date: string }>
}) {
  if (chunked.total === 0) return null
  const loading = chunked.done + chunked.failed.length < chunked.total
  return (
    <div className="chunk-status">
      {loading ? (
        <p className="chunk-status__progress" role="status">
          <label>
            Loading {label}: {chunked.done} of {chunked.total} requests of up to 90 days
            <progress max={chunked.total} value={chunked.done} />
          </label>
        </p>
      ) : null}
      {chunked.failed.map((chunk) => (
        <div key={chunk.span.gte} className="chunk-status__failed" role="alert">
          <p>
            {label} for {formatDate(chunk.span.gte)} – {formatDate(chunk.span.lte)} did not load (
            {explainError(chunk.error).title.toLowerCase()}). Those days are left blank, not zero.
          </p>
          <button type="button" className="button button--small" onClick={chunk.retry}>
            Retry {formatDate(chunk.span.gte)} – {formatDate(chunk.span.lte)}
          </button>
        </div>
      ))}
    </div>
  )
}
