import { describe, expect, it } from 'vitest'

import { legendStartsOpen } from './map-legend'

describe('legendStartsOpen', () => {
  it('folds the legend of a laptop-sized map to its caption', () => {
    // The events map at 1440 × 900 and 1280 × 720, the broadcasts and locations maps.
    expect(legendStartsOpen(905, 400)).toBe(false)
    expect(legendStartsOpen(761, 300)).toBe(false)
    expect(legendStartsOpen(625, 400)).toBe(false)
    expect(legendStartsOpen(365, 700)).toBe(false)
  })

  it('opens it on a large map, where it covers little', () => {
    expect(legendStartsOpen(1400, 560)).toBe(true)
  })
})
