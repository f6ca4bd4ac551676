import { describe, expect, it } from 'vitest'

import { coverageText } from './match-coverage'

const base = { shown: 0, target: undefined, total: undefined, overflow: false, loading: true }

describe('coverageText', () => {
  it('says the map is loading before the first page', () => {
    expect(coverageText(base, 'events', 'highest rank')).toBe('Loading events…')
  })

  it('counts the rows in while pages arrive', () => {
    expect(
      coverageText(
        { ...base, shown: 3_000, target: 7_651, total: 7_651 },
        'events',
        'highest rank',
      ),
    ).toBe('Loading the map: 3,000 of 7,651 events')
  })

  it('says every match is on the map when it is', () => {
    expect(
      coverageText(
        { ...base, shown: 412, target: 412, total: 412, loading: false },
        'events',
        'highest rank',
      ),
    ).toBe('Map shows all 412 events')
  })

  it('says N of M, and which come first, at the cap', () => {
    const capped = { ...base, shown: 10_000, target: 10_000, total: 25_310, loading: false }
    expect(coverageText(capped, 'events', 'highest rank')).toBe(
      'Map shows 10,000 of 25,310 events, highest rank first',
    )
    expect(
      coverageText({ ...capped, total: 10_000, overflow: true }, 'events', 'highest rank'),
    ).toBe('Map shows 10,000 of more than 10,000 events, highest rank first')
  })

  it('says when nothing matches', () => {
    expect(
      coverageText({ ...base, target: 0, total: 0, loading: false }, 'events', 'highest rank'),
    ).toBe('No events to show')
  })
})
