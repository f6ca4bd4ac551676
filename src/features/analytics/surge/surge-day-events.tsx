// The biggest events of one day in the location: events search with `active` on that day, sorted
// by predicted attendance (docs/api.md "Search events"), each linking to the events explorer.
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { pickContext } from '../../../components/context/view-context'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { formatInteger, formatSlug } from '../../../utils/format'
import { formatDate } from '../../../utils/dates'
import type { AnalyticsLocation } from '../location'
import { eventsLocation } from '../location'
import type { AnalyticsSearch } from '../search-schema'

const LIMIT = 10

export function SurgeDayEvents({
  day,
  total,
  location,
  search,
  onClose,
}: {
  readonly day: string
  readonly total: number | undefined
  readonly location: AnalyticsLocation
  readonly search: AnalyticsSearch
  readonly onClose: () => void
}) {
  const client = useApiClient()
  const events = useQuery(
    apiQueryOptions(client, 'searchEvents', {
      'active.gte': day,
      'active.lte': day,
      'active.tz': search.tz,
      ...eventsLocation(location),
      sort: '-svc_attendance',
      limit: String(LIMIT),
    }),
  )
  const context = { ...pickContext(search), range: 'custom' as const, from: day, to: day }
  return (
    <section className="surge-day" aria-labelledby="surge-day-heading">
      <div className="surge-day__head">
        <h3 id="surge-day-heading" className="surge-day__title">
          Biggest events on {formatDate(day)}
        </h3>
        <button type="button" className="link-button" onClick={onClose}>
          Close<span className="visually-hidden"> the events of {formatDate(day)}</span>
        </button>
      </div>
      {total !== undefined ? (
        <p className="surge-day__total">
          Total predicted attendance that day: {formatInteger(total)}
        </p>
      ) : null}
      {events.isPending ? (
        <Skeleton label="Loading the day's events" lines={4} />
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} compact />
      ) : events.data.results.length === 0 ? (
        <p>No events in this location on that day.</p>
      ) : (
        <ol className="surge-day__list">
          {events.data.results.map((event) => (
            <li key={event.id}>
              <Link to="/events" search={{ ...context, sort: '-svc_attendance', event: event.id }}>
                {event.title}
              </Link>
              <span className="surge-day__meta">
                {formatSlug(event.category)} · {formatInteger(event.svc_attendance ?? null)} people
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link
        to="/events"
        search={{ ...context, sort: '-svc_attendance' }}
        className="surge-day__all"
      >
        All events of {formatDate(day)} in the events explorer
      </Link>
    </section>
  )
}
