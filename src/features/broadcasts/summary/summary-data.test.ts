import { describe, expect, it } from 'vitest'

import type { MapBroadcast } from '../map/county-viewership'
import { summarise } from './summary-data'

const b = (id: string, eventId: string, day: string, viewership: number): MapBroadcast => ({
  id,
  countyId: id,
  county: id,
  region: 'XX',
  viewership,
  eventId,
  title: `Event ${eventId}`,
  start: `${day}T23:00:00Z`,
  startLocal: `${day}T18:00:00`,
  timezone: 'America/New_York',
  status: 'scheduled',
})

describe('summarise', () => {
  it('totals viewership, finds the top broadcast, sums per local day and per event', () => {
    const s = summarise([
      b('1', 'a', '2026-06-02', 100),
      b('2', 'a', '2026-06-02', 300),
      b('3', 'b', '2026-06-01', 250),
    ])
    expect(s.totalViewership).toBe(650)
    expect(s.top?.id).toBe('2')
    expect(s.byDay).toEqual([
      { day: '2026-06-01', value: 250 },
      { day: '2026-06-02', value: 400 },
    ])
    expect(s.topEvents).toEqual([
      { eventId: 'a', title: 'Event a', value: 400, counties: 2 },
      { eventId: 'b', title: 'Event b', value: 250, counties: 1 },
    ])
  })

  it('is empty for nothing', () => {
    expect(summarise([])).toEqual({ totalViewership: 0, top: undefined, byDay: [], topEvents: [] })
  })
})
