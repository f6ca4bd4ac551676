import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'

import { withLayers } from './style-layers'

const STYLE: StyleSpecification = {
  version: 8,
  sources: { tiles: { type: 'vector', tiles: ['pmtiles://x/{z}/{x}/{y}'] } },
  layers: [
    { id: 'land', type: 'fill', source: 'tiles', 'source-layer': 'land' },
    { id: 'borders', type: 'line', source: 'tiles', 'source-layer': 'borders' },
    { id: 'labels', type: 'symbol', source: 'tiles', 'source-layer': 'places' },
  ],
}
const fill = { id: 'fill', type: 'fill', source: 'tiles', 'source-layer': 'areas' } as const
const outline = { id: 'outline', type: 'line', source: 'tiles', 'source-layer': 'areas' } as const
const ids = (style: StyleSpecification) => style.layers.map((layer) => layer.id)

describe('withLayers', () => {
  it('puts each layer under the one it names', () => {
    const style = withLayers(STYLE, [
      { layer: fill, beforeId: 'borders' },
      { layer: outline, beforeId: 'labels' },
    ])
    expect(ids(style)).toEqual(['land', 'fill', 'borders', 'outline', 'labels'])
    expect(style.sources).toBe(STYLE.sources)
  })

  it('puts a layer on top when the one it names is not in the style, or none is named', () => {
    expect(
      ids(withLayers(STYLE, [{ layer: fill, beforeId: 'roads' }, { layer: outline }])),
    ).toEqual(['land', 'borders', 'labels', 'fill', 'outline'])
  })

  it('leaves the style it is given as it was', () => {
    withLayers(STYLE, [{ layer: fill, beforeId: 'land' }])
    expect(ids(STYLE)).toEqual(['land', 'borders', 'labels'])
  })
})
