// Daily attendance of compared locations as one table of rows by date (for the chart and its text
// alternative): each location's features response summed over the attended categories per day.
import type { FeaturesDay } from '../../contract/features-response'
import { attendanceSum } from './previous-period'

export type CompareRow = { readonly date: string } & Readonly<Record<string, number | string>>

export function compareRows(
  series: readonly { readonly id: string; readonly days: readonly FeaturesDay[] }[],
): CompareRow[] {
  const byDate = new Map<string, Record<string, number | string>>()
  for (const { id, days } of series) {
    for (const day of days) {
      const row = byDate.get(day.date) ?? { date: day.date }
      row[id] = attendanceSum([day])
      byDate.set(day.date, row)
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, row]) => ({ ...row, date }))
}
