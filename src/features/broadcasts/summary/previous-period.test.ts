import { describe, expect, it } from 'vitest'

import { withSpan } from './previous-period'

describe('withSpan', () => {
  it('moves the dates and keeps every other filter and the zone', () => {
    expect(
      withSpan(
        {
          'start.gte': '2026-03-02',
          'start.lte': '2026-03-08',
          'start.tz': 'America/New_York',
          broadcast_status: 'scheduled',
        },
        { gte: '2026-02-23', lte: '2026-03-01' },
      ),
    ).toEqual({
      'start.gte': '2026-02-23',
      'start.lte': '2026-03-01',
      'start.tz': 'America/New_York',
      broadcast_status: 'scheduled',
    })
  })
})
