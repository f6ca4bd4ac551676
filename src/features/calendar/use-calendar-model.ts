// Everything the view derives from its URL and the calendar days: the grid, the request, the
// value of each day, the legend's bins and the busiest days. Kept in one memo chain so a metric
// change recomputes numbers only, never refetches (the metric is not a query parameter).
import { useCallback, useMemo } from 'react'

import { periodBounds } from '../../components/context/view-context'
import { formatDateRange, formatZoneName } from '../../utils/dates'

import type { CalendarSearch } from './calendar-search'
import { anchorMonth, calendarQuery, gridFor } from './calendar-query'
import { busiestDays } from './side/busiest-days'
import { dayMetric, metricLabel, metricNote } from './day-metric'
import { useTheme } from '../../components/theme/theme'
import type { Theme } from '../../components/theme/theme'
import { legendFor } from './heatmap/legend-bins'
import { useCalendarDays } from '../../api/use-calendar-days'

/** Labels offered in the filters: the most frequent of the span. */
const LABEL_CHOICES = 16

/** `hold` keeps the days unrequested, e.g. until the place's zone is known. */
export function useCalendarModel(search: CalendarSearch, nowMs: number, hold = false) {
  const month = anchorMonth(search, nowMs)
  const grid = useMemo(() => gridFor(search, nowMs), [search, nowMs])
  const query = useMemo(() => calendarQuery(search, grid), [search, grid])
  const daysQuery = useCalendarDays(query, !hold)
  const days = daysQuery.data
  const choice = useMemo(
    () => ({ metric: search.metric, category: search.metricCategory }),
    [search.metric, search.metricCategory],
  )
  const values = useMemo(() => {
    const out = new Map<string, number>()
    for (const cell of grid.cells) out.set(cell.date, dayMetric(days?.get(cell.date), choice))
    return out
  }, [grid, days, choice])
  const theme = useTheme()
  // In either theme: a picture may be exported in the other (docs/themes.md "Exports").
  const legendIn = useCallback(
    (legendTheme: Theme) => legendFor(choice.metric, [...values.values()], legendTheme),
    [choice, values],
  )
  const legend = useMemo(() => legendIn(theme), [legendIn, theme])
  // The busiest days of the context's period when the drawn days hold it, since that is the span
  // the analyst asked about; of the whole year or month drawn otherwise.
  const period = periodBounds(search, nowMs)
  const { busiest, busiestSpan } = useMemo(() => {
    const inPeriod = new Map(
      [...values].filter(
        ([date]) =>
          (period.gte === undefined || date >= period.gte) &&
          (period.lte === undefined || date <= period.lte),
      ),
    )
    return inPeriod.size > 0
      ? { busiest: busiestDays(inPeriod), busiestSpan: 'of the period' }
      : {
          busiest: busiestDays(values),
          busiestSpan: `of ${search.layout === 'year' ? month.slice(0, 4) : 'the month'}`,
        }
  }, [values, period.gte, period.lte, search.layout, month])
  const labels = useMemo(() => {
    const sums = new Map<string, number>()
    for (const day of days?.values() ?? []) {
      for (const [label, count] of Object.entries(day.labels)) {
        sums.set(label, (sums.get(label) ?? 0) + count)
      }
    }
    return [...sums.entries()]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, LABEL_CHOICES)
      .map(([label]) => label)
  }, [days])
  const spanWords =
    search.layout === 'year' ? month.slice(0, 4) : formatDateRange(grid.first, grid.last)
  // The zone the days are counted in, named and with its offsets as the rows write them.
  const zoneWords = formatZoneName(search.tz, grid.first, grid.last, nowMs)
  return {
    month,
    grid,
    query,
    daysQuery,
    days,
    values,
    legend,
    legendIn,
    busiest,
    busiestSpan,
    labels,
    metricName: metricLabel(choice),
    metricNote: metricNote(choice),
    // The legend states its steps, so a colour reads as a range of known width.
    legendTitle: `${metricLabel(choice)} per day, ${legend.scale}`,
    spanWords,
    zoneWords,
  }
}
