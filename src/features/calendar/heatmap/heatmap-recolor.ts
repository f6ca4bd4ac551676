// The heatmap's copy in an exported picture of the other theme (docs/themes.md "Exports"): each
// day takes the colour of its bin in that theme's legend, whose bins are the same ranges, and its
// figures the ink that reads on the new colour (legend-bins.ts inkOn).
import { inkOn } from './legend-bins'
import type { Legend } from './legend-bins'

/** Gives the days of `copy`, drawn with the legend `from`, the colours of the legend `to`. */
export function recolorHeatmap(copy: SVGSVGElement, from: Legend, to: Legend): void {
  const fills = new Map<string, string>([[from.empty.color, to.empty.color]])
  from.bins.forEach((bin, index) => {
    const next = to.bins[index]
    if (next) fills.set(bin.color, next.color)
  })
  for (const cell of copy.querySelectorAll('.heatmap__cell')) {
    const rect = cell.querySelector('rect')
    const next = fills.get(rect?.getAttribute('fill') ?? '')
    if (!rect || next === undefined) continue
    rect.setAttribute('fill', next)
    const ink = inkOn(next)
    for (const text of cell.querySelectorAll('text')) {
      text.classList.remove('on-dark', 'on-light')
      if (ink !== '') text.classList.add(ink)
    }
  }
}
