import { describe, expect, it } from 'vitest'
import fc from 'fast-check'

import { WITHIN_RE } from '../../contract/query/geo'
import { RADIUS_UNITS, toMeters } from '../../contract/enums'
import { formatWithin, fromMeters, parseWithin, roundRadius } from './within'

describe('formatWithin', () => {
  it('writes whole numbers for m and ft', () => {
    expect(formatWithin({ radius: 1500.4, unit: 'm', lat: 40.7128, lon: -74.006 })).toBe(
      '1500m@40.7128,-74.006',
    )
    expect(formatWithin({ radius: 820.6, unit: 'ft', lat: 1, lon: 2 })).toBe('821ft@1,2')
  })

  it('writes km and mi with at most two decimals and no trailing zeros', () => {
    expect(formatWithin({ radius: 2.5, unit: 'km', lat: 51.5, lon: -0.12 })).toBe(
      '2.5km@51.5,-0.12',
    )
    expect(formatWithin({ radius: 10, unit: 'mi', lat: 0, lon: 0 })).toBe('10mi@0,0')
    expect(formatWithin({ radius: 3.14159, unit: 'km', lat: 0, lon: 0 })).toBe('3.14km@0,0')
  })

  it('falls back to m or ft when a km or mi radius would start with a zero', () => {
    expect(formatWithin({ radius: 0.45, unit: 'km', lat: 10, lon: 20 })).toBe('450m@10,20')
    expect(formatWithin({ radius: 0.5, unit: 'mi', lat: 10, lon: 20 })).toBe('2640ft@10,20')
  })

  it('keeps five decimals of latitude and longitude', () => {
    expect(formatWithin({ radius: 1, unit: 'km', lat: 12.3456789, lon: -98.7654321 })).toBe(
      '1km@12.34568,-98.76543',
    )
  })

  it('wraps longitudes from a map panned across the antimeridian', () => {
    expect(formatWithin({ radius: 5, unit: 'km', lat: -17.7, lon: 181.5 })).toBe('5km@-17.7,-178.5')
    expect(formatWithin({ radius: 5, unit: 'km', lat: 64, lon: -190 })).toBe('5km@64,170')
  })

  it('never writes a negative zero', () => {
    expect(formatWithin({ radius: 1, unit: 'km', lat: -0.000001, lon: -0 })).toBe('1km@0,0')
  })

  it('always produces text the contract accepts, and reads it back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 50_000, noNaN: true }),
        fc.constantFrom(...RADIUS_UNITS),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -540, max: 540, noNaN: true }),
        (radius, unit, lat, lon) => {
          const text = formatWithin({ radius, unit, lat, lon })
          expect(text).toMatch(WITHIN_RE)
          const back = parseWithin(text)
          expect(back).toBeDefined()
          if (!back) return
          // The circle read back is the one drawn, up to the rounding of the written form.
          const drawnMeters = toMeters(radius, unit)
          const tolerance = Math.max(1, drawnMeters * 0.01)
          expect(Math.abs(toMeters(back.radius, back.unit) - drawnMeters)).toBeLessThanOrEqual(
            tolerance,
          )
          expect(Math.abs(back.lat - lat)).toBeLessThanOrEqual(0.000005)
        },
      ),
    )
  })
})

describe('parseWithin', () => {
  it('reads a valid value', () => {
    expect(parseWithin('12.5mi@37.7749,-122.4194')).toEqual({
      radius: 12.5,
      unit: 'mi',
      lat: 37.7749,
      lon: -122.4194,
    })
  })

  it('rejects values outside the grammar', () => {
    for (const text of [
      '1.5m@1,2',
      '0.5km@1,2',
      '5km@91,0',
      '5km@0,181',
      '5km',
      'km@1,2',
      '5yd@1,2',
    ]) {
      expect(parseWithin(text), text).toBeUndefined()
    }
  })
})

describe('radius rounding', () => {
  it('rounds whole units to at least 1 and decimal units to hundredths', () => {
    expect(roundRadius(0.2, 'm')).toBe(1)
    expect(roundRadius(12.345, 'km')).toBe(12.35)
    expect(fromMeters(1609.344, 'mi')).toBe(1)
    expect(fromMeters(1000, 'ft')).toBe(3281)
  })
})
