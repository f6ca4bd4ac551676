import { describe, expect, it } from 'vitest'

import type { ChartRows } from './chart-rows'
import { sameSection } from './chart-sections'
import type { SectionProps } from './chart-sections'
import { ANALYTICS_SEARCH_DEFAULTS } from '../search-schema'

const rows: ChartRows = {
  days: [],
  attendance: [],
  surge: [],
  surgeDates: [],
  rank: [],
  viewership: [],
}

const props = (patch: Partial<SectionProps> = {}): SectionProps => ({
  rows,
  search: ANALYTICS_SEARCH_DEFAULTS,
  caption: ['Chicago · Next 30 days', 'Statistic sum'],
  selection: { gte: '2026-12-01', lte: '2026-12-07' },
  onBrush: () => undefined,
  onChange: () => undefined,
  binning: 'day',
  period: { gte: '2026-12-01', lte: '2027-02-28' },
  ...patch,
})

describe('sameSection', () => {
  it('keeps a section when only its handlers or equal copies of its values are new', () => {
    expect(
      sameSection(
        props(),
        props({
          caption: ['Chicago · Next 30 days', 'Statistic sum'],
          selection: { gte: '2026-12-01', lte: '2026-12-07' },
          onBrush: () => undefined,
          period: { gte: '2026-12-01', lte: '2027-02-28' },
        }),
      ),
    ).toBe(true)
  })

  it('redraws it for new rows, a new search, another selection or caption', () => {
    expect(sameSection(props(), props({ rows: { ...rows } }))).toBe(false)
    expect(
      sameSection(props(), props({ search: { ...ANALYTICS_SEARCH_DEFAULTS, stat: 'max' } })),
    ).toBe(false)
    expect(sameSection(props(), props({ selection: undefined }))).toBe(false)
    expect(sameSection(props(), props({ caption: ['Chicago · Next 90 days'] }))).toBe(false)
    expect(sameSection(props(), props({ binning: 'week' }))).toBe(false)
    expect(sameSection(props(), props({ period: { gte: '2026-12-02', lte: '2027-02-28' } }))).toBe(
      false,
    )
  })
})
