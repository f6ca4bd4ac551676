// The sequential ramp of the heatmap and the county choropleth, per theme (docs/themes.md): one
// hue, ordered by lightness, whose last bin stands out most from the ground. On light that is the
// darkest (ColorBrewer Blues); on dark the lightness turns over, so the busiest days and the most
// watched counties are the brightest. Readable under colour deficiencies in both.
import type { Theme } from './theme'

export const BLUES = {
  light: ['#c6dbef', '#9ecae1', '#6baed6', '#2171b5', '#08519c'],
  dark: ['#1d3657', '#1f5288', '#2f74b5', '#5b9fe0', '#a9d2ff'],
} as const satisfies Record<Theme, readonly string[]>

/**
 * Rank levels 1–5 on a map (ColorBrewer YlOrRd): warm, so events read apart from the blue saved
 * locations and radii drawn with them; level 5 stands out most from the ground in either theme.
 */
export const HEAT = {
  light: ['#fed976', '#feb24c', '#fd8d3c', '#e31a1c', '#800026'],
  dark: ['#7a2d12', '#b4401a', '#e8642b', '#fb9a4b', '#ffd27a'],
} as const satisfies Record<Theme, readonly string[]>
