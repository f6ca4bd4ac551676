// Totals of the filtered events (docs/api.md "Events count response") as one slim row above the
// map: the count, then chips by category and by rank level. Clicking a chip narrows the filter to
// it.
import { categoryColor } from '../../components/map/palette'
import { RANK_LEVELS } from '../../contract/enums'
import type { EventsCountResponse } from '../../contract/event'
import { entriesOf, fieldOf, isFiniteNumber, rawText } from '../../utils/display'
import { formatInteger } from '../../utils/format'
import { RANK_LEVEL_LABELS, categoryLabel } from './labels'

const RANK_COLORS = ['#c6d4f5', '#93acec', '#5f84e2', '#2557d6', '#163a94']
/** Beyond this many categories the row would wrap; the filter column lists them all. */
const MAX_CATEGORIES = 5

interface Chip {
  readonly key: string
  readonly label: string
  readonly title: string
  /** A count; shown through formatInteger, so an odd one reads as written. */
  readonly value: unknown
  readonly color: string | undefined
}

function ChipGroup({
  title,
  label,
  chips,
  more,
  onClick,
}: {
  readonly title: string
  /** Distinct from the filter groups' names ("Rank level ..."), which journeys look up. */
  readonly label: string
  readonly chips: readonly Chip[]
  readonly more: number
  readonly onClick: (key: string) => void
}) {
  return (
    <div className="events-summary__group" role="group" aria-label={label}>
      <span className="events-summary__label" aria-hidden="true">
        {title}
      </span>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className="summary-chip"
          title={`${chip.title}: ${formatInteger(chip.value)} events. Click to filter.`}
          onClick={() => {
            onClick(chip.key)
          }}
        >
          <span className="summary-chip__swatch" style={{ background: chip.color }} />
          <span>{chip.label}</span>
          {chip.title === chip.label ? null : (
            <span className="visually-hidden">, {chip.title}</span>
          )}
          <span className="summary-chip__value">{formatInteger(chip.value)}</span>
          <span className="visually-hidden"> events</span>
        </button>
      ))}
      {more > 0 ? <span className="events-summary__more">+{more} more</span> : null}
    </div>
  )
}

/** Widths of the category chips an analyst usually sees, for the summary's loading shape. */
const PLACEHOLDER_CHIPS_PX = [124, 132, 112, 150, 128]

/**
 * The summary's shape while the counts load: the same rows and chips, without numbers, so the
 * map below keeps its size when they arrive (a map that resizes redraws everything it shows).
 */
function SummaryPlaceholder() {
  return (
    <section className="events-summary" aria-label="Summary" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the summary
      </span>
      <div className="events-summary__total" aria-hidden="true">
        <span className="events-summary__pending">0</span>
        <span className="events-summary__caption">events match</span>
      </div>
      <div className="events-summary__group" aria-hidden="true">
        <span className="events-summary__label">Category</span>
        {PLACEHOLDER_CHIPS_PX.map((width) => (
          <span key={width} className="summary-chip summary-chip--pending" style={{ width }} />
        ))}
        <span className="events-summary__more events-summary__more--pending">+00 more</span>
      </div>
      <div className="events-summary__group" aria-hidden="true">
        <span className="events-summary__label">Rank level</span>
        {RANK_LEVELS.map((level) => (
          <span key={level} className="summary-chip summary-chip--pending">
            L{level} <span className="summary-chip__value">–</span>
          </span>
        ))}
      </div>
    </section>
  )
}

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
    return loading ? <SummaryPlaceholder /> : null
  }
  // Read through the display helpers (src/utils/display.ts): keys a newer backend adds are named
  // like the rest, and a count that is not a number never becomes a chip.
  const present = entriesOf(counts.categories)
    .filter((entry): entry is readonly [string, number] => isFiniteNumber(entry[1]) && entry[1] > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
  const categories = present.slice(0, MAX_CATEGORIES).map(([key, value]) => ({
    key,
    label: categoryLabel(key),
    title: categoryLabel(key),
    value,
    color: categoryColor(key),
  }))
  const levels = RANK_LEVELS.map((level, index) => ({
    key: String(level),
    label: `L${level}`,
    title: RANK_LEVEL_LABELS[String(level)] ?? `Level ${level}`,
    value: fieldOf(counts.rank_levels, String(level)),
    color: RANK_COLORS[index],
  }))
  return (
    <section className="events-summary" aria-label="Summary">
      <div className="events-summary__total">
        <span className="events-summary__number">{formatInteger(counts.count)}</span>
        <span className="events-summary__caption">
          events match
          {isFiniteNumber(counts.top_rank) ? <> · top rank {rawText(counts.top_rank)}</> : null}
        </span>
      </div>
      <ChipGroup
        title="Category"
        label="Events by category"
        chips={categories}
        more={present.length - categories.length}
        onClick={onCategory}
      />
      <ChipGroup
        title="Rank level"
        label="Events by rank level"
        chips={levels}
        more={0}
        onClick={onRankLevel}
      />
    </section>
  )
}
