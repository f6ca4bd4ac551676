import { describe, expect, it } from 'vitest'

import { rankLegend } from './events-legend'
import { rankLevelColor } from './palette'

describe('rankLegend', () => {
  it('lists every level from the highest, with its colour and how many events it holds', () => {
    const ranks = [95, 81, 80, 61, 50, 3, 0]
    const legend = rankLegend(
      ranks.map((rank) => ({ rank })),
      'Map shows all 7 events',
      'dark',
    )
    expect(legend.caption).toBe('Map shows all 7 events')
    const [levels] = legend.sections
    expect(levels?.title).toBe('Rank level')
    expect(levels?.entries.map((entry) => entry.label)).toEqual([
      '5 · rank 81–100 (2)',
      '4 · rank 61–80 (2)',
      '3 · rank 41–60 (1)',
      '2 · rank 21–40 (0)',
      '1 · rank 0–20 (2)',
    ])
    expect(levels?.entries[0]?.color).toBe(rankLevelColor(5, 'dark'))
    expect(legend.sections.map((section) => section.title)).toEqual([
      'Rank level',
      'Predicted attendance',
      'Groups',
    ])
  })
})
