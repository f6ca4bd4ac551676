// The parsed structures the service receives: defaults, conversions and discriminated forms.
import { describe, expect, it } from 'vitest'

import { routes } from '../routes'
import type { OperationId, QueryOutput } from '../routes'
import { parseQuery } from './parse'
import { DAY_MS } from '../../utils/time'

function parsed<Op extends OperationId>(op: Op, query: string): QueryOutput<Op> {
  const route = routes[op]
  if (!('query' in route)) throw new Error(`${op} takes no query`)
  const result = parseQuery(route.query, new URLSearchParams(query))
  if (!result.ok) throw new Error(JSON.stringify(result.body))
  return result.value as QueryOutput<Op>
}

describe('parsed queries', () => {
  it('applies the events defaults', () => {
    expect(parsed('searchEvents', '')).toMatchObject({
      state: ['active'],
      limit: 10,
      offset: 0,
      brand_unsafe_exclude: false,
      sort: [
        { field: 'relevance', descending: false },
        { field: 'start', descending: true },
      ],
    })
  })

  it('converts within to meters and origins to numbers', () => {
    expect(parsed('searchEvents', 'within=2mi@40.5,-73.25').within).toEqual({
      radius: 2,
      unit: 'mi',
      radiusMeters: 3218.688,
      lat: 40.5,
      lon: -73.25,
    })
    expect(parsed('searchBroadcasts', 'location.origin=40.5, -73.25').origin).toEqual({
      lat: 40.5,
      lon: -73.25,
    })
  })

  it('collects numeric ranges and rank levels', () => {
    const q = parsed('searchEvents', 'rank.gte=40&rank.lt=80.5&rank_level=2,4')
    expect(q.rank).toEqual({ gte: 40, lt: 80.5 })
    expect(q.rank_level).toEqual([2, 4])
    expect(q.local_rank).toBeUndefined()
  })

  it('resolves fuzzy parameters with their defaults', () => {
    const q = parsed(
      'searchEvents',
      'location_around.origin=1,2&location_around.offset=1km&start_around.origin=2024-01-02',
    )
    expect(q.location_around).toEqual({
      lat: 1,
      lon: 2,
      offsetMeters: 1000,
      scaleMeters: 10_000,
      decay: 0.5,
    })
    expect(q.start_around).toEqual({
      originMs: Date.parse('2024-01-02T00:00:00Z'),
      offsetMs: 0,
      scaleMs: DAY_MS,
      decay: 0.5,
    })
  })

  it('gives the broadcasts defaults', () => {
    expect(parsed('searchBroadcasts', '')).toMatchObject({
      record_status: ['active'],
      sort: [{ field: 'start', descending: false }],
      limit: 10,
      offset: 0,
    })
  })

  it('distinguishes the two hierarchy forms', () => {
    expect(parsed('placeHierarchies', 'location.origin=1,2')).toEqual({
      by: 'origin',
      origin: { lat: 1, lon: 2 },
      country: undefined,
      level: 'locality',
    })
    expect(parsed('placeHierarchies', 'location.place_id=a,b')).toEqual({
      by: 'ids',
      place_ids: ['a', 'b'],
    })
  })

  it('distinguishes the demand surge locations', () => {
    const base = 'date_from=2024-01-01&date_to=2024-01-31&min_surge_intensity=l'
    expect(parsed('demandSurge', `${base}&location.place_id=5`).location).toEqual({
      by: 'place',
      place_ids: ['5'],
    })
    expect(
      parsed('demandSurge', `${base}&location.origin=1,2&location.radius=1.5km`).location,
    ).toEqual({
      by: 'radius',
      origin: { lat: 1, lon: 2 },
      radiusMeters: 1500,
    })
  })

  it('defaults the suggested radius unit and industry', () => {
    expect(parsed('suggestedRadius', 'location.origin=1,2')).toEqual({
      origin: { lat: 1, lon: 2 },
      radius_unit: 'm',
      industry: 'other',
    })
  })

  it('upper-cases country codes and keeps place type synonyms', () => {
    expect(parsed('searchPlaces', 'country=fr,de&type=local')).toMatchObject({
      country: ['FR', 'DE'],
      type: ['local'],
      limit: 10,
    })
  })
})
