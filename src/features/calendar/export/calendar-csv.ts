// The days of the heatmap as CSV: one row per day of the span, days without events included, so
// a spreadsheet's row count matches the calendar (cells are formula-safe, src/utils/csv.ts).
import type { CalendarDay } from '../../../contract/event'
import { toCsv } from '../../../utils/csv'
import type { CsvColumn } from '../../../utils/csv'
import { topCategories } from '../day-metric'
import { WEEKDAYS, weekdayOf } from '../heatmap/day-grid'

export interface CsvDay {
  readonly date: string
  readonly day: CalendarDay | undefined
  readonly value: number
}

export function calendarCsv(rows: readonly CsvDay[], metricHeader: string): string {
  const columns: readonly CsvColumn<CsvDay>[] = [
    { header: 'date', value: (r) => r.date },
    { header: 'weekday', value: (r) => WEEKDAYS[weekdayOf(r.date)] },
    { header: 'events', value: (r) => r.day?.count ?? 0 },
    {
      header: 'rank_level_4_5_events',
      value: (r) => (r.day?.rank_levels['4'] ?? 0) + (r.day?.rank_levels['5'] ?? 0),
    },
    { header: 'top_rank', value: (r) => r.day?.top_rank ?? null },
    { header: 'top_local_rank', value: (r) => r.day?.top_local_rank ?? null },
    { header: metricHeader, value: (r) => r.value },
    {
      header: 'top_categories',
      value: (r) =>
        topCategories([r.day], 3)
          .map(([category, count]) => `${category} ${String(count)}`)
          .join('; '),
    },
  ]
  return toCsv(columns, rows)
}
