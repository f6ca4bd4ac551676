import { describe, expect, it } from 'vitest'

import { areaKm2, compareRows, compareView } from './compare-series'

const day = (date: string, sum: number) => ({
  date,
  svc_attendance_concerts: { stats: { count: 1, sum } },
})

describe('compareRows', () => {
  it('puts every location on one row per date, in date order', () => {
    expect(
      compareRows([
        { id: 'a', days: [day('2026-01-02', 5), day('2026-01-01', 3)] },
        { id: 'b', days: [day('2026-01-01', 7)] },
      ]),
    ).toEqual([
      { date: '2026-01-01', a: 3, b: 7 },
      { date: '2026-01-02', a: 5 },
    ])
  })
})

describe('areaKm2', () => {
  it('knows the area of a radius circle and none for a location made of places', () => {
    const circle = {
      geojson: {
        type: 'Feature' as const,
        properties: { radius: 3, radius_unit: 'km' as const },
        geometry: { type: 'Point' as const, coordinates: [-73.985, 40.758] as [number, number] },
      },
    }
    expect(areaKm2(circle)).toBeCloseTo(28.274, 3)
    const miles = {
      geojson: { ...circle.geojson, properties: { radius: 1, radius_unit: 'mi' as const } },
    }
    // A mile is 1.609344 km: π·1.609344² km².
    expect(areaKm2(miles)).toBeCloseTo(8.137, 3)
    expect(areaKm2({})).toBeUndefined()
  })
})

describe('compareView', () => {
  const rows = compareRows([
    {
      id: 'city',
      days: Array.from({ length: 10 }, (_, i) =>
        day(`2026-01-${String(i + 1).padStart(2, '0')}`, 1000 + 100 * i),
      ),
    },
    {
      id: 'circle',
      days: Array.from({ length: 10 }, (_, i) =>
        day(`2026-01-${String(i + 1).padStart(2, '0')}`, i < 7 ? 50 : 100),
      ),
    },
  ])
  const areas = new Map([
    ['city', undefined],
    ['circle', 25],
  ])

  it('shows the figures as they are', () => {
    const view = compareView(rows, ['city', 'circle'], 'absolute', areas)
    expect(view.rows).toEqual(rows)
    expect(view.left.size).toBe(0)
  })

  it('divides by the area, and leaves off a location whose area is not known', () => {
    const view = compareView(rows, ['city', 'circle'], 'area', areas)
    expect(view.rows[0]).toEqual({ date: '2026-01-01', circle: 2 })
    expect(view.rows[9]).toEqual({ date: '2026-01-10', circle: 4 })
    expect(view.left).toEqual(new Map([['city', 'no-area']]))
  })

  it('indexes each location to the mean of its first week', () => {
    const view = compareView(rows, ['city', 'circle'], 'indexed', areas)
    // The city's first week: 1000 … 1600, mean 1300.
    expect(view.rows[0]?.city).toBeCloseTo((1000 / 1300) * 100, 6)
    expect(view.rows[9]?.city).toBeCloseTo((1900 / 1300) * 100, 6)
    expect(view.rows[6]?.circle).toBe(100)
    expect(view.rows[7]?.circle).toBe(200)
    expect(view.left.size).toBe(0)
  })

  it('leaves off a location with nothing in its first week, which no index can start from', () => {
    const quiet = compareRows([{ id: 'q', days: [day('2026-01-01', 0), day('2026-01-08', 40)] }])
    const view = compareView(quiet, ['q'], 'indexed', new Map())
    expect(view.left).toEqual(new Map([['q', 'no-first-week']]))
    expect(view.rows).toEqual([{ date: '2026-01-01' }, { date: '2026-01-08' }])
    // A location whose series is not there (still loading, refused) is not blamed on its data.
    expect(compareView(quiet, ['q', 'gone'], 'indexed', new Map()).left).toEqual(
      new Map([['q', 'no-first-week']]),
    )
  })
})
