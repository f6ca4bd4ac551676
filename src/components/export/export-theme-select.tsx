// "Export in: Dark / Light" beside each view's export buttons (docs/themes.md "Exports"): Dark is
// the theme on screen. One choice for every picture of every view, kept in this browser. On the
// light theme both would be the same file, so the choice shows only while the screen is dark;
// its words are short, as it shares the page's header with the context and the other exports.
import { useId } from 'react'

import { useTheme } from '../theme/theme'
import { EXPORT_THEME_CHOICES, useExportThemeChoice } from './export-theme'
import type { ExportThemeChoice } from './export-theme'
import './export.css'

const NAMES: Record<ExportThemeChoice, string> = {
  screen: 'Dark',
  light: 'Light',
}

export function ExportThemeSelect() {
  const [choice, setChoice] = useExportThemeChoice()
  const id = useId()
  if (useTheme() === 'light') return null
  return (
    <div className="export-theme">
      <label htmlFor={id} className="export-theme__label">
        Export in
      </label>
      <select
        id={id}
        className="input input--compact"
        title="The theme of exported pictures: maps, charts, the heatmap and videos"
        value={choice}
        onChange={(event) => {
          const picked = EXPORT_THEME_CHOICES.find((option) => option === event.currentTarget.value)
          if (picked) setChoice(picked)
        }}
      >
        {EXPORT_THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
