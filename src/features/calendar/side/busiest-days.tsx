// The busiest days of the span by the chosen metric: the first thing an analyst scans for. Five
// at first, and the list says how many more there are and unfolds them ten at a time.
import { useState } from 'react'

import { formatInteger } from '../../../utils/format'
import { formatDateWithWeekday } from '../../../utils/dates'

export interface RankedDay {
  readonly date: string
  readonly value: number
}

const FIRST_SHOWN = 5
const MORE_STEP = 10

/** The days with a value, highest first (ties: the earlier day first); zeros never count. */
export function busiestDays(values: ReadonlyMap<string, number>): RankedDay[] {
  return [...values.entries()]
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([date, value]) => ({ date, value }))
}

export function BusiestDays({
  days,
  metric,
  span,
  onPick,
}: {
  readonly days: readonly RankedDay[]
  readonly metric: string
  /** Which days were ranked: "of the period", "of 2026". */
  readonly span: string
  readonly onPick: (date: string) => void
}) {
  const [shown, setShown] = useState(FIRST_SHOWN)
  const more = Math.min(MORE_STEP, days.length - shown)
  return (
    <section className="busiest-days" aria-labelledby="busiest-days-title">
      <h2 id="busiest-days-title" className="calendar-side__title">
        Busiest days {span} · {metric}
      </h2>
      {days.length === 0 ? (
        <p className="calendar-side__empty">No day has any.</p>
      ) : (
        <ol className="busiest-days__list">
          {days.slice(0, shown).map((day) => (
            <li key={day.date}>
              <button
                type="button"
                className="busiest-days__day"
                onClick={() => {
                  onPick(day.date)
                }}
              >
                <span>{formatDateWithWeekday(day.date)}</span>
                <span className="busiest-days__value">{formatInteger(day.value)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {days.length > FIRST_SHOWN ? (
        <p className="busiest-days__more">
          <span>
            {formatInteger(shown)} of {formatInteger(days.length)} days with any
          </span>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setShown(more > 0 ? shown + more : FIRST_SHOWN)
            }}
          >
            {more > 0 ? `Show ${formatInteger(more)} more` : 'Show fewer'}
          </button>
        </p>
      ) : null}
    </section>
  )
}
