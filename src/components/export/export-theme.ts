// The theme an exported file is drawn in (docs/themes.md "Exports"): the theme on screen, or
// light when the analyst chooses it in an export menu, for a file that goes into a light report
// while the screen stays dark. One choice for every export, kept in this browser.
import { createStore, useStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { useTheme } from '../theme/theme'
import type { Theme } from '../theme/theme'

export const EXPORT_THEME_CHOICES = ['screen', 'light'] as const
export type ExportThemeChoice = (typeof EXPORT_THEME_CHOICES)[number]

export const EXPORT_THEME_STORAGE_KEY = 'eventscope.export-theme'

interface ExportThemeState {
  readonly choice: ExportThemeChoice
  readonly setChoice: (choice: ExportThemeChoice) => void
}

const isChoice = (value: unknown): value is ExportThemeChoice =>
  EXPORT_THEME_CHOICES.some((choice) => choice === value)

export const exportThemeStore = createStore<ExportThemeState>()(
  persist(
    (set) => ({
      choice: 'screen',
      setChoice: (choice) => {
        set({ choice })
      },
    }),
    {
      name: EXPORT_THEME_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ choice }) => ({ choice }),
      merge: (persisted, current) => {
        const choice =
          persisted && typeof persisted === 'object' && 'choice' in persisted
            ? persisted.choice
            : undefined
        return isChoice(choice) ? { ...current, choice } : current
      },
    },
  ),
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
