// The selected day or range beside the heatmap: its categories, its biggest events (events search
// with `active` on those days in the same zone, sorted by rank) and a link to the explorer.
import { Link } from '@tanstack/react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { useApiClient } from '../../../api/client-context'
import { apiQueryOptions } from '../../../api/query-options'
import type { CalendarDay } from '../../../contract/event'
import { SmallBarChart } from '../../../components/charts/small-bar-chart'
import { categoryColor } from '../../../components/map/palette'
import { EmptyState, ErrorState, Skeleton } from '../../../components/states/states'
import { formatDateTime, formatDateWithWeekday } from '../../../utils/dates'
import { formatInteger, formatSlug, plural } from '../../../utils/format'
import type { CalendarSearch } from '../calendar-search'
import { dayEventsQuery, eventsLinkSearch } from '../calendar-query'
import { datesFrom } from '../heatmap/day-grid'
import { topCategories } from '../day-metric'

export function rangeWords([first, last]: readonly [string, string]): string {
  if (first === last) return formatDateWithWeekday(first)
  const days = datesFrom(first, last).length
  return `${formatDateWithWeekday(first)} – ${formatDateWithWeekday(last)} (${String(days)} days)`
}

export function DayPanel({
  search,
  range,
  days,
  onClose,
}: {
  readonly search: CalendarSearch
  readonly range: readonly [string, string]
  readonly days: ReadonlyMap<string, CalendarDay>
  readonly onClose: () => void
}) {
  const client = useApiClient()
  const events = useQuery({
    ...apiQueryOptions(client, 'searchEvents', dayEventsQuery(search, range)),
    placeholderData: keepPreviousData,
  })
  const categories = topCategories(
    datesFrom(range[0], range[1]).map((date) => days.get(date)),
    8,
  ).map(([key, value]) => ({ key, label: formatSlug(key), value, color: categoryColor(key) }))
  const title = rangeWords(range)
  return (
    <section className="day-panel" aria-label={`Events of ${title}`}>
      <div className="day-panel__head">
        <h2 className="day-panel__title">{title}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          Clear selection
        </button>
      </div>
      <p className="day-panel__meta">
        {events.data ? plural(events.data.count, 'event') : 'Counting events…'} · days in{' '}
        {search.tz}
      </p>
      <Link className="button button--small" to="/events" search={eventsLinkSearch(search, range)}>
        Open in the events explorer
      </Link>
      {categories.length > 0 ? (
        <SmallBarChart
          title={range[0] === range[1] ? 'Categories of the day' : 'Categories of the range'}
          data={categories}
        />
      ) : null}
      {events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} compact />
      ) : events.isPending ? (
        <Skeleton lines={6} label="Loading the day’s events" />
      ) : events.data.results.length === 0 ? (
        <EmptyState title="No events on these days">
          Pick a darker day, or widen the filters or the area.
        </EmptyState>
      ) : (
        <ol className="day-panel__events" aria-label="Biggest events first">
          {events.data.results.map((event) => (
            <li key={event.id} className="day-event">
              <span
                className="day-event__swatch"
                style={{ background: categoryColor(event.category) }}
                aria-hidden="true"
              />
              {/* Each event opens in the explorer: the list is a way in, not a dead end. */}
              <Link
                className="day-event__title"
                to="/events"
                search={{ ...eventsLinkSearch(search, range), event: event.id }}
              >
                {event.title}
              </Link>
              <span className="day-event__meta">
                {formatSlug(event.category)} · rank {formatInteger(event.rank)} ·{' '}
                {formatDateTime(event.start, event.timezone ?? search.tz)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {events.data && events.data.count > events.data.results.length ? (
        <p className="day-panel__more">
          Showing the {events.data.results.length} highest ranked of{' '}
          {formatInteger(events.data.count)}; the explorer lists them all.
        </p>
      ) : null}
    </section>
  )
}
