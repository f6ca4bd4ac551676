import { describe, expect, it } from 'vitest'

import type { Broadcast } from '../../../contract/broadcast'
import {
  binEdges,
  binOf,
  countyBins,
  niceFloor,
  toMapBroadcast,
  viewershipByCounty,
} from './county-viewership'
import type { MapBroadcast } from './county-viewership'

const row = (id: string, countyId: string, viewership: number): MapBroadcast => ({
  id,
  countyId,
  county: countyId,
  region: 'XX',
  viewership,
  eventId: 'e',
  title: 't',
  start: '2026-06-01T00:00:00Z',
  startLocal: '2026-06-01T00:00:00',
  timezone: 'UTC',
  status: 'scheduled',
})

describe('viewershipByCounty', () => {
  it('sums viewership and counts broadcasts per county', () => {
    const totals = viewershipByCounty([row('1', 'a', 10), row('2', 'a', 5), row('3', 'b', 7)])
    expect(totals.get('a')).toEqual({ viewership: 15, broadcasts: 2 })
    expect(totals.get('b')).toEqual({ viewership: 7, broadcasts: 1 })
  })
})

describe('toMapBroadcast', () => {
  const active: Broadcast = {
    broadcast_id: 'b1',
    updated: '2026-06-01T00:00:00Z',
    first_seen: '2026-06-01T00:00:00Z',
    record_status: 'active',
    broadcast_status: 'scheduled',
    svc_viewership: 1200,
    location: {
      geopoint: { lon: -86, lat: 32 },
      place_hierarchies: [['6295630', '6252001', '85100001', '85201001']],
      places: [
        {
          place_id: '85201001',
          type: 'county',
          name: 'Autauga County',
          county: 'Autauga County',
          region: 'Alabama',
          country: 'US',
        },
      ],
      country: 'US',
    },
  }
  it('reads the county from the end of the hierarchy', () => {
    expect(toMapBroadcast(active)).toMatchObject({
      countyId: '85201001',
      county: 'Autauga County',
      region: 'Alabama',
      viewership: 1200,
    })
  })
  it('leaves deleted and duplicate records off the map', () => {
    const base = { broadcast_id: 'x', updated: active.updated, first_seen: active.first_seen }
    expect(toMapBroadcast({ ...base, record_status: 'deleted' })).toBeUndefined()
    expect(
      toMapBroadcast({ ...base, record_status: 'duplicate', duplicate_of_id: 'b1' }),
    ).toBeUndefined()
  })
})

describe('binning', () => {
  it('rounds edges to two significant digits', () => {
    expect(niceFloor(12_347)).toBe(12_000)
    expect(niceFloor(987)).toBe(980)
    expect(niceFloor(7)).toBe(7)
    expect(niceFloor(0)).toBe(0)
  })

  it('cuts skewed totals at quantiles, so every colour is used', () => {
    const values = [1, 2, 3, 4, 5, 100, 200, 300, 5_000, 90_000]
    const edges = binEdges(values, 5)
    expect(edges).toEqual([3, 5, 200, 5_000])
    expect(values.map((v) => binOf(v, edges))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
  })

  it('gives no edges for no data, and fewer when values repeat', () => {
    expect(binEdges([], 5)).toEqual([])
    expect(binEdges([10, 10, 10, 10], 5)).toEqual([])
    expect(binOf(10, [])).toBe(0)
  })

  it('bins every county', () => {
    const totals = viewershipByCounty([row('1', 'a', 10), row('2', 'b', 1_000)])
    expect([...countyBins(totals, [100])]).toEqual([
      ['a', 0],
      ['b', 1],
    ])
  })
})
