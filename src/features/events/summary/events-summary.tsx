// Totals of the filtered events (docs/api.md "Events count response") as one slim row above the
// map: the count, then chips by category and by rank level. Clicking a chip narrows the filter to
// it. The row never wraps (the map under it would resize, docs/architecture.md "This machine"):
// what does not fit scrolls sideways, with a fade and an arrow button on each side that goes on,
// and the categories past the first few unfold with their "+N more" button.
import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { categoryColor } from '../../../components/map/palette'
import { RANK_LEVELS } from '../../../contract/enums'
import type { EventsCountResponse } from '../../../contract/event'
import { entriesOf, fieldOf, isFiniteNumber, rawText } from '../../../utils/display'
import { formatInteger } from '../../../utils/format'
import { RANK_LEVEL_LABELS, categoryLabel } from '../labels'
import { useScrollEnds } from './use-scroll-ends'

const RANK_COLORS = ['#c6d4f5', '#93acec', '#5f84e2', '#2557d6', '#163a94']
/** Categories shown before the "+N more" button; it unfolds the rest in the same row. */
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
  /** The toggle that shows the chips left out, or folds them again. */
  readonly more?: ReactNode
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
          data-chip={chip.key}
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
      {more}
    </div>
  )
}

/**
 * The row's frame: a sideways scroller, faded on each side that goes on, with an arrow button
 * there that scrolls most of a view's width.
 */
function SummaryRow({ busy, children }: { readonly busy?: boolean; readonly children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null)
  const { ends, scrollBy } = useScrollEnds(scroller)
  const classes = [
    'events-summary',
    ends.before ? 'is-cut-before' : '',
    ends.after ? 'is-cut-after' : '',
  ].join(' ')
  return (
    <section className={classes} aria-label="Summary" aria-busy={busy}>
      <div ref={scroller} className="events-summary__scroller">
        {children}
      </div>
      {ends.before ? <ScrollArrow side="before" onClick={scrollBy} /> : null}
      {ends.after ? <ScrollArrow side="after" onClick={scrollBy} /> : null}
    </section>
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
    <SummaryRow busy>
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
        <span className="summary-chip summary-chip--pending events-summary__more--pending">
          +00 more
        </span>
      </div>
      <div className="events-summary__group" aria-hidden="true">
        <span className="events-summary__label">Rank level</span>
        {RANK_LEVELS.map((level) => (
          <span key={level} className="summary-chip summary-chip--pending">
            L{level} <span className="summary-chip__value">–</span>
          </span>
        ))}
      </div>
    </SummaryRow>
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
  const [allCategories, setAllCategories] = useState(false)
  if (!counts) {
    return loading ? <SummaryPlaceholder /> : null
  }
  // Read through the display helpers (src/utils/display.ts): keys a newer backend adds are named
  // like the rest, and a count that is not a number never becomes a chip.
  const present = entriesOf(counts.categories)
    .filter((entry): entry is readonly [string, number] => isFiniteNumber(entry[1]) && entry[1] > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
  const hidden = Math.max(0, present.length - MAX_CATEGORIES)
  const categories = present
    .slice(0, allCategories ? present.length : MAX_CATEGORIES)
    .map(([key, value]) => ({
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
  const firstUnfolded = present[MAX_CATEGORIES]?.[0]
  return (
    <SummaryRow>
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
        more={
          hidden > 0 ? (
            <MoreToggle
              hidden={hidden}
              open={allCategories}
              firstUnfolded={firstUnfolded}
              onToggle={setAllCategories}
            />
          ) : null
        }
        onClick={onCategory}
      />
      <ChipGroup
        title="Rank level"
        label="Events by rank level"
        chips={levels}
        onClick={onRankLevel}
      />
    </SummaryRow>
  )
}

/** "+N more" unfolds the categories left out, and brings the first of them into view. */
function MoreToggle({
  hidden,
  open,
  firstUnfolded,
  onToggle,
}: {
  readonly hidden: number
  readonly open: boolean
  /** The key of the first chip the toggle unfolds. */
  readonly firstUnfolded: string | undefined
  readonly onToggle: (open: boolean) => void
}) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open || firstUnfolded === undefined) return
    const group = button.current?.parentElement
    const chip = group?.querySelector(`[data-chip="${CSS.escape(firstUnfolded)}"]`)
    chip?.scrollIntoView({ block: 'nearest', inline: 'start' })
  }, [open, firstUnfolded])
  return (
    <button
      ref={button}
      type="button"
      className="summary-chip events-summary__more"
      aria-expanded={open}
      onClick={() => {
        onToggle(!open)
      }}
    >
      {open ? (
        <>
          Fewer<span className="visually-hidden"> categories</span>
        </>
      ) : (
        <>
          +{formatInteger(hidden)} more<span className="visually-hidden"> categories</span>
        </>
      )}
    </button>
  )
}

const ARROWS = {
  before: { step: -1, glyph: '‹', label: 'Scroll the summary back', title: 'Scroll back' },
  after: { step: 1, glyph: '›', label: 'Scroll the summary on', title: 'Scroll on' },
} as const

/** An arrow at one end of the chips' row, shown while chips lie past that end. */
function ScrollArrow({
  side,
  onClick,
}: {
  readonly side: keyof typeof ARROWS
  readonly onClick: (step: -1 | 1) => void
}) {
  const arrow = ARROWS[side]
  return (
    <button
      type="button"
      className={`events-summary__arrow events-summary__arrow--${side}`}
      aria-label={arrow.label}
      title={arrow.title}
      onClick={() => {
        onClick(arrow.step)
      }}
    >
      {arrow.glyph}
    </button>
  )
}
