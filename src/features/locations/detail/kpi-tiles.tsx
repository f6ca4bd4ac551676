// The location's next-90-day insights as tiles, each with its change against the previous 90 days,
// in the tiles every view's key figures use (components/compare/kpi-tiles.tsx).
import type { SavedLocation } from '../../../contract/saved-location'
import { explainError } from '../../../components/states/error-message'
import { notYetAnnouncedNote } from '../../../components/compare/period-change'
import { formatDateRange, formatDateTime } from '../../../utils/dates'
import type { KpiFigure } from '../../../utils/format'
import { KpiTile, KpiTiles } from '../../../components/compare/kpi-tiles'
import type { KpiComparison } from '../../../components/compare/kpi-tiles'
import { PERIOD_DAYS } from './previous-period'
import type { InsightCounts } from './previous-period'
import { usePreviousPeriod } from '../api/use-previous-period'

interface Tile {
  readonly label: string
  readonly value: number | undefined
  readonly previous: number | undefined
  readonly loading: boolean
  /** Why the previous-period figure could not be read (a 403 for features, say). */
  readonly error: unknown
}

const COUNT: KpiFigure = { kind: 'count' }

/** The tile's change against the previous 90 days, or why there is none. */
function comparison(tile: Tile): KpiComparison {
  if (tile.value !== undefined && tile.previous !== undefined) {
    return { current: tile.value, previous: tile.previous, days: PERIOD_DAYS }
  }
  if (tile.loading) return { missing: 'Comparing with the previous 90 days…' }
  if (tile.error) {
    return { missing: `No comparison: ${explainError(tile.error).title.toLowerCase()}` }
  }
  return { missing: 'No previous-period figure' }
}

const COUNT_TILES: readonly [string, keyof InsightCounts][] = [
  ['Attended events', 'attended_event_count'],
  ['Non-attended events', 'non_attended_event_count'],
  ['Unscheduled events', 'unscheduled_event_count'],
]

export function LocationKpis({ location }: { readonly location: SavedLocation }) {
  const insight = location.summary_insights.find((i) => i.date_range.type === 'next_90d')
  const previous = usePreviousPeriod(insight ? location : undefined)
  if (!insight) {
    return (
      <p className="notice" role="status">
        Insights are being calculated; they appear here when the location turns active.
      </p>
    )
  }
  const tiles: Tile[] = [
    {
      label: 'Predicted attendance',
      value: insight.svc_attendance_sum,
      previous: previous.attendance.data,
      loading: previous.attendance.isPending && previous.attendanceAvailable,
      error: previous.attendance.error,
    },
    ...COUNT_TILES.map(([label, key]) => ({
      label,
      value: insight[key],
      previous: previous.counts.data?.[key],
      loading: previous.counts.isPending,
      error: previous.counts.error,
    })),
  ]
  return (
    <section aria-label="Insights, next 90 days" className="kpi">
      <KpiTiles label="Insights" columns={4}>
        {tiles.map((tile) => (
          <KpiTile
            key={tile.label}
            label={tile.label}
            value={tile.value}
            figure={COUNT}
            comparison={comparison(tile)}
          />
        ))}
      </KpiTiles>
      <p className="kpi__footnote">
        Next 90 days from {formatDateTime(insight.date_range.start_dt, 'UTC')}. Changes compare with
        the previous 90 days
        {previous.window ? ` (${formatDateRange(previous.window.gte, previous.window.lte)})` : ''}:
        event counts from the events count endpoint for this location; attendance from the features
        endpoint (daily attendance of attended categories), whose sums of the two periods are
        compared, since it counts an event on each of its days
        {previous.attendanceAvailable
          ? ''
          : ', which does not take areas over 100 miles or more than 3 places'}
        . {notYetAnnouncedNote(PERIOD_DAYS)}
      </p>
    </section>
  )
}
