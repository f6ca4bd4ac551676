// Everything an analyst reads about one event (docs/api.md "Event"): dates in the event's time
// zone, ranks, attendance, entities, labels, place names, state, impact pattern, ids.
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef } from 'react'
import type { ReactNode } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { lonLatOf } from '../../../components/map/events-geojson'
import { categoryColor } from '../../../components/map/palette'
import { ErrorState, Skeleton } from '../../../components/states/states'
import type { Event } from '../../../contract/event'
import { formatDateTime, formatDuration, isTimeZone } from '../../../utils/dates'
import { NO_VALUE, fieldOf, isText, itemsOf, rawText, recordsOf } from '../../../utils/display'
import { formatInteger } from '../../../utils/format'
import { closeOnEscape, usePanelFocus } from './use-panel-focus'
import { DELETED_REASON_LABELS, STATE_LABELS, categoryLabel, labelOf, rankText } from '../labels'

// The chart library is most of a chart's weight and the list never needs it: it loads with the
// first detail that has impact patterns (docs/dataset-cache.md "JavaScript of the first view").
const ImpactChart = lazy(() =>
  import('../../../components/charts/impact-chart').then((m) => ({ default: m.ImpactChart })),
)

function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="detail__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Names of every place in the event's hierarchies, in one `/v1/places/?id=` request. */
function usePlaceNames(hierarchies: readonly (readonly unknown[])[]) {
  const client = useApiClient()
  const ids = [...new Set(hierarchies.flat().filter(isText))]
  const query = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { id: ids, limit: String(ids.length) }),
    enabled: ids.length > 0,
  })
  const names = new Map(query.data?.results.map((place) => [place.id, place.name]))
  return { names, query }
}

/** The zone as sent; a name Intl does not know says that its times are shown in UTC. */
function zoneText(zone: unknown): string {
  if (zone === null) return 'None (times are local)'
  if (typeof zone === 'string' && zone.trim() !== '' && !isTimeZone(zone)) {
    return `${zone} (unknown, times shown in UTC)`
  }
  return rawText(zone)
}

/** `latitude, longitude`, as people read coordinates; said in words when there is none. */
function pointText(location: unknown): string {
  const at = lonLatOf(location)
  return at ? `${at[1].toFixed(5)}, ${at[0].toFixed(5)}` : 'No location: not drawn on the map'
}

export function EventDetail({
  event,
  loading,
  error,
  onClose,
  onRetry,
  onSelect,
}: {
  readonly event: Event | undefined
  readonly loading: boolean
  readonly error: unknown
  readonly onClose: () => void
  readonly onRetry: () => void
  readonly onSelect: (id: string) => void
}) {
  const panel = useRef<HTMLElement>(null)
  usePanelFocus(panel, event?.id)
  return (
    <aside
      ref={panel}
      className="event-detail"
      aria-labelledby="event-detail-title"
      tabIndex={-1}
      onKeyDown={(e) => {
        closeOnEscape(e, onClose)
      }}
    >
      <div className="event-detail__head">
        <h2 id="event-detail-title" className="event-detail__title">
          {event ? rawText(event.title) : 'Event details'}
        </h2>
        <button type="button" className="button button--small" onClick={onClose}>
          Close<span className="visually-hidden"> details</span>
        </button>
      </div>
      {event ? (
        <EventFields event={event} onSelect={onSelect} />
      ) : error ? (
        <ErrorState error={error} onRetry={onRetry} compact />
      ) : loading ? (
        <Skeleton lines={8} label="Loading the event" />
      ) : (
        <p className="event-detail__missing">This event is not among the current results.</p>
      )}
    </aside>
  )
}

