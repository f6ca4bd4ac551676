// The surge days as buttons: the keyboard path to a day's biggest events, and the list a person
// reads instead of the bands.
import { formatInteger } from '../../../utils/format'
import { formatDate } from '../../../utils/dates'
import type { ChartRows } from '../charts/chart-rows'

export function SurgeDayList({
  rows,
  selected,
  onPick,
}: {
  readonly rows: ChartRows
  readonly selected: string | undefined
  readonly onPick: (day: string) => void
}) {
  return (
    <section className="surge-days" aria-labelledby="surge-days-heading">
      <h3 id="surge-days-heading" className="surge-days__title">
        Surge days ({rows.surgeDates.length})
      </h3>
      {rows.surgeDates.length === 0 ? (
        <p className="surge-days__none">No surge at this intensity in the loaded days.</p>
      ) : (
        <ul className="surge-days__list">
          {rows.surgeDates.map((s) => (
            <li key={s.date}>
              <button
                type="button"
                className="surge-days__day"
                aria-pressed={s.date === selected}
                onClick={() => {
                  onPick(s.date)
                }}
              >
                {formatDate(s.date)}{' '}
                <span className="surge-days__sum">{formatInteger(s.total)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
