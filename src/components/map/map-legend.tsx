// A map's legend on screen, in the map's bottom-right corner; collapsible so it never hides what
// an analyst is reading. The PNG export draws the same model (legend-canvas.ts).
import { useState } from 'react'
import type { ReactNode } from 'react'

import type { LegendEntry, LegendModel } from './legend'
import { useMapInstance } from './map-context'

/**
 * Below this size a map starts with its legend folded to the one-line caption: open, the legend of
 * the events map (a category and a size section) would cover much of what the map shows.
 */
const OPEN_FROM = { width: 800, height: 560 } as const

/** Whether a legend starts open on a map of this size (CSS pixels). */
export function legendStartsOpen(width: number, height: number): boolean {
  return width >= OPEN_FROM.width && height >= OPEN_FROM.height
}

function Key({ entry }: { readonly entry: LegendEntry }) {
  if (entry.kind === 'swatch') {
    return (
      <span className="map-legend__swatch" style={{ background: entry.color }} aria-hidden="true" />
    )
  }
  const size = entry.radius * 2
  return (
    <span className="map-legend__circle-box" aria-hidden="true">
      <span
        className="map-legend__circle"
        style={{ width: size, height: size, background: entry.color }}
      />
    </span>
  )
}

export function MapLegend({
  model,
  caption = model.caption,
  children,
}: {
  readonly model: LegendModel
  /** A caption of the moment instead of the model's (the events map's time window). */
  readonly caption?: string | undefined
  /** Extra lines under the caption (a progress bar, a retry button). */
  readonly children?: ReactNode
}) {
  const map = useMapInstance()
  // A small map starts with its legend folded to its caption; the analyst's choice then holds.
  const [open, setOpen] = useState(() => {
    const frame = map.getContainer()
    return legendStartsOpen(frame.clientWidth, frame.clientHeight)
  })
  return (
    <details
      className="map-legend"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open)
      }}
    >
      <summary className="map-legend__summary">
        {caption ?? 'Legend'}
        <span className="visually-hidden">{open ? ', hide the legend' : ', show the legend'}</span>
      </summary>
      {children}
      {model.sections.map((section) => (
        <section key={section.title} className="map-legend__section" aria-label={section.title}>
          <h3 className="map-legend__title">{section.title}</h3>
          <ul className="map-legend__entries">
            {section.entries.map((entry) => (
              <li key={entry.label} className="map-legend__entry">
                <Key entry={entry} />
                <span>{entry.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </details>
  )
}
