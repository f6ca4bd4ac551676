import { describe, expect, it } from 'vitest'

import type { FeaturesDay } from '../../contract/features-response'
import { analyticsCsv } from './analytics-csv'
import { chartRows } from './charts/chart-rows'
import type { Chunked } from './api/use-chunked'

const chunked = <D extends { date: string }>(
  spans: { gte: string; lte: string; days: D[] | undefined }[],
): Chunked<D> => {
  const chunks = spans.map(({ gte, lte, days }) => ({
    span: { gte, lte },
    days,
    pending: false,
    error: null,
    retry: () => undefined,
  }))
  return { chunks, done: chunks.length, total: chunks.length, failed: [] }
}

describe('analyticsCsv', () => {
  it('writes one row per day and leaves holes empty', () => {
    const demand = chunked<FeaturesDay>([
      {
        gte: '2026-01-01',
        lte: '2026-01-01',
        days: [{ date: '2026-01-01', svc_attendance_concerts: { stats: { count: 1, sum: 500 } } }],
      },
      { gte: '2026-01-02', lte: '2026-01-02', days: undefined },
    ])
    const rows = chartRows({
      period: { gte: '2026-01-01', lte: '2026-01-02' },
      demand,
      totals: demand,
      surge: chunked([
        { gte: '2026-01-01', lte: '2026-01-02', days: [{ date: '2026-01-01', total: 500 }] },
      ]),
      viewership: chunked<FeaturesDay>([{ gte: '2026-01-01', lte: '2026-01-02', days: undefined }]),
      stat: 'sum',
      intensity: 'm',
      rankFeature: 'all',
    })
    const lines = analyticsCsv(rows, 'sum').trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^date,Community attendance \(sum\),Concerts attendance \(sum\)/)
    expect(lines[1]).toMatch(/^2026-01-01,0,500,/)
    expect(lines[1]).toContain(',yes,')
    expect(lines[2]).toMatch(/^2026-01-02,,,/)
  })
})
