// The heatmap's text alternative: the same days as a table, one row per day of the span, with
// the date, the count, the top rank and the three biggest categories, and the colour's value when
// the metric is not one of those. Each date is a button that opens the day, like a cell.
import type { CalendarDay } from '../../../contract/event'
import { formatInteger, formatSlug } from '../../../utils/format'
import { formatDateWithWeekday } from '../../../utils/dates'
import type { CalendarMetric } from '../calendar-search'
import type { DayGrid } from './day-grid'
import { topCategories } from '../day-metric'

/** Metrics the fixed columns already show: no extra column for them. */
const SHOWN: ReadonlySet<CalendarMetric> = new Set(['count', 'top'])

export function CalendarTable({
  grid,
  days,
  values,
  metric,
  metricName,
  selection,
  caption,
  onSelect,
}: {
  readonly grid: DayGrid
  readonly days: ReadonlyMap<string, CalendarDay>
  readonly values: ReadonlyMap<string, number>
  readonly metric: CalendarMetric
  readonly metricName: string
  readonly selection: readonly [string, string] | undefined
  readonly caption: string
  readonly onSelect: (first: string, last: string) => void
}) {
  const extra = !SHOWN.has(metric)
  return (
    <div className="calendar-table" role="region" aria-label={caption} tabIndex={0}>
      <table className="calendar-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="is-number">
              Events
            </th>
            <th scope="col" className="is-number">
              Top rank
            </th>
            {extra ? (
              <th scope="col" className="is-number">
                {metricName}
              </th>
            ) : null}
            <th scope="col">Biggest categories</th>
          </tr>
        </thead>
        <tbody>
          {grid.cells.map(({ date }) => {
            const day = days.get(date)
            const selected = selection !== undefined && date >= selection[0] && date <= selection[1]
            const categories = topCategories([day], 3)
            return (
              <tr key={date} className={selected ? 'is-selected' : undefined} data-date={date}>
                <th scope="row">
                  <button
                    type="button"
                    className="link-button"
                    aria-pressed={selected}
                    onClick={(event) => {
                      // Shift-click grows the selection from its first day, as on the heatmap.
                      if (event.shiftKey && selection !== undefined) {
                        const first = selection[0] < date ? selection[0] : date
                        onSelect(first, selection[0] < date ? date : selection[0])
                      } else onSelect(date, date)
                    }}
                  >
                    {formatDateWithWeekday(date)}
                  </button>
                </th>
                <td className="is-number">{formatInteger(day?.count ?? 0)}</td>
                <td className="is-number">
                  {day?.top_rank === null || day === undefined ? '–' : formatInteger(day.top_rank)}
                </td>
                {extra ? (
                  <td className="is-number">{formatInteger(values.get(date) ?? 0)}</td>
                ) : null}
                <td>
                  {categories.length === 0
                    ? 'No events'
                    : categories
                        .map(
                          ([category, count]) => `${formatSlug(category)} ${formatInteger(count)}`,
                        )
                        .join(', ')}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
