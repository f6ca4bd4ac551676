// The busiest days of the span by the chosen metric: the first thing an analyst scans for.
import { formatInteger } from '../../utils/format'
import { formatDateWithWeekday } from '../../utils/dates'

export interface RankedDay {
  readonly date: string
  readonly value: number
}

/** The `limit` days with the highest value (ties: the earlier day first); zeros never count. */
export function busiestDays(values: ReadonlyMap<string, number>, limit: number): RankedDay[] {
  return [...values.entries()]
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
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
  return (
    <section className="busiest-days" aria-labelledby="busiest-days-title">
      <h2 id="busiest-days-title" className="calendar-side__title">
        Busiest days {span} · {metric}
      </h2>
      {days.length === 0 ? (
        <p className="calendar-side__empty">No day has any.</p>
      ) : (
        <ol className="busiest-days__list">
          {days.map((day) => (
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
    </section>
  )
}
