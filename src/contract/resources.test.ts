// Resource schemas accept what docs/api.md "Resources and their fields" describes and refuse what
// it rules out.
import { describe, expect, it } from 'vitest'

import { broadcastSchema } from './broadcast'
import { eventsCountResponse } from './event'
import { featuresDay } from './features-response'
import { placeSchema } from './place'
import { suggestedRadiusResponse } from './suggested-radius'

const base = {
  broadcast_id: 'b1',
  updated: '2024-05-01T10:00:00Z',
  first_seen: '2024-04-01T10:00:00Z',
}
const levels = { '1': 0, '2': 1, '3': 0, '4': 0, '5': 2 }

describe('resource schemas', () => {
  it('discriminates broadcasts on record_status', () => {
    expect(
      broadcastSchema.parse({ ...base, record_status: 'active', svc_viewership: 1200 })
        .record_status,
    ).toBe('active')
    expect(broadcastSchema.safeParse({ ...base, record_status: 'deleted' }).success).toBe(true)
    expect(
      broadcastSchema.safeParse({ ...base, record_status: 'duplicate', duplicate_of_id: 'b0' })
        .success,
    ).toBe(true)
    // A duplicate must name its original; a deleted record carries nothing else.
    expect(broadcastSchema.safeParse({ ...base, record_status: 'duplicate' }).success).toBe(false)
    expect(
      broadcastSchema.safeParse({ ...base, record_status: 'deleted', duplicate_of_id: 'b0' })
        .success,
    ).toBe(false)
    expect(broadcastSchema.safeParse({ ...base, record_status: 'archived' }).success).toBe(false)
  })

  it('keeps broadcast geopoints strictly inside the bounds', () => {
    const located = (lon: number) => ({
      ...base,
      record_status: 'active',
      location: { geopoint: { lon, lat: 0 }, place_hierarchies: [], places: [], country: 'US' },
    })
    expect(broadcastSchema.safeParse(located(179.9)).success).toBe(true)
    expect(broadcastSchema.safeParse(located(180)).success).toBe(false)
  })

  it('types place centroids as [lon, lat] and place types from the contract', () => {
    const place = {
      id: '1',
      type: 'locality',
      name: 'Paris',
      county: null,
      region: 'IDF',
      country: 'France',
      country_alpha2: 'FR',
      country_alpha3: 'FRA',
      location: [2.35, 48.85],
    }
    expect(placeSchema.safeParse(place).success).toBe(true)
    expect(placeSchema.safeParse({ ...place, type: 'city' }).success).toBe(false)
    expect(placeSchema.safeParse({ ...place, location: [2.35, 98] }).success).toBe(false)
  })

  it('requires rank histograms keyed 1 to 5', () => {
    const count = {
      count: 3,
      top_rank: 90,
      top_local_rank: null,
      top_aviation_rank: null,
      rank_levels: levels,
      local_rank_levels: levels,
      aviation_rank_levels: levels,
      categories: { sports: 3 },
      labels: {},
    }
    expect(eventsCountResponse.safeParse(count).success).toBe(true)
    expect(eventsCountResponse.safeParse({ ...count, rank_levels: { '1': 3 } }).success).toBe(false)
  })

  it('holds stats or rank levels per feature key', () => {
    expect(
      featuresDay.safeParse({
        date: '2025-01-01',
        svc_attendance_sports: { stats: { count: 0, sum: 0, std_dev: null } },
        svc_rank_politics: { rank_levels: levels },
      }).success,
    ).toBe(true)
    expect(
      featuresDay.safeParse({ date: '2025-01-01', svc_rank_politics: { stats: { count: 1 } } })
        .success,
    ).toBe(false)
  })

  it('gives suggested radius locations as strings', () => {
    expect(
      suggestedRadiusResponse.safeParse({
        radius: 1.25,
        radius_unit: 'km',
        location: { lat: '40.7', lon: '-74' },
      }).success,
    ).toBe(true)
    expect(
      suggestedRadiusResponse.safeParse({
        radius: 1.25,
        radius_unit: 'km',
        location: { lat: 40.7, lon: -74 },
      }).success,
    ).toBe(false)
  })
})
