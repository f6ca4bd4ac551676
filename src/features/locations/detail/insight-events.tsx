// The location's insights events (GET /v1/saved-locations/{id}/insights/events/), with the
// category filter and the sort the endpoint takes, paged by its limit and offset. The state is the
// panel's own: it starts afresh for each location (the detail keys this by location).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import { EVENT_CATEGORIES } from '../../../contract/enums'
import { SelectField } from '../../../components/filters/select-field'
import { ErrorState, Skeleton } from '../../../components/states/states'
import { Pager } from '../../../components/table/pager'
import { formatTimestampDate } from '../../../utils/dates'
import { formatInteger, formatSlug } from '../../../utils/format'

const SORTS = [
  { value: 'start', label: 'Soonest first' },
  { value: '-rank', label: 'Highest rank first' },
  { value: '-svc_attendance', label: 'Largest attendance first' },
  { value: 'title', label: 'Title, A to Z' },
] as const
type InsightSort = (typeof SORTS)[number]['value']

export const INSIGHT_EVENTS_PAGE_SIZE = 10

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...EVENT_CATEGORIES.map((value) => ({ value, label: formatSlug(value) })),
]

export function InsightEvents({ locationId }: { readonly locationId: string }) {
  const client = useApiClient()
  const [category, setCategory] = useState('')
  const [sort, setSort] = useState<InsightSort>('start')
  const [page, setPage] = useState(1)
  const events = useQuery({
    ...apiQueryOptions(client, 'savedLocationEvents', {
      location_id: locationId,
      date_range_type: 'next_90d',
      ...(category === '' ? {} : { category }),
      sort,
      limit: String(INSIGHT_EVENTS_PAGE_SIZE),
      offset: String((page - 1) * INSIGHT_EVENTS_PAGE_SIZE),
    }),
    placeholderData: keepPreviousData,
  })
  return (
    <section className="insight-events" aria-labelledby="insight-events-title">
      <h3 id="insight-events-title" className="panel-subtitle">
        Events in the next 90 days
        {events.data ? ` (${formatInteger(events.data.count)})` : ''}
      </h3>
      <div className="insight-events__filters">
        <SelectField
          label="Category"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(value) => {
            setCategory(value)
            setPage(1)
          }}
        />
        <SelectField
          label="Sort"
          value={sort}
          options={SORTS}
          onChange={(value) => {
            setSort(value)
            setPage(1)
          }}
        />
      </div>
      {events.isPending ? (
        <Skeleton lines={4} label="Loading the events" />
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} compact />
      ) : events.data.results.length === 0 ? (
        <p className="notice">
          No events here in the next 90 days{category ? ' in this category' : ''}.
        </p>
      ) : (
        <>
          {/* The last answer stays while the next loads, dimmed, so the list never jumps. */}
          <ol
            className={`insight-events__list${events.isPlaceholderData ? ' is-stale' : ''}`}
            aria-busy={events.isPlaceholderData}
            start={(page - 1) * INSIGHT_EVENTS_PAGE_SIZE + 1}
          >
            {events.data.results.map((event) => (
              <li key={event.id}>
                <span className="insight-events__title">{event.title}</span>
                <span className="insight-events__meta">
                  {formatSlug(event.category)} · {formatTimestampDate(event.start, event.timezone)}{' '}
                  · rank {formatInteger(event.rank)}
                  {typeof event.svc_attendance === 'number'
                    ? ` · ${formatInteger(event.svc_attendance)} people`
                    : ''}
                </span>
              </li>
            ))}
          </ol>
          <Pager
            page={page}
            pageSize={INSIGHT_EVENTS_PAGE_SIZE}
            total={events.data.count}
            overflow={false}
            label="Pages of the events here"
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}
