// GET /v1/demand-surge/ against the features endpoint: the surge days are the days whose summed
// attendance features exceed the window mean by 1, 2, 3 or 4 standard deviations.
import { beforeAll, describe, expect, it } from 'vitest'

import {
  ATTENDANCE_FEATURES,
  SURGE_INTENSITIES,
  SURGE_INTENSITY_SIGMAS,
} from '../../contract/enums'
import { queryValidationErrorBody } from '../../contract/errors'
import { demandSurgeResponse } from '../../contract/demand-surge'
import { featuresResponse } from '../../contract/features-response'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import { TEST_NOW } from '../../testing/service/test-service'
import { surgeDays } from './demand-surge'
import { DAY_MS } from '../../utils/time'

let t: TestService
const day = (offset: number): string =>
  new Date(TEST_NOW + offset * DAY_MS).toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestService()
}, 240_000)

/** Daily totals of every attendance feature, through the features endpoint. */
async function featureTotals(location: unknown): Promise<{ date: string; total: number }[]> {
  const body = {
    active: { gte: day(0), lte: day(89) },
    location,
    ...Object.fromEntries(ATTENDANCE_FEATURES.map((k) => [k, true])),
  }
  const reply = await call(t, '/v1/features', { body })
  expect(reply.status).toBe(200)
  return featuresResponse.parse(reply.body).results.map((r) => ({
    date: r.date,
    total: ATTENDANCE_FEATURES.reduce((s, k) => s + (r[k]?.stats.sum ?? 0), 0),
  }))
}

function expectedSurges(days: { date: string; total: number }[], sigmas: number) {
  const values = days.map((d) => d.total)
  const mean = values.reduce((s, v) => s + v, 0) / values.length
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length)
  return days.filter((d) => sd > 0 && d.total > mean + sigmas * sd)
}

describe('demand surge', () => {
  it.each([
    ['place', 'location.place_id=5128581', { place_id: ['5128581'] }],
    [
      'radius',
      'location.origin=40.7128,-74.006&location.radius=50km',
      { geo: { lat: 40.7128, lon: -74.006, radius: '50km' } },
    ],
  ])('finds the surge days of the features data (by %s)', async (_by, params, location) => {
    const totals = await featureTotals(location)
    let found = 0
    for (const intensity of SURGE_INTENSITIES) {
      const reply = await call(
        t,
        `/v1/demand-surge/?date_from=${day(0)}&date_to=${day(89)}&min_surge_intensity=${intensity}&${params}`,
      )
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      const surge = demandSurgeResponse.parse(reply.body)
      const expected = expectedSurges(totals, SURGE_INTENSITY_SIGMAS[intensity])
      expect(surge.count).toBe(surge.surge_dates.length)
      expect(surge.surge_dates.map((d) => d.date)).toEqual(expected.map((d) => d.date))
      surge.surge_dates.forEach((d, i) => {
        expect(d.svc_attendance_sum).toBeCloseTo(expected[i]?.total ?? Number.NaN, 6)
      })
      found += surge.count
    }
    expect(found).toBeGreaterThan(0)
  })

  it('has no surge in a flat series and flags only values above the threshold', () => {
    expect(surgeDays([5, 5, 5, 5], 1)).toEqual([])
    // Nine zeros and a 10: mean 1, standard deviation 3.
    const spike = [...new Array<number>(9).fill(0), 10]
    expect(surgeDays(spike, 1)).toEqual([9])
    expect(surgeDays(spike, 2)).toEqual([9])
    // 10 is exactly mean + 3 sd: it does not exceed it.
    expect(surgeDays(spike, 3)).toEqual([])
    expect(surgeDays(spike, 4)).toEqual([])
    expect(surgeDays([], 1)).toEqual([])
  })

  it.each([
    ['date_from=2026-06-01&min_surge_intensity=s&location.place_id=5128581', 'date_to'],
    [
      'date_from=2026-06-01&date_to=2026-12-01&min_surge_intensity=s&location.place_id=5128581',
      'date_to',
    ],
    [
      'date_from=2026-06-01&date_to=2026-07-01&min_surge_intensity=xxl&location.place_id=5128581',
      'min_surge_intensity',
    ],
    ['date_from=2026-06-01&date_to=2026-07-01&min_surge_intensity=s', 'location.place_id'],
    [
      'date_from=2026-06-01&date_to=2026-07-01&min_surge_intensity=s&location.place_id=nowhere',
      'location.place_id',
    ],
    [
      'date_from=2026-06-01&date_to=2026-07-01&min_surge_intensity=s&location.origin=40,-74',
      'location.radius',
    ],
  ])('answers 400 for %s', async (query, field) => {
    const reply = await call(t, `/v1/demand-surge/?${query}`)
    expect(reply.status).toBe(400)
    expect(queryValidationErrorBody.parse(reply.body).error.map((e) => e.field)).toContain(field)
  })
})
