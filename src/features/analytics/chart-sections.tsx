// The four charts of the view, each in its panel with legend, exports and text alternative.
import { memo } from 'react'
import { RANK_FEATURES } from '../../contract/enums'
import type { RankFeature } from '../../contract/enums'
import { SelectField } from '../../components/filters/select-field'
import { formatCompact, formatInteger } from '../../utils/format'
import { formatDate } from '../../utils/dates'
import { AVERAGE_COLOR, AttendanceChart } from './attendance-chart'
import { ChartPanel } from './chart-panel'
import type { ChartRows } from './chart-rows'
import { DayTable } from './day-table'
import { ATTENDANCE_SERIES, RANK_LEVEL_SERIES, RANK_SERIES, SPORT_SERIES } from './feature-keys'
import type { DaySpan } from './period'
import type { AnalyticsSearch } from './search-schema'
import { meanOf, rowTotals } from './series'
import { StackedChart } from './stacked-chart'
import { BAND_COLOR, SurgeChart, THRESHOLD_COLOR, TOTAL_COLOR } from './surge-chart'
import { listOf } from '../../components/context/url-params'
import { useBrush } from './use-brush'

export interface SectionProps {
  readonly rows: ChartRows
  readonly search: AnalyticsSearch
  readonly caption: readonly string[]
  readonly selection: DaySpan | undefined
  readonly onBrush: (span: DaySpan) => void
  readonly onChange: (patch: Partial<AnalyticsSearch>) => void
}

function peakText(rows: readonly { date: string }[], totals: readonly (number | null)[]): string {
  let best = -1
  let at = ''
  totals.forEach((t, i) => {
    if (t !== null && t > best) {
      best = t
      at = rows[i]?.date ?? ''
    }
  })
  return best < 0 ? 'no data yet' : `highest on ${formatDate(at)} with ${formatInteger(best)}`
}

/**
 * Sections redraw only when what they draw changes. The handlers are left out: they patch the
 * address with what they are given, so an older copy does the same.
 */
export function sameSection(a: SectionProps, b: SectionProps): boolean {
  return (
    a.rows === b.rows &&
    a.search === b.search &&
    a.selection?.gte === b.selection?.gte &&
    a.selection?.lte === b.selection?.lte &&
    a.caption.join('\n') === b.caption.join('\n')
  )
}

export const AttendanceSection = memo(function AttendanceSection({
  rows,
  search,
  caption,
  selection,
  onBrush,
  onChange,
}: SectionProps) {
  const brush = useBrush(onBrush)
  const hidden = new Set(listOf(search.hide))
  const visible = ATTENDANCE_SERIES.filter((s) => !hidden.has(s.key))
  const stacked = search.stat === 'sum' || search.stat === 'count'
  const totals = rowTotals(
    rows.attendance,
    visible.map((s) => s.key),
  )
  const average = stacked
    ? meanOf(totals)
    : meanOf(
        rows.attendance.flatMap((row) =>
          visible.map((s) => (typeof row[s.key] === 'number' ? Number(row[s.key]) : null)),
        ),
      )
  return (
    <ChartPanel
      id="attendance"
      title="Daily predicted attendance"
      description={`${stacked ? 'Stacked by category' : 'One line per category'}; statistic: ${search.stat}. Drag across days to select a span.`}
      legend={[
        ...ATTENDANCE_SERIES.map((s) => ({
          ...s,
          mark: stacked ? ('area' as const) : ('line' as const),
          hidden: hidden.has(s.key),
        })),
        {
          key: 'average',
          label: `Period average (${average === undefined ? '–' : formatCompact(average)})`,
          color: AVERAGE_COLOR,
          mark: 'dotted',
        },
      ]}
      onToggle={(key) => {
        const next = hidden.has(key) ? [...hidden].filter((k) => k !== key) : [...hidden, key]
        onChange({ hide: next.join(',') })
      }}
      caption={caption}
      summary={`${visible.length} of ${ATTENDANCE_SERIES.length} categories shown, ${peakText(rows.attendance, totals)}; average ${average === undefined ? 'unknown' : formatInteger(average)} a day.`}
      table={() => (
        <DayTable caption="Daily predicted attendance" rows={rows.attendance} columns={visible} />
      )}
    >
      <AttendanceChart
        rows={rows.attendance}
        series={visible}
        stat={search.stat}
        stacked={stacked}
        average={average}
        selection={selection}
        draft={brush.draft}
        brush={brush.handlers}
      />
    </ChartPanel>
  )
}, sameSection)

