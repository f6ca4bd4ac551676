import { describe, expect, it } from 'vitest'

import { savedLocationFeatures } from './saved-locations-geojson'

describe('savedLocationFeatures', () => {
  it('draws a circle and its centre, or a marker per place, keyed by location id', () => {
    const collection = savedLocationFeatures([
      { id: 'a', name: 'A', status: 'active', circle: { lon: 2.35, lat: 48.85, meters: 1000 } },
      {
        id: 'b',
        name: 'B',
        status: 'pending',
        points: [
          [-97.7, 30.3],
          [-96.8, 32.8],
        ],
      },
      { id: 'c', name: 'Bad', status: 'active', circle: { lon: NaN, lat: 0, meters: 5 } },
    ])
    expect(collection.features.map((f) => [f.id, f.geometry.type])).toEqual([
      ['a', 'Polygon'],
      ['a', 'Point'],
      ['b', 'Point'],
      ['b', 'Point'],
    ])
    expect(collection.features[2]?.properties).toMatchObject({ kind: 'place', status: 'pending' })
  })
})
