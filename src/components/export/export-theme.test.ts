import { describe, expect, it } from 'vitest'

import { exportThemeOf } from './export-theme'

describe('exportThemeOf', () => {
  it('draws a file in the theme on screen unless Light is chosen', () => {
    expect(exportThemeOf('screen', 'dark')).toBe('dark')
    expect(exportThemeOf('screen', 'light')).toBe('light')
    expect(exportThemeOf('light', 'dark')).toBe('light')
  })
})
