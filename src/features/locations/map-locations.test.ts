import { describe, expect, it } from 'vitest'

import { locationsLegend } from './map-locations'

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
})
