// Date-only semantics of date ranges (docs/api.md "Query parameter types"), evaluated in `tz`.
import { describe, expect, it } from 'vitest'

import { routes } from '../routes'
import { parseQuery } from './parse'

const utc = (iso: string) => Date.parse(iso)

function startRange(query: string) {
  const result = parseQuery(routes.searchEvents.query, new URLSearchParams(query))
  if (!result.ok) throw new Error(JSON.stringify(result.body))
  const range = result.value.start
  if (!range) throw new Error('no start range')
  return range
}

describe('date ranges', () => {
  it.each([
    ['start.gt=2024-05-01', utc('2024-05-02T00:00:00Z'), undefined],
    ['start.gte=2024-05-01', utc('2024-05-01T00:00:00Z'), undefined],
    ['start.lt=2024-05-01', undefined, utc('2024-05-01T00:00:00Z')],
    ['start.lte=2024-05-01', undefined, utc('2024-05-02T00:00:00Z')],
    ['start.gt=2024-05-01T10:00:00', utc('2024-05-01T10:00:00.001Z'), undefined],
    ['start.lte=2024-05-01T10:00:00', undefined, utc('2024-05-01T10:00:00.001Z')],
    ['start.gte=2024-05-01T10:00:00Z&start.tz=Asia/Tokyo', utc('2024-05-01T10:00:00Z'), undefined],
    ['start.gte=2024-05-01T10:00:00%2B02:00', utc('2024-05-01T08:00:00Z'), undefined],
    // Tokyo is UTC+9: its day 2024-05-01 runs from 2024-04-30T15:00Z.
    [
      'start.gte=2024-05-01&start.lte=2024-05-01&start.tz=Asia/Tokyo',
      utc('2024-04-30T15:00:00Z'),
      utc('2024-05-01T15:00:00Z'),
    ],
    // New York springs forward on 2024-03-10: that day is 23 hours long.
    [
      'start.gte=2024-03-10&start.lte=2024-03-10&start.tz=America/New_York',
      utc('2024-03-10T05:00:00Z'),
      utc('2024-03-11T04:00:00Z'),
    ],
    // With both gt and gte, the stricter bound wins.
    ['start.gt=2024-05-01&start.gte=2024-04-01', utc('2024-05-02T00:00:00Z'), undefined],
  ])('%s resolves to [%s, %s)', (query, fromMs, toMs) => {
    const range = startRange(query)
    expect(range.fromMs).toBe(fromMs)
    expect(range.toMs).toBe(toMs)
  })

  it('keeps the raw parts and the time zone, UTC by default', () => {
    expect(startRange('start.gte=2024-05-01')).toMatchObject({ gte: '2024-05-01', tz: 'UTC' })
    expect(startRange('start.lt=2024-05-01&start.tz=Europe/Paris')).toMatchObject({
      lt: '2024-05-01',
      tz: 'Europe/Paris',
    })
  })
})
