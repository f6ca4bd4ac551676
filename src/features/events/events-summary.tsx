// Totals of the filtered events (spec "Events count response"): the count, then small charts by
// category and by rank level. Clicking a bar narrows the filter to it.
import { SmallBarChart } from '../../components/charts/small-bar-chart'
import { categoryColor } from '../../components/map/palette'
import { Skeleton } from '../../components/states/states'
import { RANK_LEVELS } from '../../contract/enums'
import type { EventsCountResponse } from '../../contract/event'
import { formatInteger } from '../../utils/format'
import { RANK_LEVEL_SHORT, categoryLabel } from './labels'

const RANK_COLORS = ['#c6d4f5', '#93acec', '#5f84e2', '#2557d6', '#163a94']

export function EventsSummary({
  counts,
  loading,
  onCategory,
  onRankLevel,
}: {
  readonly counts: EventsCountResponse | undefined
  readonly loading: boolean
  readonly onCategory: (category: string) => void
  readonly onRankLevel: (level: string) => void
}) {
  if (!counts) {
    return loading ? <Skeleton lines={4} label="Loading the summary" /> : null
  }
  const categories = Object.entries(counts.categories)
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 8)
    .map(([key, value]) => ({ key, label: categoryLabel(key), value, color: categoryColor(key) }))
  const levels = RANK_LEVELS.map((level, index) => ({
    key: String(level),
    label: RANK_LEVEL_SHORT[String(level)] ?? String(level),
    value: counts.rank_levels[`${level}`],
    color: RANK_COLORS[index],
  }))
  return (
    <section className="events-summary" aria-label="Summary">
      <div className="events-summary__total">
        <span className="events-summary__number">{formatInteger(counts.count)}</span>
        <span className="events-summary__caption">events match</span>
        {counts.top_rank === null ? null : (
          <span className="events-summary__caption">top rank {counts.top_rank}</span>
        )}
      </div>
      <SmallBarChart
        title={
          categories.length < Object.keys(counts.categories).length
            ? 'Top categories'
            : 'By category'
        }
        data={categories}
        onBarClick={onCategory}
      />
      <SmallBarChart title="By rank level" data={levels} onBarClick={onRankLevel} />
    </section>
  )
}
