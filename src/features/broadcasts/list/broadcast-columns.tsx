// The list's columns. Active records show the televised event and where and when it is watched;
// deleted and duplicate records carry only ids (docs/api.md "Deleted broadcast", "Duplicate
// broadcast"),
// so they are drawn as such, a duplicate with a link to the record it duplicates.
import type { TableColumn } from '../../../components/table/virtual-table'
import type { Broadcast } from '../../../contract/broadcast'
import { DATE_TIME_WIDTH, formatDateTime } from '../../../utils/dates'
import { rawText } from '../../../utils/display'
import { formatInteger, formatSlug } from '../../../utils/format'

/** Where an active broadcast is watched: its county and state, or a dash. */
function placeText(broadcast: Broadcast): string {
  const place = broadcast.record_status === 'active' ? broadcast.location?.places[0] : undefined
  return place ? `${place.county}, ${place.region}` : '–'
}

function RecordCell({
  broadcast,
  onOpen,
}: {
  readonly broadcast: Broadcast
  readonly onOpen: (id: string) => void
}) {
  if (broadcast.record_status === 'active') {
    const status = broadcast.broadcast_status
    return (
      <>
        <span className="broadcast-cell__title">
          {/* Shown only where a narrow list hides the status column (broadcasts.css). */}
          {status && status !== 'scheduled' ? (
            <span className={`status-tag status-tag--${status} status-tag--inline`}>
              {formatSlug(status)}
            </span>
          ) : null}
          {rawText(broadcast.event?.title ?? broadcast.broadcast_id)}
        </span>
        {/* Its county under the title where a narrow list hides the county column. */}
        <span className="broadcast-cell__place">{placeText(broadcast)}</span>
      </>
    )
  }
  if (broadcast.record_status === 'deleted') {
    return (
      <span className="record-tag record-tag--deleted">
        Deleted record <span className="record-tag__id">{broadcast.broadcast_id}</span>
      </span>
    )
  }
  const target = broadcast.duplicate_of_id
  return (
    <span className="record-tag record-tag--duplicate">
      Duplicate of{' '}
      <button
        type="button"
        className="link-button"
        onClick={(event) => {
          // The row's own click would select the duplicate; the link selects the active record.
          event.stopPropagation()
          onOpen(target)
        }}
      >
        {target}
      </button>
    </span>
  )
}

export function broadcastColumns(onOpen: (id: string) => void): TableColumn<Broadcast>[] {
  const active = (b: Broadcast) => (b.record_status === 'active' ? b : undefined)
  // The two sortable numbers first, so the viewers show without scrolling the table sideways.
  return [
    {
      id: 'start',
      header: 'Starts (local)',
      width: DATE_TIME_WIDTH,
      cell: (b) => {
        const a = active(b)
        if (!a?.dates) return '–'
        // The instant in UTC on hover; the cell shows the county's own zone.
        return (
          <span title={formatDateTime(a.dates.start, 'UTC')}>
            {formatDateTime(a.dates.start, a.dates.timezone)}
          </span>
        )
      },
      sort: { ascending: 'start', descending: '-start' },
    },
    {
      id: 'viewership',
      header: 'Viewers',
      width: '84px',
      align: 'end',
      cell: (b) => formatInteger(active(b)?.svc_viewership),
      sort: { ascending: 'svc_viewership', descending: '-svc_viewership' },
    },
    {
      id: 'event',
      header: 'Televised event',
      cell: (b) => <RecordCell broadcast={b} onOpen={onOpen} />,
    },
    {
      id: 'county',
      header: 'County, state',
      width: '180px',
      cell: placeText,
    },
    {
      id: 'status',
      header: 'Status',
      width: '92px',
      cell: (b) => {
        if (b.record_status !== 'active') return formatSlug(b.record_status)
        return b.broadcast_status ? (
          <span className={`status-tag status-tag--${b.broadcast_status}`}>
            {formatSlug(b.broadcast_status)}
          </span>
        ) : (
          '–'
        )
      },
    },
    {
      id: 'labels',
      header: 'Labels',
      width: '120px',
      cell: (b) => {
        const labels = active(b)?.event?.labels ?? []
        return labels.length === 0 ? (
          '–'
        ) : (
          <span title={labels.join(', ')}>{labels.join(', ')}</span>
        )
      },
    },
  ]
}
