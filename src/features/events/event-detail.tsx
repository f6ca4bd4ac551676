// Everything an analyst reads about one event (spec "Event"): dates in the event's time zone,
// ranks, attendance, entities, labels, place names, state, impact pattern, ids.
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import type { ReactNode } from 'react'

import { useApiClient } from '../../api/client-context'
import { apiQueryOptions } from '../../api/query-options'
import { ImpactChart } from '../../components/charts/impact-chart'
import { categoryColor } from '../../components/map/palette'
import { ErrorState, Skeleton } from '../../components/states/states'
import type { Event } from '../../contract/event'
import { formatDateTime, formatDuration } from '../../utils/dates'
import { formatInteger } from '../../utils/format'
import { closeOnEscape, usePanelFocus } from './use-panel-focus'
import { DELETED_REASON_LABELS, STATE_LABELS, categoryLabel, rankLevel } from './labels'

function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="detail__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Names of every place in the event's hierarchies, in one `/v1/places/?id=` request. */
function usePlaceNames(event: Event) {
  const client = useApiClient()
  const ids = [...new Set(event.place_hierarchies.flat())]
  const query = useQuery({
    ...apiQueryOptions(client, 'searchPlaces', { id: ids.join(','), limit: String(ids.length) }),
    enabled: ids.length > 0,
  })
  const names = new Map(query.data?.results.map((place) => [place.id, place.name]))
  return { names, query }
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
          {event ? event.title : 'Event details'}
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

function EventFields({
  event,
  onSelect,
}: {
  readonly event: Event
  readonly onSelect: (id: string) => void
}) {
  const { names, query } = usePlaceNames(event)
  const zone = event.timezone
  const venue = event.entities.find((entity) => entity.type === 'venue')
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
            {STATE_LABELS[event.state]}
            {event.deleted_reason ? ` · ${DELETED_REASON_LABELS[event.deleted_reason]}` : ''}
          </span>
        )}
      </p>
      {event.description ? <p className="event-detail__description">{event.description}</p> : null}
      <dl className="detail">
        <Row term="Starts">{formatDateTime(event.start, zone)}</Row>
        <Row term="Ends">{formatDateTime(event.end, zone)}</Row>
        {event.predicted_end ? (
          <Row term="Predicted end">{formatDateTime(event.predicted_end, zone)}</Row>
        ) : null}
        <Row term="Duration">{formatDuration(event.duration)}</Row>
        <Row term="Time zone">{zone ?? 'None (times are local)'}</Row>
        <Row term="Rank">
          {event.rank} (level {rankLevel(event.rank)})
        </Row>
        <Row term="Local rank">
          {event.local_rank === null
            ? '–'
            : `${event.local_rank} (level ${rankLevel(event.local_rank)})`}
        </Row>
        <Row term="Aviation rank">{event.aviation_rank ?? '–'}</Row>
        <Row term="Predicted attendance">{formatInteger(event.svc_attendance)}</Row>
        {venue ? (
          <Row term="Venue">
            {venue.name}
            {venue.formatted_address ? (
              <span className="muted">, {venue.formatted_address}</span>
            ) : null}
          </Row>
        ) : null}
        {event.entities.length > 0 ? (
          <Row term="Entities">
            <ul className="plain-list">
              {event.entities.map((entity) => (
                <li key={entity.entity_id}>
                  {entity.name} <span className="muted">({entity.type})</span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        <Row term="Labels">
          {event.labels.length === 0 ? (
            '–'
          ) : (
            <span className="tags">
              {event.labels.map((label) => (
                <span key={label} className="tag">
                  {label}
                </span>
              ))}
            </span>
          )}
        </Row>
        <Row term="Places">
          {event.place_hierarchies.length === 0 ? (
            '–'
          ) : query.isPending ? (
            'Loading…'
          ) : (
            <ul className="plain-list">
              {event.place_hierarchies.map((hierarchy) => (
                <li key={hierarchy.join('>')}>
                  {hierarchy.map((id) => names.get(id) ?? id).join(' › ')}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row term="Scope">{event.scope}</Row>
        <Row term="Country">{event.country || '–'}</Row>
        <Row term="Location">
          {event.geo.geometry.coordinates[1].toFixed(5)},{' '}
          {event.geo.geometry.coordinates[0].toFixed(5)}
        </Row>
        <Row term="State">
          {STATE_LABELS[event.state]}
          {event.deleted_reason ? ` (${DELETED_REASON_LABELS[event.deleted_reason]})` : ''}
        </Row>
        {event.duplicate_of_id ? (
          <Row term="Duplicate of">
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onSelect(event.duplicate_of_id ?? '')
              }}
            >
              {event.duplicate_of_id}
            </button>
          </Row>
        ) : null}
        {event.parent_event ? (
          <Row term="Parent event">
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onSelect(event.parent_event?.parent_event_id ?? '')
              }}
            >
              Open parent {event.parent_event.parent_event_id}
            </button>
          </Row>
        ) : null}
        <Row term="Placekey">{event.placekey ?? event.geo.placekey ?? '–'}</Row>
        <Row term="Event id">
          <code>{event.id}</code>
        </Row>
        <Row term="Updated">{formatDateTime(event.updated, 'UTC')}</Row>
        {event.first_seen ? (
          <Row term="First seen">{formatDateTime(event.first_seen, 'UTC')}</Row>
        ) : null}
      </dl>
      {event.impact_patterns && event.impact_patterns.length > 0 ? (
        <ImpactChart patterns={event.impact_patterns} />
      ) : null}
    </div>
  )
}
