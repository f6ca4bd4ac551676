// The page's colour tokens (src/app/styles.css) as values, for what is drawn outside the page's
// CSS: an exported file (docs/themes.md "Exports"). The tokens of the theme on screen are read
// off <html>; those of the other theme off a hidden element marked with it, which the token rules
// also match, so both come from the one place the page's colours are written.
import { currentTheme } from './theme'
import type { Theme } from './theme'

export const EXPORT_TOKENS = [
  'surface',
  'text',
  'text-muted',
  'border',
  'overlay',
  'grey-300',
  'grey-700',
] as const
export type ExportToken = (typeof EXPORT_TOKENS)[number]

/** Used when a token cannot be read (no stylesheet, as in unit tests): the light values. */
const UNSTYLED: Readonly<Record<ExportToken, string>> = {
  surface: '#ffffff',
  text: '#1b1f24',
  'text-muted': '#535a66',
  border: '#e2e5ea',
  overlay: 'rgb(255 255 255 / 96%)',
  'grey-300': '#cdd2da',
  'grey-700': '#3b414b',
}

function readTokens(element: Element): Record<ExportToken, string> {
  const style = getComputedStyle(element)
  const values = { ...UNSTYLED }
  for (const name of EXPORT_TOKENS) {
    const value = style.getPropertyValue(`--${name}`).trim()
    if (value !== '') values[name] = value
  }
  return values
}

/** The colour tokens of `theme`, whichever theme is on screen. */
export function themeTokens(theme: Theme): Readonly<Record<ExportToken, string>> {
  if (typeof document === 'undefined') return UNSTYLED
  if (theme === currentTheme()) return readTokens(document.documentElement)
  const probe = document.createElement('div')
  probe.dataset.theme = theme
  probe.hidden = true
  document.body.append(probe)
  try {
    return readTokens(probe)
  } finally {
    probe.remove()
  }
}
