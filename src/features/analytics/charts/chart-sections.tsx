// The four charts of the view, each in its panel with legend, exports and text alternative.
import { useChartInk } from '../../../components/charts/chart-ink'
import { memo } from 'react'
import { RANK_FEATURES } from '../../../contract/enums'
import type { RankFeature } from '../../../contract/enums'
import { SelectField } from '../../../components/filters/select-field'
import { formatCompact, formatInteger } from '../../../utils/format'
import { formatDate } from '../../../utils/dates'
import { AttendanceChart } from './attendance-chart'
import { ChartPanel } from './chart-panel'
import { statCombine } from './chart-rows'
import type { ChartRows } from './chart-rows'
import { DayTable } from './day-table'
import {
  ATTENDANCE_SERIES,
  RANK_LEVEL_SERIES,
  RANK_SERIES,
  SPORT_SERIES,
  toggledSeries,
} from '../feature-keys'
import { chunkSpan } from '../period'
import type { DaySpan } from '../../../components/compare/period-change'
import type { AnalyticsSearch } from '../search-schema'
import { meanOf, rowTotals } from './series'
import { StackedChart } from './stacked-chart'
import { BAND_COLOR, SurgeChart, THRESHOLD_COLOR } from './surge-chart'
import { useBrush } from './use-brush'
import { binsNote, shadeOnWeeks, weeklyWords, widenToWeeks } from './weekly'
import type { Binning } from './weekly'

export interface SectionProps {
  /** The rows drawn: days, or weeks when `binning` says so (chart-rows.ts binnedRows). */
  readonly rows: ChartRows
  readonly search: AnalyticsSearch
  readonly caption: readonly string[]
  /** The brushed days; a weekly chart shades the weeks that hold them. */
  readonly selection: DaySpan | undefined
  readonly onBrush: (span: DaySpan) => void
  readonly onChange: (patch: Partial<AnalyticsSearch>) => void
  readonly binning: Binning
  readonly period: DaySpan
}

function peakText(
  rows: readonly { date: string }[],
  totals: readonly (number | null)[],
  binning: Binning,
): string {
  let best = -1
  let at = ''
  totals.forEach((t, i) => {
    if (t !== null && t > best) {
      best = t
      at = rows[i]?.date ?? ''
    }
  })
  if (best < 0) return 'no data yet'
  const when = binning === 'week' ? `in the week of ${formatDate(at)}` : `on ${formatDate(at)}`
  return `highest ${when} with ${formatInteger(best)}`
}

/**
 * The brush and the shaded span of a chart drawn by day or by week: a span brushed across weeks
 * covers their days, and the selected days shade the weeks that hold them.
 */
export function useBinnedBrush({ onBrush, selection, binning, period }: SectionProps) {
  const weekly = binning === 'week'
  const brush = useBrush(
    weekly
      ? (span) => {
          onBrush(widenToWeeks(span, period))
        }
      : onBrush,
  )
  const shade = selection && weekly ? shadeOnWeeks(selection, period) : selection
  return { brush, shade }
}

/** The sentence a chart adds when it draws weeks: how the days were combined, and the bins. */
export function binsSentence(
  props: SectionProps,
  rows: readonly { date: string }[],
  words: string,
) {
  return props.binning === 'week' ? ` Drawn as ${words}, ${binsNote(rows)}.` : ''
}

/** The export's caption, with the bins when the chart draws weeks: a picture keeps saying so. */
export function binnedCaption(
  props: SectionProps,
  rows: readonly { date: string }[],
  words: string,
): string[] {
  const bins = binsSentence(props, rows, words).trim()
  return bins === '' ? [...props.caption] : [...props.caption, bins]
}

/**
 * Sections redraw only when what they draw changes. The handlers are left out: they patch the
 * address with what they are given, so an older copy does the same.
 */
export function sameSection(a: SectionProps, b: SectionProps): boolean {
  return (
    a.rows === b.rows &&
    a.search === b.search &&
    a.binning === b.binning &&
    a.period.gte === b.period.gte &&
    a.period.lte === b.period.lte &&
    a.selection?.gte === b.selection?.gte &&
    a.selection?.lte === b.selection?.lte &&
    a.caption.join('\n') === b.caption.join('\n')
  )
}

