// The detail panel of a broadcast: the physical event it televises (dates, venue, ranks, teams),
// a link that opens the event in the events explorer, and every county televising it.
import { Link } from '@tanstack/react-router'

import { pickContext } from '../../../components/context/view-context'
import type { AllMatches } from '../../../components/map/use-all-matches'
import { ErrorState, Skeleton } from '../../../components/states/states'
import type { Broadcast } from '../../../contract/broadcast'
import { formatDateTime } from '../../../utils/dates'
import { rawText } from '../../../utils/display'
import { formatInteger, formatSlug, plural } from '../../../utils/format'
import type { MapBroadcast } from '../map/county-viewership'
import type { BroadcastsSearch } from '../search-schema'

function Row({ term, children }: { readonly term: string; readonly children: React.ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function BroadcastDetail({
  search,
  broadcast,
  loading,
  error,
  counties,
  onRetry,
  onClose,
  onSelect,
  onEntity,
}: {
  readonly search: BroadcastsSearch
  readonly broadcast: Broadcast | undefined
  readonly loading: boolean
  readonly error: unknown
  readonly counties: AllMatches<MapBroadcast>
  readonly onRetry: () => void
  readonly onClose: () => void
  readonly onSelect: (id: string) => void
  readonly onEntity: (entityId: string) => void
}) {
  const event = broadcast?.record_status === 'active' ? broadcast.event : undefined
  const venue = event?.entities.find((e) => e.type === 'venue')
  const teams = event?.entities.filter((e) => e.type === 'organisation') ?? []
  const reach = counties.items.reduce((sum, b) => sum + b.viewership, 0)
  return (
    <aside className="broadcast-detail" aria-labelledby="broadcast-detail-title">
      <div className="broadcast-detail__head">
        <h2 id="broadcast-detail-title" className="broadcast-detail__title">
          {event ? rawText(event.title) : 'Broadcast'}
        </h2>
        <button type="button" className="button button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {error ? <ErrorState error={error} onRetry={onRetry} compact /> : null}
      {!broadcast && loading ? <Skeleton lines={6} label="Loading the broadcast" /> : null}
      {broadcast && broadcast.record_status === 'deleted' ? (
        <p>This broadcast record was deleted ({broadcast.broadcast_id}).</p>
      ) : null}
      {broadcast && broadcast.record_status === 'duplicate' ? (
        <p>
          This record duplicates{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onSelect(broadcast.duplicate_of_id)
            }}
          >
            {broadcast.duplicate_of_id}
          </button>
          .
        </p>
      ) : null}
      {broadcast?.record_status === 'active' ? (
        <dl className="detail-list">
          <Row term="This broadcast">
            {broadcast.location?.places[0]
              ? `${broadcast.location.places[0].county}, ${broadcast.location.places[0].region}`
              : '–'}{' '}
            · {formatInteger(broadcast.svc_viewership)} viewers ·{' '}
            {formatSlug(broadcast.broadcast_status ?? '')}
          </Row>
          {event ? (
            <>
              <Row term="Starts">{formatDateTime(event.dates.start, event.dates.timezone)}</Row>
              <Row term="Ends">
                {event.dates.end ? formatDateTime(event.dates.end, event.dates.timezone) : '–'}
              </Row>
              <Row term="Venue">
                {venue
                  ? `${venue.name}${venue.formatted_address ? `, ${venue.formatted_address}` : ''}`
                  : '–'}
              </Row>
              <Row term="Rank">
                {rawText(event.svc_rank)} (local {rawText(event.local_rank)})
              </Row>
              <Row term="Attendance">{formatInteger(event.svc_attendance)}</Row>
              <Row term="Labels">{event.labels.join(', ') || '–'}</Row>
              <Row term="Teams">
                {teams.length === 0
                  ? '–'
                  : teams.map((team) => (
                      <button
                        key={team.entity_id}
                        type="button"
                        className="link-button detail-entity"
                        title="Show only this team's broadcasts"
                        onClick={() => {
                          onEntity(team.entity_id)
                        }}
                      >
                        {team.name}
                      </button>
                    ))}
              </Row>
            </>
          ) : null}
        </dl>
      ) : null}
      {event ? (
        <>
          <Link
            className="button"
            to="/events"
            search={{ ...pickContext(search), event: event.event_id }}
          >
            Open the event in Events
          </Link>
          <section className="detail-counties" aria-label="Counties televising the event">
            <h3 className="detail-counties__title">
              Televised in {plural(counties.total ?? counties.items.length, 'county', 'counties')}
              {counties.items.length > 0 ? ` · ${formatInteger(reach)} viewers` : ''}
            </h3>
            <p className="detail-counties__hint">Outlined in pink on the map.</p>
            <ol className="detail-counties__list">
              {counties.items.slice(0, 50).map((b) => (
                <li key={b.id}>
                  <span>
                    {b.county}, {b.region}
                  </span>
                  <span>{formatInteger(b.viewership)}</span>
                </li>
              ))}
            </ol>
            {counties.items.length > 50 ? (
              <p className="detail-counties__hint">
                and {formatInteger(counties.items.length - 50)} more, all outlined on the map
              </p>
            ) : null}
          </section>
        </>
      ) : null}
    </aside>
  )
}
