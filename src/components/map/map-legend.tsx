// A map's legend on screen, in the map's bottom-right corner; collapsible so it never hides what
// an analyst is reading. The PNG export draws the same model (legend-canvas.ts).
import { useState } from 'react'
import type { ReactNode } from 'react'

import type { LegendEntry, LegendModel } from './legend'

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
  children,
}: {
  readonly model: LegendModel
  /** Extra lines under the caption (a progress bar, a retry button). */
  readonly children?: ReactNode
}) {
  // On a short screen the map is short too: the legend starts folded to its one-line caption.
  const [open, setOpen] = useState(() => window.matchMedia('(min-height: 800px)').matches)
  return (
    <details
      className="map-legend"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open)
      }}
    >
      <summary className="map-legend__summary">
        {model.caption ?? 'Legend'}
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
