// The current page of events as a virtualised table, with sort and paging.
import type { TableColumn } from '../../components/table/virtual-table'
import { VirtualTable } from '../../components/table/virtual-table'
import { Pager } from '../../components/table/pager'
import { categoryColor } from '../../components/map/palette'
import type { Event } from '../../contract/event'
import { formatDateTime, formatDateTimeCompact, COMPACT_DATE_TIME_WIDTH } from '../../utils/dates'
import { rawText } from '../../utils/display'
import { formatInteger } from '../../utils/format'
import { PAGE_SIZE } from './build-query'
import { categoryLabel } from './labels'
import { SORT_OPTIONS, isSortValue } from './sort-options'
import type { SortValue } from './sort-options'
import { SelectField } from '../../components/filters/select-field'

// Fixed widths for the short columns (sized to their header and widest value); the title takes
// the rest. Below the table's min-width (events.css) the table scrolls sideways rather than cut
// numbers short. Every cell shows its value through a display formatter (src/utils/display.ts),
// so an odd value costs its cell, not the table.
export const EVENT_COLUMNS: readonly TableColumn<Event>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (e) => rawText(e.title),
    sort: { ascending: 'title' },
  },
  {
    id: 'start',
    header: 'Starts (local)',
    width: COMPACT_DATE_TIME_WIDTH,
    // The instant in UTC on hover; the cell itself has the event's own zone.
    cell: (e) => (
      <span className="events-list__start" title={formatDateTime(e.start, 'UTC')}>
        {formatDateTimeCompact(e.start, e.timezone)}
      </span>
    ),
    sort: { ascending: 'start', descending: '-start' },
  },
  {
    id: 'category',
    header: 'Category',
    width: '128px',
    cell: (e) => (
      <span className="category-tag">
        <span
          className="category-tag__dot"
          style={{ background: categoryColor(e.category) }}
          aria-hidden="true"
        />
        {categoryLabel(e.category)}
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
}) {
  return (
    <div className="events-list">
      <div className="events-list__bar">
        <SelectField label="Sort by" value={sort} options={SORT_OPTIONS} onChange={onSort} />
      </div>
      <VirtualTable
        caption="Events on this page"
        columns={EVENT_COLUMNS}
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
