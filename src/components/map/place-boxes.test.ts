import { describe, expect, it } from 'vitest'

import { boxAroundPlace, boxesOfFeatures } from './place-boxes'
import type { BBox } from './viewport'

const widthDegrees = ([west, , east]: BBox): number =>
  east >= west ? east - west : east + 360 - west

describe('place boxes', () => {
  it('reads the box of each outline by place id', () => {
    const boxes = boxesOfFeatures({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 85217031,
          properties: { placeId: '85217031', name: 'Cook County' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-88.26, 41.71],
                [-87.52, 41.47],
                [-87.52, 42.15],
                [-88.26, 41.71],
              ],
            ],
          },
        },
        { type: 'Feature', id: 7, properties: {}, geometry: null },
      ],
    })
    expect(boxes.get('85217031')).toEqual([-88.26, 41.47, -87.52, 42.15])
    expect(boxes.has('7')).toBe(false)
  })

  it('frames an outline on both sides of 180° across it, not round the world', () => {
    const boxes = boxesOfFeatures({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 1,
          properties: { placeId: 'aleutians' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [172.5, 52.9],
                  [179.9, 51.4],
                  [172.5, 52.9],
                ],
              ],
              [
                [
                  [-179.9, 51.8],
                  [-168.0, 53.5],
                  [-179.9, 51.8],
                ],
              ],
            ],
          },
        },
      ],
    })
    const box = boxes.get('aleutians')
    expect(box).toEqual([172.5, 51.4, -168, 53.5])
    expect(box && widthDegrees(box)).toBeCloseTo(19.5)
  })

  it('frames a place without an outline as large as a place of its type', () => {
    const chicago = [-87.65, 41.85] as const
    const city = boxAroundPlace(chicago, 'locality')
    const county = boxAroundPlace(chicago, 'county')
    const state = boxAroundPlace(chicago, 'region')
    // A city is tens of kilometres across (about 0.36° of longitude here), not a street.
    expect(widthDegrees(city)).toBeGreaterThan(0.2)
    expect(widthDegrees(city)).toBeLessThan(1)
    expect(widthDegrees(county)).toBeGreaterThan(widthDegrees(city))
    expect(widthDegrees(state)).toBeGreaterThan(widthDegrees(county))
    for (const box of [city, county, state]) {
      expect(box[0]).toBeLessThan(chicago[0])
      expect(box[2]).toBeGreaterThan(chicago[0])
      expect(box[1]).toBeLessThan(chicago[1])
      expect(box[3]).toBeGreaterThan(chicago[1])
    }
  })

  it('keeps a box near 180° within longitudes, crossing it', () => {
    const [west, , east] = boxAroundPlace([179.9, -16.5], 'region')
    expect(west).toBeGreaterThan(170)
    expect(east).toBeLessThan(-170)
  })
})
