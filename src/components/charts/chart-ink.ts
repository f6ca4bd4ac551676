// The colour of chart lines drawn as ink, in the text's colour (a total, an average), per theme
// (docs/themes.md): near-black on light, near-white on dark, so they read on either ground.
import { useTheme } from '../theme/theme'

export const CHART_INK = { light: '#1d2129', dark: '#e7eaee' } as const

export function useChartInk(): string {
  return CHART_INK[useTheme()]
}
