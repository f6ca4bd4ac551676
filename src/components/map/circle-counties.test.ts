import { describe, expect, it } from 'vitest'

import { countiesTouchingCircle } from './circle-counties'
import type { CountyShape } from './county-shapes'
import { parseUsShapes } from './county-shapes'

/** A 1°×1° square county with its south-west corner at (lon, lat). */
function square(id: string, lon: number, lat: number): CountyShape {
  const ring: [number, number][] = [
    [lon, lat],
    [lon + 1, lat],
    [lon + 1, lat + 1],
    [lon, lat + 1],
    [lon, lat],
  ]
  return { id, name: id, state: 'XX', bbox: [lon, lat, lon + 1, lat + 1], rings: [ring] }
}

// A 3×1 row of counties along the equator: 1° of longitude is about 111 km there.
const ROW = [square('a', 0, 0), square('b', 1, 0), square('c', 2, 0)]

describe('countiesTouchingCircle', () => {
  it('takes the county that contains the centre even when the circle is tiny', () => {
    expect(countiesTouchingCircle(ROW, { lon: 1.5, lat: 0.5 }, 100)).toEqual(['b'])
  })

  it('takes neighbours whose outline reaches inside the circle', () => {
    // The side edges of b are 55.6 km from its middle.
    expect(countiesTouchingCircle(ROW, { lon: 1.5, lat: 0.5 }, 60_000)).toEqual(['a', 'b', 'c'])
    expect(countiesTouchingCircle(ROW, { lon: 1.5, lat: 0.5 }, 50_000)).toEqual(['b'])
  })

  it('takes a county the circle only grazes at a corner', () => {
    // Just north of the row: b's top edge is ~11.1 km away, a's corner (1, 1) ~15.7 km.
    expect(countiesTouchingCircle(ROW, { lon: 1.1, lat: 1.1 }, 16_000)).toEqual(['a', 'b'])
    expect(countiesTouchingCircle(ROW, { lon: 1.1, lat: 1.1 }, 12_000)).toEqual(['b'])
    expect(countiesTouchingCircle(ROW, { lon: 1.1, lat: 1.1 }, 10_000)).toEqual([])
  })

  it('takes nothing over open water', () => {
    expect(countiesTouchingCircle(ROW, { lon: 10, lat: 10 }, 50_000)).toEqual([])
  })

  it('leaves out a hole the centre falls in when the outline is out of reach', () => {
    const outer: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ]
    const hole: [number, number][] = [
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 3],
      [1, 1],
    ]
    const ring: CountyShape = {
      id: 'r',
      name: 'r',
      state: 'XX',
      bbox: [0, 0, 4, 4],
      rings: [outer, hole],
    }
    expect(countiesTouchingCircle([ring], { lon: 2, lat: 2 }, 1_000)).toEqual([])
    expect(countiesTouchingCircle([ring], { lon: 2, lat: 2 }, 600_000)).toEqual(['r'])
  })
})

describe('parseUsShapes', () => {
  it('reads ids, names, states and rings of polygons and multipolygons', () => {
    const shapes = parseUsShapes(
      {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            id: 85201001,
            properties: { placeId: '85201001', name: 'Autauga County', state: 'AL' },
            geometry: {
              type: 'MultiPolygon',
              coordinates: [
                [
                  [
                    [0, 0],
                    [1, 0],
                    [1, 1],
                    [0, 0],
                  ],
                ],
              ],
            },
          },
          { type: 'Feature', properties: {}, geometry: null },
        ],
      },
      {
        type: 'FeatureCollection',
        features: [
          { id: 85100001, properties: { placeId: '85100001', name: 'Alabama', abbr: 'AL' } },
        ],
      },
    )
    expect(shapes.counties).toHaveLength(1)
    expect(shapes.counties[0]).toMatchObject({ id: '85201001', state: 'AL', bbox: [0, 0, 1, 1] })
    expect(shapes.statesByAbbr.get('AL')?.id).toBe('85100001')
    expect(shapes.statesById.get('85100001')?.name).toBe('Alabama')
  })
})
