import { describe, expect, it } from 'vitest'
import { createPropertyExpression, groupByLayout } from '@maplibre/maplibre-gl-style-spec'
import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec'

import { eventsLayerIds, eventsLayerSpecs } from './events-layer-specs'

const ids = eventsLayerIds('events')
const layers = eventsLayerSpecs(ids) as LayerSpecification[]
const unlit = layers.find((layer) => layer.id === ids.unlit)

describe('the time window’s grey layer', () => {
  it('has a bucket of its own: a frame that dims points rewrites the lit layer’s paint alone', () => {
    // MapLibre lays out the layers of one group into one bucket, and a feature-state change
    // evaluates the paint of every layer of the bucket for each point that changes.
    const groups = groupByLayout(layers).map((group) => group.map((layer) => layer.id))
    const withUnlit = groups.find((group) => group.includes(ids.unlit))
    expect(withUnlit).toEqual([ids.unlit])
  })

  it('shows by a global state its paint reads, which lays out no tile', () => {
    if (unlit?.type !== 'circle') throw new Error('the grey layer is missing')
    const opacity = unlit.paint?.['circle-opacity']
    const parsed = createPropertyExpression(opacity, 'layers[0].paint.circle-opacity', {
      type: 'number',
      'property-type': 'data-driven',
      expression: { interpolated: true, parameters: ['zoom', 'feature', 'feature-state'] },
      transition: true,
    })
    if (parsed.result !== 'success') throw new Error('the opacity does not parse')
    // Reads no feature and no feature state: MapLibre repaints a change of it without parsing
    // the source's tiles again, as it would for a data-driven value.
    expect(parsed.value.kind).toBe('constant')
    const at = (windowed: boolean): unknown =>
      parsed.value.evaluate({ zoom: 5, globalState: { [ids.windowed]: windowed } })
    expect(at(false)).toBe(0)
    expect(at(true)).toBeGreaterThan(0)
  })
})

describe('a cluster’s count', () => {
  it('is always drawn, and keeps the labels below clear of its circle', () => {
    const clusters = layers.find((layer) => layer.id === ids.clusters)
    const counts = layers.find((layer) => layer.id === ids.clusterCounts)
    if (clusters?.type !== 'circle' || counts?.type !== 'symbol') throw new Error('missing layers')
    const radius = createPropertyExpression(clusters.paint?.['circle-radius'], 'circle-radius', {
      type: 'number',
      'property-type': 'data-driven',
      expression: { interpolated: true, parameters: ['zoom', 'feature'] },
      transition: true,
    })
    if (radius.result !== 'success') throw new Error('the radius does not parse')
    const feature = { type: 'Point', properties: { point_count: 1e6 } } as const
    const largest =
      Number(radius.value.evaluate({ zoom: 5 }, feature)) +
      Number(clusters.paint?.['circle-stroke-width'] ?? 0)
    const layout = counts.layout ?? {}
    expect(layout['text-allow-overlap']).toBe(true)
    // Placed before the layers below, which then give way to its box rather than show through.
    expect(layout['text-ignore-placement']).toBe(false)
    // Its box, a line of text padded, reaches as far above and below as the largest circle.
    const halfLine = Number(layout['text-size']) / 2
    expect(Number(layout['text-padding']) + halfLine).toBeGreaterThanOrEqual(largest)
  })
})
