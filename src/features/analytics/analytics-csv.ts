// The daily series as CSV, one row per day (formula-safe cells, src/utils/csv.ts). A day without
// data leaves its cells empty rather than writing 0.
import type { FeatureStat } from '../../contract/enums'
import { toCsv } from '../../utils/csv'
import type { CsvColumn } from '../../utils/csv'
import type { ChartRows } from './charts/chart-rows'
import { ATTENDANCE_SERIES, RANK_LEVEL_SERIES, SPORT_SERIES } from './feature-keys'
import { valueAt } from './charts/series'

interface CsvDay {
  readonly index: number
}

export function analyticsCsv(rows: ChartRows, stat: FeatureStat): string {
  const at = <T>(list: readonly T[], i: number): T | undefined => list[i]
  const columns: CsvColumn<CsvDay>[] = [
    { header: 'date', value: ({ index }) => at(rows.attendance, index)?.date },
    ...ATTENDANCE_SERIES.map((s) => ({
      header: `${s.label} attendance (${stat})`,
      value: ({ index }: CsvDay) => {
        const row = at(rows.attendance, index)
        return row ? valueAt(row, s.key) : null
      },
    })),
    { header: 'Total attendance (sum)', value: ({ index }) => at(rows.surge, index)?.total },
    {
      header: 'Surge threshold',
      value: ({ index }) => roundOrNull(at(rows.surge, index)?.threshold),
    },
    {
      header: 'Surge day',
      value: ({ index }) => {
        const row = at(rows.surge, index)
        return row?.total === null || row === undefined ? null : row.band !== null ? 'yes' : 'no'
      },
    },
    ...RANK_LEVEL_SERIES.map((level) => ({
      header: `Rank features ${level.label}`,
      value: ({ index }: CsvDay) => {
        const row = at(rows.rank, index)
        return row ? valueAt(row, level.key) : null
      },
    })),
    ...SPORT_SERIES.map((s) => ({
      header: `${s.label} viewership`,
      value: ({ index }: CsvDay) => {
        const row = at(rows.viewership, index)
        return row ? valueAt(row, s.key) : null
      },
    })),
  ]
  return toCsv(
    columns,
    rows.attendance.map((_, index) => ({ index })),
  )
}

function roundOrNull(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value)
}
