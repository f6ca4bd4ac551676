// The theme an exported file is drawn in (docs/themes.md "Exports"): the theme on screen, or
// light when the analyst chooses it in an export menu, for a file that goes into a light report
// while the screen stays dark. One choice for every export, kept in this browser.
import { useStore } from 'zustand'

import { choiceStore } from '../theme/choice-store'
import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'

export const EXPORT_THEME_CHOICES = ['screen', 'light'] as const
export type ExportThemeChoice = (typeof EXPORT_THEME_CHOICES)[number]

export const EXPORT_THEME_STORAGE_KEY = 'eventscope.export-theme'

export const exportThemeStore = choiceStore(
  EXPORT_THEME_STORAGE_KEY,
  EXPORT_THEME_CHOICES,
  'screen',
)

export function exportThemeOf(choice: ExportThemeChoice, screen: Theme): Theme {
  return choice === 'light' ? 'light' : screen
}

export function useExportThemeChoice(): readonly [
  ExportThemeChoice,
  (choice: ExportThemeChoice) => void,
] {
  const choice = useStore(exportThemeStore, (state) => state.choice)
  return [choice, exportThemeStore.getState().setChoice]
}

/** The theme the next export is drawn in. */
export function useExportTheme(): Theme {
  const [choice] = useExportThemeChoice()
  return exportThemeOf(choice, useTheme())
}
