import { describe, expect, it } from 'vitest'

import { BASEMAP_PALETTES } from '../../../components/map/basemap-style'
import { contrastRatio, deltaE } from '../../../testing/colours'
import { focusBox, locationsLegend } from './map-locations'

const labels = (model: ReturnType<typeof locationsLegend>) =>
  model.sections.flatMap((section) => section.entries.map((entry) => entry.label))

describe('locationsLegend', () => {
  it('says how many of the locations the map shows', () => {
    const base = { loading: false, suggesting: false }
    expect(locationsLegend({ ...base, shown: 3, total: 3 }).caption).toBe(
      'Map shows all 3 locations',
    )
    expect(locationsLegend({ ...base, shown: 2, total: 5 }).caption).toBe(
      'Map shows 2 of 5 locations',
    )
    expect(locationsLegend({ ...base, shown: 0, total: 0 }).caption).toBe(
      'No saved locations to show',
    )
  })

  it('names the suggestion and the places picked before a save only while they are drawn', () => {
    const base = { shown: 1, total: 1, loading: false }
    expect(labels(locationsLegend({ ...base, suggesting: false }))).not.toContain(
      'Suggested radius',
    )
    expect(labels(locationsLegend({ ...base, suggesting: true }))).toContain('Suggested radius')
    expect(labels(locationsLegend({ ...base, suggesting: false }))).not.toContain(
      'Picked place, not saved yet',
    )
    const picked = locationsLegend({ ...base, suggesting: false, pickedPlaces: 2 })
    expect(labels(picked)).toContain('Picked place, not saved yet')
    // The caption names them too: it is what a folded legend shows.
    expect(picked.caption).toBe('Map shows the one location · 2 picked places, not saved yet')
    expect(locationsLegend({ ...base, suggesting: false, pickedPlaces: 1 }).caption).toMatch(
      /· 1 picked place, not saved yet$/,
    )
  })

  it.each(['light', 'dark'] as const)(
    'gives each kind of mark its own colour, readable on land and sea (%s)',
    (theme) => {
      const model = locationsLegend({ shown: 1, total: 1, loading: false, suggesting: true, theme })
      const colours = new Map(
        model.sections.flatMap((section) => section.entries.map((e) => [e.label, e.color])),
      )
      const kinds = [
        'Radius area',
        'Place (place-based)',
        'Hovered or selected',
        'Suggested radius',
      ]
      const hex = kinds.map((kind) => colours.get(kind) ?? '')
      for (const [i, a] of hex.entries()) {
        for (const b of hex.slice(i + 1)) {
          expect(deltaE(a, b), `${kinds[i] ?? ''}: ${a} vs ${b}`).toBeGreaterThan(40)
        }
        // Graphics need 3:1 against what they sit on (WCAG 2 non-text contrast): the basemap
        // of the same theme.
        const { land, water } = BASEMAP_PALETTES[theme]
        expect(contrastRatio(a, land), `${a} on land`).toBeGreaterThan(3)
        expect(contrastRatio(a, water), `${a} on water`).toBeGreaterThan(3)
      }
    },
  )
})

describe('focusBox', () => {
  const place = { lon: -97.74, lat: 30.27 }
  it('frames the suggested radius around the place found', () => {
    const box = focusBox(place, { ...place, radius: 5, unit: 'km' })
    expect(box).toBeDefined()
    const [west = 0, south = 0, east = 0, north = 0] = box ?? []
    // 5 km is about 0.045° of latitude, and a little more of longitude at 30° N.
    expect(north - place.lat).toBeCloseTo(0.045, 2)
    expect(place.lat - south).toBeCloseTo(0.045, 2)
    expect(east - place.lon).toBeGreaterThan(0.045)
    expect(place.lon - west).toBeCloseTo(east - place.lon, 6)
  })

  it('frames nothing before the suggestion comes, or when it is around another centre', () => {
    expect(focusBox(place, null)).toBeUndefined()
    expect(focusBox(place, { lon: -97.7, lat: 30.27, radius: 5, unit: 'km' })).toBeUndefined()
  })
})
