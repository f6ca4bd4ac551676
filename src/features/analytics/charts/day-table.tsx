// The text alternative of a chart: one row per day (or per week bin, weekly.ts), one column per
// series. Holes read as "no data", not as zero.
import { formatDate, formatDateRange } from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import type { SeriesRow } from './series'
import { valueAt } from './series'

export function DayTable({
  caption,
  rows,
  columns,
}: {
  readonly caption: string
  readonly rows: readonly SeriesRow[]
  readonly columns: readonly { readonly key: string; readonly label: string }[]
}) {
  const weekly = rows.some((row) => typeof row.last === 'string')
  return (
    <div className="day-table">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{weekly ? 'Week' : 'Date'}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">
                {typeof row.last === 'string'
                  ? formatDateRange(row.date, row.last)
                  : formatDate(row.date)}
              </th>
              {columns.map((c) => {
                const v = valueAt(row, c.key)
                return <td key={c.key}>{v === null ? 'no data' : formatInteger(v)}</td>
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
