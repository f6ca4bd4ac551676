// The number a day is coloured by (calendar response: one entry per active day, with the shapes
// of the count response; src/contract/event.ts `calendarDay`).
import type { CalendarDay } from '../../contract/event'
import { formatSlug } from '../../utils/format'
import type { CalendarMetric } from './calendar-search'

/**
 * What one event of each rank level adds to the impact metric. Rank grows about 10 points for each
 * tripling of the crowd (docs/architecture.md, rank levels), so one level (20 points) stands for
 * about nine times the crowd of the level below. A level-3 event (rank 41–60) counts 1.
 */
const IMPACT_WEIGHTS = { '1': 1 / 81, '2': 1 / 9, '3': 1, '4': 9, '5': 81 } as const

export interface MetricChoice {
  readonly metric: CalendarMetric
  readonly category: string
}

/** The metric of one day; a day the endpoint did not return has no events, so 0. */
export function dayMetric(day: CalendarDay | undefined, choice: MetricChoice): number {
  if (day === undefined) return 0
  switch (choice.metric) {
    case 'impact':
      return impactOf(day)
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

/**
 * A day's events weighed by their rank level, rounded to whole level-3 events: many long,
 * low-ranked events (terms, observances) weigh less than a few big concerts or games.
 */
function impactOf(day: CalendarDay): number {
  const levels = day.rank_levels
  const w = IMPACT_WEIGHTS
  return Math.round(
    levels['1'] * w['1'] +
      levels['2'] * w['2'] +
      levels['3'] * w['3'] +
      levels['4'] * w['4'] +
      levels['5'] * w['5'],
  )
}

/** How the metric is computed, in a sentence under the legend; only where the label is not enough. */
export function metricNote(choice: MetricChoice): string | undefined {
  return choice.metric === 'impact'
    ? 'Impact counts each event by its rank level: a level-3 event (rank 41–60) counts 1, and each level up counts 9 times more (level 4: 9, level 5: 81), about the crowd each level stands for; levels 1 and 2 count 1/81 and 1/9.'
    : undefined
}

/** The metric in words, for the picker, the legend and the captions. */
export function metricLabel(choice: MetricChoice): string {
  switch (choice.metric) {
    case 'impact':
      return 'Impact'
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
