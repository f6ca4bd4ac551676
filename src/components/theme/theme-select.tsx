// The theme choice in the top bar, on every view (docs/themes.md).
import { useId } from 'react'

import { THEME_CHOICES, useThemeChoice } from './theme'
import type { ThemeChoice } from './theme'

const NAMES: Record<ThemeChoice, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
}

export function ThemeSelect() {
  const [choice, setChoice] = useThemeChoice()
  const id = useId()
  return (
    <div className="theme-select">
      <label htmlFor={id} className="theme-select__label">
        Theme
      </label>
      <select
        id={id}
        className="theme-select__input"
        value={choice}
        onChange={(event) => {
          const picked = THEME_CHOICES.find((option) => option === event.currentTarget.value)
          if (picked) setChoice(picked)
        }}
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
