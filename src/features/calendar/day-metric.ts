// The number a day is coloured by (calendar response: one entry per active day, with the shapes
// of the count response; src/contract/event.ts `calendarDay`).
import type { CalendarDay } from '../../contract/event'
import { formatSlug } from '../../utils/format'
import type { CalendarMetric } from './calendar-search'

export interface MetricChoice {
  readonly metric: CalendarMetric
  readonly category: string
}

/** The metric of one day; a day the endpoint did not return has no events, so 0. */
export function dayMetric(day: CalendarDay | undefined, choice: MetricChoice): number {
  if (day === undefined) return 0
  switch (choice.metric) {
    case 'count':
      return day.count
    case 'major':
      // Rank levels 4 and 5: ranks 61–100 (docs/architecture.md, rank levels).
      return day.rank_levels['4'] + day.rank_levels['5']
    case 'top':
      return day.top_rank ?? 0
    case 'category':
      return day.categories[choice.category] ?? 0
  }
}

/** The metric in words, for the picker, the legend and the captions. */
export function metricLabel(choice: MetricChoice): string {
  switch (choice.metric) {
    case 'count':
      return 'Events'
    case 'major':
      return 'Rank level 4–5 events'
    case 'top':
      return 'Top rank'
    case 'category':
      return `${formatSlug(choice.category)} events`
  }
}

/** The biggest categories of a day (or of several days summed), largest first. */
export function topCategories(
  days: readonly (CalendarDay | undefined)[],
  limit: number,
): readonly (readonly [string, number])[] {
  const sums = new Map<string, number>()
  for (const day of days) {
    if (day === undefined) continue
    for (const [category, count] of Object.entries(day.categories)) {
      sums.set(category, (sums.get(category) ?? 0) + count)
    }
  }
  return [...sums.entries()]
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
}
