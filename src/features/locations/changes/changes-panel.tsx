// "Since <date>": what changed at the open location since its baseline, by kind, each change
// linking to its event and lit on the map while pointed at; "Mark as seen" moves the baseline to
// now, and a date moves it back (docs/location-changes.md).
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'

import { useApiConnection } from '../../../api/client-context'
import { serverNow } from '../../../api/server-clock'
import type { SavedLocation } from '../../../contract/saved-location'
import type { ViewContext } from '../../../components/context/view-context'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { explainError } from '../../../components/states/error-message'
import { isoDate } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { ChangesSummary, sinceText } from './changes-summary'
import type { LocationChanges } from './use-location-changes'
import { useMoveBaseline } from './use-location-changes'

export interface ChangesPanelProps {
  readonly location: SavedLocation
  readonly watch: LocationChanges
  /** The context to carry to the events view, without `loc`. */
  readonly context: Partial<ViewContext>
  readonly onHighlight: (eventId: string | null) => void
}

/** Changes of one kind listed before "Show all". */
const FIRST_OF_A_KIND = 8

export function ChangesPanel({ location, watch, context, onHighlight }: ChangesPanelProps) {
  const locationId = location.location_id
  const id = useId()
  const move = useMoveBaseline()
  const { baseUrl } = useApiConnection()
  // The latest day a baseline can start: today on the server's clock, read once.
  const [today] = useState(() => isoDate(serverNow(baseUrl)))
  const [moving, setMoving] = useState(false)
  const [moveError, setMoveError] = useState<unknown>(null)
  const count = watch.count
  const moveTo = (to: 'now' | number) => {
    setMoving(true)
    setMoveError(null)
    move(location, to)
      .catch((error: unknown) => {
        setMoveError(error)
      })
      .finally(() => {
        setMoving(false)
      })
  }
  const title =
    watch.since === undefined
      ? 'Changes'
      : `${count === 0 ? 'No changes' : `${formatInteger(count)} ${count === 1 ? 'change' : 'changes'}`} ${sinceText(watch.since)}`
  return (
    <section className="changes" aria-labelledby={`${id}-title`} aria-busy={watch.loading}>
      <div className="changes__head">
        <h3 id={`${id}-title`} className="panel-subtitle">
          {title}
        </h3>
        <div className="changes__controls">
          <label className="changes__since">
            <span>Since</span>
            <input
              type="date"
              className="input input--small"
              value={watch.since === undefined ? '' : isoDate(watch.since)}
              max={today}
              onChange={(event) => {
                const day = Date.parse(`${event.currentTarget.value}T00:00:00Z`)
                if (Number.isFinite(day)) moveTo(day)
              }}
            />
          </label>
          <button
            type="button"
            className="button button--small"
            disabled={moving || watch.since === undefined}
            onClick={() => {
              moveTo('now')
            }}
          >
            {moving ? 'Marking…' : 'Mark as seen'}
          </button>
        </div>
      </div>
      {moveError ? (
        <p className="field__error" role="alert">
          Could not mark as seen: {explainError(moveError).title.toLowerCase()}
        </p>
      ) : null}
      {watch.error ? (
        <ErrorState error={watch.error} onRetry={watch.retry} compact />
      ) : watch.loading ? (
        <Skeleton lines={3} label="Reading what changed" />
      ) : (
        <>
          {/* With none, the heading says so. */}
          {count === 0 ? null : (
            <ChangesSummary
              changes={watch.changes}
              surges={watch.surges}
              since={watch.since}
              firstOf={FIRST_OF_A_KIND}
              renderItem={(change, text) => (
                <Link
                  to="/events"
                  search={{ ...context, loc: locationId, event: change.event.id }}
                  className="changes__event"
                  onMouseEnter={() => {
                    onHighlight(change.event.id)
                  }}
                  onMouseLeave={() => {
                    onHighlight(null)
                  }}
                  onFocus={() => {
                    onHighlight(change.event.id)
                  }}
                  onBlur={() => {
                    onHighlight(null)
                  }}
                >
                  {text}
                </Link>
              )}
            />
          )}
          {watch.complete ? null : (
            <p className="notice">More changed than the API lists at once; the latest are shown.</p>
          )}
          {watch.tracksMoves ? null : (
            <p className="changes__note">
              Moves, rank rises and new surge days are told from the last time this location was
              marked seen.
            </p>
          )}
        </>
      )}
    </section>
  )
}
