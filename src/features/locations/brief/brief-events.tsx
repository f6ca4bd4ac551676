// The ten biggest events of the location's next 90 days: the insights events endpoint (the list
// under the location's tiles) sorted by predicted attendance, first page of ten. Dates are the
// event's own local date, as the list under the tiles writes them.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { formatTimestampDate } from '../../../utils/dates'
import { formatInteger, formatSlug } from '../../../utils/format'

export const BRIEF_EVENTS = 10
/** Biggest first: by predicted attendance (docs/api.md "Saved locations (beta)": `sort`). */
export const BRIEF_EVENTS_SORT = '-svc_attendance'

export function BriefEvents({
  locationId,
  onReady,
}: {
  readonly locationId: string
  readonly onReady: (ready: boolean) => void
}) {
  const client = useApiClient()
  const events = useQuery(
    apiQueryOptions(client, 'savedLocationEvents', {
      location_id: locationId,
      date_range_type: 'next_90d',
      sort: BRIEF_EVENTS_SORT,
      limit: String(BRIEF_EVENTS),
      offset: '0',
    }),
  )
  const settled = !events.isPending
  useEffect(() => {
    onReady(settled)
  }, [settled, onReady])
  const count = events.data?.count
  return (
    <section className="brief-section brief-events" aria-labelledby="brief-events-title">
      <h2 id="brief-events-title" className="brief-section__title">
        Ten biggest events by predicted attendance
        <span className="brief-section__note">
          {' '}
          · next 90 days{count === undefined ? '' : `, of ${formatInteger(count)} events`} · sorted
          by <code>{BRIEF_EVENTS_SORT}</code>
        </span>
      </h2>
      {events.isPending ? (
        <Skeleton lines={4} label="Loading the biggest events" />
      ) : events.isError ? (
        <ErrorState error={events.error} compact />
      ) : events.data.results.length === 0 ? (
        <p className="notice">No events here in the next 90 days.</p>
      ) : (
        <table className="brief-table">
          <thead>
            <tr>
              <th scope="col" className="brief-table__num">
                #
              </th>
              <th scope="col">Event</th>
              <th scope="col">Date (local)</th>
              <th scope="col">Category</th>
              <th scope="col" className="brief-table__num">
                Rank
              </th>
              <th scope="col" className="brief-table__num">
                Attendance
              </th>
            </tr>
          </thead>
          <tbody>
            {events.data.results.map((event, index) => (
              <tr key={event.id}>
                <td className="brief-table__num">{index + 1}</td>
                <td className="brief-table__title">{event.title}</td>
                <td>{formatTimestampDate(event.start, event.timezone)}</td>
                <td>{formatSlug(event.category)}</td>
                <td className="brief-table__num">{formatInteger(event.rank)}</td>
                <td className="brief-table__num">
                  {typeof event.svc_attendance === 'number'
                    ? formatInteger(event.svc_attendance)
                    : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