export const SurgeSection = memo(function SurgeSection({
  rows,
  search,
  caption,
  selection,
  onBrush,
  onChange,
}: SectionProps) {
  const pickDay = (date: string) => {
    if (rows.surgeDates.some((s) => s.date === date)) onChange({ day: date })
  }
  const brush = useBrush(onBrush, pickDay)
  return (
    <ChartPanel
      id="surge"
      title="Demand surges"
      description={`Daily total attendance of every category; bands mark the surge days of /v1/demand-surge/ at intensity ${search.intensity}. Click a band to list that day's biggest events.`}
      legend={[
        { key: 'total', label: 'Total attendance', color: TOTAL_COLOR, mark: 'line' },
        { key: 'threshold', label: 'Surge threshold', color: THRESHOLD_COLOR, mark: 'dashed' },
        { key: 'band', label: 'Surge day', color: BAND_COLOR, mark: 'band' },
      ]}
      caption={caption}
      summary={`${rows.surgeDates.length} surge days: ${rows.surgeDates.map((s) => formatDate(s.date)).join('; ') || 'none'}.`}
      table={() => (
        <DayTable
          caption="Daily total attendance and threshold"
          rows={rows.surge.map((r) => ({
            date: r.date,
            total: r.total,
            threshold: r.threshold,
            surge: r.band === null ? 0 : 1,
          }))}
          columns={[
            { key: 'total', label: 'Total attendance' },
            { key: 'threshold', label: 'Threshold' },
            { key: 'surge', label: 'Surge day (1 = yes)' },
          ]}
        />
      )}
    >
      <SurgeChart
        rows={rows.surge}
        selectedDay={search.day}
        selection={selection}
        draft={brush.draft}
        brush={brush.handlers}
        onDayClick={pickDay}
      />
    </ChartPanel>
  )
}, sameSection)

const RANK_OPTIONS = [
  { value: 'all' as const, label: 'All rank features' },
  ...RANK_FEATURES.map((key) => ({
    value: key,
    label: RANK_SERIES.find((s) => s.key === key)?.label ?? key,
  })),
]

export const RankSection = memo(function RankSection({
  rows,
  search,
  caption,
  selection,
  onBrush,
  onChange,
}: SectionProps) {
  const brush = useBrush(onBrush)
  const name = RANK_OPTIONS.find((o) => o.value === search.rankFeature)?.label ?? ''
  const totals = rowTotals(rows.rank, ['1', '2', '3', '4', '5'])
  return (
    <ChartPanel
      id="rank"
      title="Rank features by level"
      description={`${name}: holidays, observances, school holidays, academic dates, daylight savings, health warnings and politics, counted per day by rank level.`}
      legend={RANK_LEVEL_SERIES.map((s) => ({ ...s, mark: 'bar' as const }))}
      caption={[...caption, name]}
      summary={`${name}, ${peakText(rows.rank, totals)}.`}
      tools={
        <SelectField<'all' | RankFeature>
          label="Rank feature"
          value={search.rankFeature}
          options={RANK_OPTIONS}
          onChange={(rankFeature) => {
            onChange({ rankFeature })
          }}
        />
      }
      table={() => (
        <DayTable caption="Rank features by level" rows={rows.rank} columns={RANK_LEVEL_SERIES} />
      )}
    >
      <StackedChart
        rows={rows.rank}
        series={RANK_LEVEL_SERIES}
        kind="bar"
        selection={selection}
        draft={brush.draft}
        brush={brush.handlers}
        height={200}
      />
    </ChartPanel>
  )
}, sameSection)

export function sportTotals(rows: ChartRows): number {
  return rowTotals(
    rows.viewership,
    SPORT_SERIES.map((s) => s.key),
  ).reduce<number>((n, t) => n + (t ?? 0), 0)
}
