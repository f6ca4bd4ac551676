import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import { describe, expect, it, vi } from 'vitest'

import { contrastRatio } from '../../testing/colours'
import { BASEMAP_PALETTES, basemapStyle, type BasemapTheme } from './basemap-style'

vi.stubGlobal('location', new URL('http://127.0.0.1:5173/events'))

const themes = Object.keys(BASEMAP_PALETTES) as BasemapTheme[]

describe('basemapStyle', () => {
  it.each(themes)('is a valid MapLibre style in the %s variant', (theme) => {
    expect(validateStyleMin(basemapStyle(theme))).toEqual([])
  })

  it('reads its land and borders from the tile archive, by absolute URL', () => {
    const source = basemapStyle().sources['basemap-tiles']
    expect(source?.type).toBe('vector')
    expect(source && 'tiles' in source ? source.tiles : []).toEqual([
      'pmtiles://http://127.0.0.1:5173/data/basemap.pmtiles/{z}/{x}/{y}',
    ])
  })

  it.each(themes)('keeps labels readable and land apart from water in the %s variant', (theme) => {
    const c = BASEMAP_PALETTES[theme]
    for (const ground of [c.land, c.water]) {
      expect(contrastRatio(c.text, ground)).toBeGreaterThan(4.5)
      expect(contrastRatio(c.textMuted, ground)).toBeGreaterThan(4.5)
      expect(contrastRatio(c.countryBorder, ground)).toBeGreaterThan(1.5)
    }
    expect(contrastRatio(c.land, c.water)).toBeGreaterThan(1.1)
  })

  it('draws the same layers in both variants, only in other colours', () => {
    const ids = (theme: BasemapTheme) => basemapStyle(theme).layers.map((layer) => layer.id)
    expect(ids('dark')).toEqual(ids('light'))
    expect(basemapStyle('dark').layers).not.toEqual(basemapStyle('light').layers)
  })
})
