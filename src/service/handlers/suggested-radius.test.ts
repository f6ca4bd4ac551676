// GET /v1/suggested-radius/ (docs/api.md "Suggested radius"): industry bounds, density, units,
// rounding.
import { beforeAll, describe, expect, it } from 'vitest'

import { INDUSTRIES, METERS_PER_UNIT, RADIUS_UNITS } from '../../contract/enums'
import { queryValidationErrorBody } from '../../contract/errors'
import { suggestedRadiusResponse } from '../../contract/suggested-radius'
import type { SuggestedRadiusResponse } from '../../contract/suggested-radius'
import type { TestService } from '../../testing/service/test-service'
import { call } from '../../testing/service/request'
import { createTestService } from '../../testing/service/test-service'
import { INDUSTRY_PROFILES, roundedRadius } from './suggested-radius'
import { DAY_MS } from '../../utils/time'

let t: TestService
let dense = ''
const MANHATTAN = '40.758,-73.9855'
const NEVADA_DESERT = '38.5,-116.5'

beforeAll(async () => {
  t = await createTestService()
  // The venue of the best-attended event of the next 90 days: a dense spot by construction.
  const events = t.deps.dataset.events
  let best = -1
  for (let r = 0; r < events.size; r++) {
    const start = events.start[r] ?? 0
    const a = events.attendance[r] ?? 0
    const inWindow = start >= t.deps.dataset.now && start < t.deps.dataset.now + 80 * DAY_MS
    if (
      inWindow &&
      (events.venue[r] ?? -1) >= 0 &&
      a < 0xffffffff &&
      (best < 0 || a > (events.attendance[best] ?? 0))
    )
      best = r
  }
  dense = `${events.lat[best] ?? 0},${events.lon[best] ?? 0}`
}, 240_000)

async function radius(query: string): Promise<SuggestedRadiusResponse> {
  const reply = await call(t, `/v1/suggested-radius/?${query}`)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return suggestedRadiusResponse.parse(reply.body)
}

describe('suggested radius', () => {
  it('defaults to metres and industry other, echoing the location as strings', async () => {
    const r = await radius(`location.origin=${MANHATTAN}`)
    expect(r.radius_unit).toBe('m')
    expect(r.location).toEqual({ lat: '40.758', lon: '-73.9855' })
    expect(r).toEqual(await radius(`location.origin=${MANHATTAN}&industry=other&radius_unit=m`))
  })

  it('is deterministic, within the industry bounds, and smaller where events are dense', async () => {
    for (const industry of INDUSTRIES) {
      const { minM, maxM } = INDUSTRY_PROFILES[industry]
      const city = await radius(`location.origin=${dense}&industry=${industry}`)
      expect(await radius(`location.origin=${dense}&industry=${industry}`)).toEqual(city)
      const desert = await radius(`location.origin=${NEVADA_DESERT}&industry=${industry}`)
      for (const r of [city, desert]) {
        expect(r.radius).toBeGreaterThanOrEqual(minM)
        expect(r.radius).toBeLessThanOrEqual(maxM)
      }
      expect(desert.radius).toBe(maxM)
      expect(city.radius).toBeLessThan(desert.radius)
    }
    const parking = await radius(`location.origin=${dense}&industry=parking`)
    const accommodation = await radius(`location.origin=${dense}&industry=accommodation`)
    expect(parking.radius).toBeLessThan(accommodation.radius)
  })

  it('converts to the requested unit, rounded to 2 decimals', async () => {
    const metres = (await radius(`location.origin=${MANHATTAN}&industry=retail`)).radius
    for (const unit of RADIUS_UNITS) {
      const r = await radius(`location.origin=${MANHATTAN}&industry=retail&radius_unit=${unit}`)
      expect(r.radius_unit).toBe(unit)
      expect(Number(r.radius.toFixed(2))).toBe(r.radius)
      expect(Math.abs(r.radius * METERS_PER_UNIT[unit] - metres)).toBeLessThanOrEqual(
        0.005 * METERS_PER_UNIT[unit] + 0.005,
      )
    }
    expect(roundedRadius(1234.5678, 'km')).toBe(1.23)
    expect(roundedRadius(1609.344 * 2.345, 'mi')).toBe(2.35)
    expect(roundedRadius(1000, 'ft')).toBe(3280.84)
  })

  it.each([
    ['', 'location.origin'],
    ['location.origin=91,0', 'location.origin'],
    [`location.origin=${MANHATTAN}&radius_unit=yd`, 'radius_unit'],
    [`location.origin=${MANHATTAN}&industry=mining`, 'industry'],
  ])('answers 400 for "%s"', async (query, field) => {
    const reply = await call(t, `/v1/suggested-radius/?${query}`)
    expect(reply.status).toBe(400)
    expect(queryValidationErrorBody.parse(reply.body).error.map((e) => e.field)).toContain(field)
  })
})