// Each field goes through a display formatter (src/utils/display.ts) and each list through
// itemsOf/recordsOf, so an odd record costs a row its value, never the panel. Lists take index keys:
// their items need not be unique.
function EventFields({
  event,
  onSelect,
}: {
  readonly event: Event
  readonly onSelect: (id: string) => void
}) {
  const hierarchies = itemsOf(event.place_hierarchies).map((hierarchy) => itemsOf(hierarchy))
  const { names, query } = usePlaceNames(hierarchies)
  const zone = event.timezone
  const endUnknown = isText(event.predicted_end) && event.end === event.start
  const entities = recordsOf(event.entities)
  const labels = itemsOf(event.labels)
  const venue = entities.find((entity) => entity.type === 'venue')
  const patterns = recordsOf(event.impact_patterns)
  const parentId = fieldOf(event.parent_event, 'parent_event_id')
  const deleted = event.deleted_reason ? labelOf(DELETED_REASON_LABELS, event.deleted_reason) : ''
  return (
    // Focusable so keyboard users can scroll a long record (WCAG 2.1.1).
    <div className="event-detail__body" tabIndex={0} role="group" aria-label="Event fields">
      <p className="event-detail__category">
        <span
          className="category-tag__dot"
          style={{ background: categoryColor(event.category) }}
          aria-hidden="true"
        />
        {categoryLabel(event.category)}
        {event.state === 'active' ? null : (
          <span className="badge">
            {labelOf(STATE_LABELS, event.state)}
            {deleted ? ` · ${deleted}` : ''}
          </span>
        )}
      </p>
      {isText(event.description) ? (
        <p className="event-detail__description">{event.description}</p>
      ) : null}
      <dl className="detail">
        <Row term="Starts">{formatDateTime(event.start, zone)}</Row>
        {/* No actual end: the API repeats the start as `end` with a zero duration and gives a
            predicted end (src/service/data/tables.ts), so the real end is not known yet. */}
        <Row term="Ends">{endUnknown ? 'Not known yet' : formatDateTime(event.end, zone)}</Row>
        {event.predicted_end ? (
          <Row term="Predicted end">{formatDateTime(event.predicted_end, zone)}</Row>
        ) : null}
        <Row term="Duration">{endUnknown ? 'Not known yet' : formatDuration(event.duration)}</Row>
        <Row term="Time zone">{zoneText(zone)}</Row>
        <Row term="Rank">{rankText(event.rank)}</Row>
        <Row term="Local rank">{rankText(event.local_rank)}</Row>
        <Row term="Aviation rank">{rawText(event.aviation_rank)}</Row>
        <Row term="Predicted attendance">{formatInteger(event.svc_attendance)}</Row>
        {venue ? (
          <Row term="Venue">
            {rawText(venue.name)}
            {isText(venue.formatted_address) ? (
              <span className="muted">, {venue.formatted_address}</span>
            ) : null}
          </Row>
        ) : null}
        {entities.length > 0 ? (
          <Row term="Entities">
            <ul className="plain-list">
              {entities.map((entity, index) => (
                <li key={index}>
                  {rawText(entity.name)} <span className="muted">({rawText(entity.type)})</span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        <Row term="Labels">
          {labels.length === 0 ? (
            NO_VALUE
          ) : (
            <span className="tags">
              {labels.map((label, index) => (
                <span key={index} className="tag">
                  {rawText(label)}
                </span>
              ))}
            </span>
          )}
        </Row>
        <Row term="Places">
          {hierarchies.length === 0 ? (
            NO_VALUE
          ) : query.isPending && query.fetchStatus !== 'idle' ? (
            'Loading…'
          ) : (
            <ul className="plain-list">
              {hierarchies.map((hierarchy, index) => (
                <li key={index}>
                  {rawText(hierarchy.map((id) => names.get(id) ?? rawText(id)).join(' › '))}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row term="Scope">{rawText(event.scope)}</Row>
        <Row term="Country">{rawText(event.country)}</Row>
        <Row term="Location">{pointText(event.location)}</Row>
        <Row term="State">
          {labelOf(STATE_LABELS, event.state)}
          {deleted ? ` (${deleted})` : ''}
        </Row>
        {isText(event.duplicate_of_id) ? (
          <Row term="Duplicate of">
            <button
              type="button"
              className="link-button"
              onClick={() => {
                if (isText(event.duplicate_of_id)) onSelect(event.duplicate_of_id)
              }}
            >
              {event.duplicate_of_id}
            </button>
          </Row>
        ) : null}
        {isText(parentId) ? (
          <Row term="Parent event">
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onSelect(parentId)
              }}
            >
              Open parent {parentId}
            </button>
          </Row>
        ) : null}
        <Row term="Placekey">
          {rawText(isText(event.placekey) ? event.placekey : fieldOf(event.geo, 'placekey'))}
        </Row>
        <Row term="Event id">
          <code>{rawText(event.id)}</code>
        </Row>
        <Row term="Updated">{formatDateTime(event.updated, 'UTC')}</Row>
        {event.first_seen ? (
          <Row term="First seen">{formatDateTime(event.first_seen, 'UTC')}</Row>
        ) : null}
      </dl>
      {patterns.length > 0 ? (
        <Suspense fallback={<Skeleton lines={4} label="Loading the impact chart" />}>
          <ImpactChart patterns={patterns} />
        </Suspense>
      ) : null}
    </div>
  )
}
