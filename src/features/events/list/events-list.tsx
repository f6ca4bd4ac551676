// The current page of events as a virtualised table, with sort and paging.
import { useMemo } from 'react'
import type { ReactNode } from 'react'

import type { TableColumn } from '../../../components/table/virtual-table'
import { VirtualTable } from '../../../components/table/virtual-table'
import { Pager } from '../../../components/table/pager'
import { categoryColor } from '../../../components/map/palette'
import { lonLatOf } from '../../../components/map/events-geojson'
import type { Event } from '../../../contract/event'
import { DATE_TIME_WIDTH, formatDateTime, formatTimestampDate } from '../../../utils/dates'
import { rawText } from '../../../utils/display'
import { formatInteger } from '../../../utils/format'
import { PAGE_SIZE } from '../build-query'
import { categoryLabel } from '../labels'
import { isOngoing } from './ongoing'
import type { PeriodStart } from './ongoing'
import { SORT_OPTIONS, isSortValue } from '../sort-options'
import type { SortValue } from '../sort-options'
import { SelectField } from '../../../components/filters/select-field'

// Fixed widths for the short columns (sized to their header and widest value); the title takes
// the rest and ends in an ellipsis, its whole text a hover away. When the list is narrow (an event's
// panel open beside it) the local rank gives way first (events.css), so the figures to its right
// stay readable; below the table's min-width the table scrolls sideways rather than cut numbers
// short. Every cell shows its value through a display formatter (src/utils/display.ts), so an odd
// value costs its cell, not the table.
export function eventColumns(period: PeriodStart | undefined): readonly TableColumn<Event>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      cell: (e) => (
        <TitleCell title={rawText(e.title)} located={lonLatOf(e.location) !== undefined} />
      ),
      sort: { ascending: 'title' },
    },
    {
      id: 'start',
      header: 'Starts (local)',
      width: DATE_TIME_WIDTH,
      cell: (e) => <StartCell event={e} period={period} />,
      sort: { ascending: 'start', descending: '-start' },
    },
    ...OTHER_COLUMNS,
  ]
}

/** The title, flagged when the event has no location the map can draw (lonLatOf). */
function TitleCell({ title, located }: { readonly title: string; readonly located: boolean }) {
  return (
    <span className="events-list__title" title={located ? title : `${title} (no location)`}>
      {located ? null : <span className="badge events-list__flag">No location</span>}
      {title}
    </span>
  )
}

/**
 * The start in the event's own zone. An event that started before the period (in the period's
 * zone) is listed because it is active in it, and says so: "Ongoing since 4 Sep 2026"
 * (docs/view-habits.md "Dates"). The hover names the start in the period's zone as well, so a row
 * whose local date falls before the period's first day reads against the context chip.
 */
function StartCell({
  event,
  period,
}: {
  readonly event: Event
  readonly period: PeriodStart | undefined
}) {
  const zone = period?.timeZone ?? 'UTC'
  const own = formatDateTime(event.start, event.timezone)
  const inPeriodZone = formatDateTime(event.start, zone)
  const title = own === inPeriodZone ? own : `${own} (${inPeriodZone})`
  if (period !== undefined && isOngoing(event.start, period)) {
    return (
      <span className="events-list__start events-list__start--ongoing" title={title}>
        Ongoing since {formatTimestampDate(event.start, event.timezone)}
      </span>
    )
  }
  return (
    <span className="events-list__start" title={title}>
      {own}
    </span>
  )
}

const OTHER_COLUMNS: readonly TableColumn<Event>[] = [
  {
    id: 'category',
    header: 'Category',
    width: '128px',
    cell: (e) => (
      <span className="category-tag" title={categoryLabel(e.category)}>
        <span
          className="category-tag__dot"
          style={{ background: categoryColor(e.category) }}
          aria-hidden="true"
        />
        <span className="category-tag__label">{categoryLabel(e.category)}</span>
      </span>
    ),
  },
  {
    id: 'rank',
    header: 'Rank',
    width: '60px',
    align: 'end',
    cell: (e) => rawText(e.rank),
    sort: { ascending: 'rank', descending: '-rank' },
  },
  {
    id: 'local_rank',
    header: 'Local',
    width: '60px',
    align: 'end',
    cell: (e) => rawText(e.local_rank),
    sort: { descending: '-local_rank' },
  },
  {
    id: 'attendance',
    header: 'Attendance',
    width: '100px',
    align: 'end',
    cell: (e) => formatInteger(e.svc_attendance),
    sort: { ascending: 'svc_attendance', descending: '-svc_attendance' },
  },
  {
    id: 'country',
    header: 'Country',
    width: '80px',
    cell: (e) => rawText(e.country),
    sort: { ascending: 'country' },
  },
]

export function EventsList({
  events,
  total,
  overflow,
  page,
  sort,
  selectedId,
  highlightedId,
  onSort,
  onPage,
  onSelect,
  onHover,
  period,
  barStart,
}: {
  readonly events: readonly Event[]
  readonly total: number
  readonly overflow: boolean
  readonly page: number
  readonly sort: SortValue
  readonly selectedId: string | undefined
  readonly highlightedId: string | undefined
  readonly onSort: (sort: SortValue) => void
  readonly onPage: (page: number) => void
  readonly onSelect: (id: string) => void
  readonly onHover: (id: string | undefined) => void
  /** The start of the period the list covers, to mark events that began before it. */
  readonly period: PeriodStart | undefined
  /** A control at the start of the bar above the table, facing the sort. */
  readonly barStart?: ReactNode
}) {
  const columns = useMemo(() => eventColumns(period), [period])
  return (
    <div className="events-list">
      <div className="events-list__bar">
        {barStart}
        <SelectField label="Sort by" value={sort} options={SORT_OPTIONS} onChange={onSort} />
      </div>
      <VirtualTable
        caption="Events on this page"
        columns={columns}
        rows={events}
        rowId={(e) => e.id}
        selectedId={selectedId}
        highlightedId={highlightedId}
        sort={sort}
        onSort={(value) => {
          if (isSortValue(value)) onSort(value)
        }}
        onSelect={onSelect}
        onHover={onHover}
      />
      <Pager
        label="Result pages"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        overflow={overflow}
        onPage={onPage}
      />
    </div>
  )
}
