import { describe, expect, it } from 'vitest'

import type { CalendarDay } from '../../../contract/event'
import { calendarCsv } from './calendar-csv'

const levels = (four: number, five: number) => ({ '1': 0, '2': 0, '3': 0, '4': four, '5': five })

const day: CalendarDay = {
  date: '2026-03-10',
  count: 4,
  top_rank: 88,
  top_local_rank: 70,
  top_aviation_rank: null,
  rank_levels: levels(1, 2),
  local_rank_levels: levels(0, 0),
  aviation_rank_levels: levels(0, 0),
  categories: { sports: 1, '=cmd': 3 },
  labels: {},
}

describe('calendarCsv', () => {
  it('writes one row per day, empty days included, formula-safe', () => {
    const csv = calendarCsv(
      [
        { date: '2026-03-09', day: undefined, value: 0 },
        { date: '2026-03-10', day, value: 4 },
      ],
      'metric_count',
    )
    expect(csv.split('\r\n')).toEqual([
      'date,weekday,events,rank_level_4_5_events,top_rank,top_local_rank,metric_count,top_categories',
      '2026-03-09,Mon,0,0,,,0,',
      "2026-03-10,Tue,4,3,88,70,4,'=cmd 3; sports 1",
      '',
    ])
  })
})
