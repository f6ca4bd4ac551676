// Decodes a quantized boundary layer into an indexed set of shapes for point-in-polygon.
import type { BoundaryLayer } from './format'
import type { FlatRing } from '../geo/polygon'
import { PolygonIndex, type IndexedShape } from './polygon-index'

export interface BoundaryLookup {
  /** Place id of the shape containing the point, if any. */
  find(lon: number, lat: number): string | undefined
}

function decodeRing(encoded: readonly number[], scale: number): Float64Array {
  const out = new Float64Array(encoded.length)
  let x = 0
  let y = 0
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i] ?? 0
    y += encoded[i + 1] ?? 0
    out[i] = x / scale
    out[i + 1] = y / scale
  }
  return out
}

/**
 * A shape whose rings are decoded when a point first falls in its box: a lookup tests the few
 * shapes of one grid cell, and decoding all 3,400 layers' rings up front held a service's start
 * for a second.
 */
function lazyShape(
  encoded: readonly (readonly number[])[],
  scale: number,
  bbox: IndexedShape['bbox'],
): IndexedShape {
  let rings: readonly FlatRing[] | undefined
  return {
    bbox,
    get rings() {
      return (rings ??= encoded.map((ring) => decodeRing(ring, scale)))
    },
  }
}

export function createBoundaryLookup(layer: BoundaryLayer, scale: number): BoundaryLookup {
  const shapes: IndexedShape[] = layer.ids.map((_, i) =>
    lazyShape(layer.rings[i] ?? [], scale, [
      (layer.bbox[i * 4] ?? 0) / scale,
      (layer.bbox[i * 4 + 1] ?? 0) / scale,
      (layer.bbox[i * 4 + 2] ?? 0) / scale,
      (layer.bbox[i * 4 + 3] ?? 0) / scale,
    ]),
  )
  const index = new PolygonIndex(shapes)
  return {
    find(lon, lat) {
      const i = index.find(lon, lat)
      return i >= 0 ? layer.ids[i] : undefined
    },
  }
}
