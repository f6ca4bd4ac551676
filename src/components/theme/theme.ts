// The light or dark theme (docs/themes.md). The analyst's choice, system, light or dark, is kept
// in this browser, never in a URL: a colleague who opens a shared link sees their own theme.
// "System" follows `prefers-color-scheme` as it changes. The chosen theme is set on <html> as
// `data-theme`, which the colour tokens of src/app/styles.css key on, before the first render, so
// a dark page never flashes light.
import { createContext, useContext, useSyncExternalStore } from 'react'
import { useStore } from 'zustand'

import { choiceStore } from './choice-store'

export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]
export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'eventscope.theme'

export const themeStore = choiceStore(THEME_STORAGE_KEY, THEME_CHOICES, 'system')

const DARK_QUERY = '(prefers-color-scheme: dark)'

// One query for the page: React reads the snapshot on every render of a themed component, which
// during playback is every frame, and `matchMedia` builds a new query object each call.
let darkQuery: MediaQueryList | undefined

function systemQuery(): MediaQueryList | undefined {
  if (darkQuery === undefined && typeof matchMedia === 'function')
    darkQuery = matchMedia(DARK_QUERY)
  return darkQuery
}

function systemPrefersDark(): boolean {
  return systemQuery()?.matches ?? false
}

function subscribeSystem(onChange: () => void): () => void {
  const query = systemQuery()
  if (query === undefined) return () => undefined
  query.addEventListener('change', onChange)
  return () => {
    query.removeEventListener('change', onChange)
  }
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light'
  return choice
}

/** The theme on screen now. */
export function currentTheme(): Theme {
  return resolveTheme(themeStore.getState().choice, systemPrefersDark())
}

const ScopedTheme = createContext<Theme | undefined>(undefined)

/**
 * A part of the page drawn in one theme whatever the analyst chose, such as a location's brief,
 * which is paper and prints light: its maps and charts read this through useTheme(), and the
 * element around it carries the same `data-theme` for the colour tokens (docs/themes.md).
 */
export const ThemeScope = ScopedTheme.Provider

/**
 * The theme on screen, in a component: it changes with the choice and with the system's, unless
 * the component sits in a ThemeScope.
 */
export function useTheme(): Theme {
  const scoped = useContext(ScopedTheme)
  const choice = useStore(themeStore, (state) => state.choice)
  const prefersDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false)
  return scoped ?? resolveTheme(choice, prefersDark)
}

export function useThemeChoice(): readonly [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useStore(themeStore, (state) => state.choice)
  return [choice, themeStore.getState().setChoice]
}

/**
 * Keeps `<html data-theme>` and the browser's own colour scheme (scroll bars, form controls) on
 * the current theme from now on; called once, before the app first renders.
 */
export function startTheme(root: HTMLElement = document.documentElement): void {
  const apply = () => {
    const theme = currentTheme()
    root.dataset.theme = theme
  }
  apply()
  themeStore.subscribe(apply)
  subscribeSystem(apply)
}
