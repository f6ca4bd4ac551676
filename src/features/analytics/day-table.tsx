// The text alternative of a daily chart: one row per day, one column per series. Holes read as
// "no data", not as zero.
import { formatDate } from '../../utils/dates'
import { formatInteger } from '../../utils/format'
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
  return (
    <div className="day-table">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
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
              <th scope="row">{formatDate(row.date)}</th>
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