export const AttendanceSection = memo(function AttendanceSection(props: SectionProps) {
  const { rows, search, onChange, binning } = props
  const { brush, shade } = useBinnedBrush(props)
  const ink = useChartInk()
  const weekly = binning === 'week'
  const hidden = new Set<string>(search.hide)
  const visible = ATTENDANCE_SERIES.filter((s) => !hidden.has(s.key))
  const stacked = search.stat === 'sum' || search.stat === 'count'
  const totals = rowTotals(
    rows.attendance,
    visible.map((s) => s.key),
  )
  // A week of totals is averaged over whole weeks: a last bin of two days is not a quiet week.
  const whole = totals.filter((_, i) => !weekly || rows.attendance[i]?.days === 7)
  const average = stacked
    ? meanOf(whole.length > 0 ? whole : totals)
    : meanOf(
        rows.attendance.flatMap((row) =>
          visible.map((s) => (typeof row[s.key] === 'number' ? Number(row[s.key]) : null)),
        ),
      )
  const combine = statCombine(search.stat)
  const words = weeklyWords(combine, `the daily ${search.stat}`)
  const per = weekly && combine === 'sum' ? 'week' : 'day'
  const title = weekly ? 'Weekly predicted attendance' : 'Daily predicted attendance'
  return (
    <ChartPanel
      id="attendance"
      title={title}
      description={`${stacked ? 'Stacked by category' : 'One line per category'}; statistic: ${search.stat}.${binsSentence(props, rows.attendance, words)} Drag across ${weekly ? 'weeks' : 'days'} to select a span.`}
      legend={[
        ...ATTENDANCE_SERIES.map((s) => ({
          ...s,
          mark: stacked ? ('area' as const) : ('line' as const),
          hidden: hidden.has(s.key),
        })),
        {
          key: 'average',
          label: `${per === 'week' ? 'Average week' : 'Period average'} (${average === undefined ? '–' : formatCompact(average)})`,
          color: ink,
          mark: 'dotted',
        },
      ]}
      onToggle={(key) => {
        onChange({ hide: toggledSeries(search.hide, ATTENDANCE_SERIES, key) })
      }}
      caption={binnedCaption(props, rows.attendance, words)}
      summary={`${visible.length} of ${ATTENDANCE_SERIES.length} categories shown, ${peakText(rows.attendance, totals, binning)}; average ${average === undefined ? 'unknown' : formatInteger(average)} a ${per}.`}
      table={() => <DayTable caption={title} rows={rows.attendance} columns={visible} />}
    >
      <AttendanceChart
        rows={rows.attendance}
        series={visible}
        stat={search.stat}
        stacked={stacked}
        average={average}
        selection={shade}
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
  binning,
  period,
}: SectionProps) {
  const pickDay = (date: string) => {
    if (rows.surgeDates.some((s) => s.date === date)) onChange({ day: date })
  }
  const brush = useBrush(onBrush, pickDay)
  const ink = useChartInk()
  const windows = chunkSpan(period).length
  // The API judges surges against each request's own 90 days, so a longer period's threshold steps
  // where one window gives way to the next (surge.ts); said here, so no step goes unexplained.
  const steps =
    windows > 1
      ? ` The API finds surges within windows of at most 90 days, each against its own mean: the threshold steps where one of the ${windows} windows gives way to the next.`
      : ''
  return (
    <ChartPanel
      id="surge"
      title="Demand surges"
      description={`Daily total attendance of every category${binning === 'week' ? ', day by day even where the other charts draw weeks, since a surge is a day' : ''}; bands mark the surge days of /v1/demand-surge/ at intensity ${search.intensity}. Click a band to list that day's biggest events.${steps}`}
      legend={[
        { key: 'total', label: 'Total attendance', color: ink, mark: 'line' },
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

export const RankSection = memo(function RankSection(props: SectionProps) {
  const { rows, search, onChange, binning } = props
  const { brush, shade } = useBinnedBrush(props)
  const name = RANK_OPTIONS.find((o) => o.value === search.rankFeature)?.label ?? ''
  const totals = rowTotals(rows.rank, ['1', '2', '3', '4', '5'])
  return (
    <ChartPanel
      id="rank"
      title="Rank features by level"
      description={`${name}: holidays, observances, school holidays, academic dates, daylight savings, health warnings and politics, counted per day by rank level.${binsSentence(props, rows.rank, weeklyWords('sum'))}`}
      legend={RANK_LEVEL_SERIES.map((s) => ({ ...s, mark: 'bar' as const }))}
      caption={[...binnedCaption(props, rows.rank, weeklyWords('sum')), name]}
      summary={`${name}, ${peakText(rows.rank, totals, binning)}.`}
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
        selection={shade}
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
