// The legend on screen; the exports draw the same bins (legend-bins.ts) into the picture.
import type { Legend } from './legend-bins'

export function CalendarLegend({
  title,
  legend,
  note,
}: {
  readonly title: string
  readonly legend: Legend
  /** How the metric is computed, when its name does not say (day-metric.ts `metricNote`). */
  readonly note?: string | undefined
}) {
  const items = [legend.empty, ...legend.bins]
  return (
    <figure className="calendar-legend">
      <figcaption className="calendar-legend__title">{title}</figcaption>
      <ul className="calendar-legend__items">
        {items.map((item) => (
          <li key={item.label} className="calendar-legend__item">
            <span
              className="calendar-legend__swatch"
              style={{ background: item.color }}
              aria-hidden="true"
            />
            {item.label}
          </li>
        ))}
      </ul>
      {note === undefined ? null : <p className="calendar-legend__note">{note}</p>}
    </figure>
  )
}
