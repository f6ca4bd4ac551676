// One place where maps are made, so every view gets the same basemap, controls and options.
import './setup-maplibre'
import type { StyleSpecification } from 'maplibre-gl'
import {
  AttributionControl,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
} from 'maplibre-gl'

import { basemapStyle } from './basemap-style'
import { loadCityLabelsOnceDrawn } from './city-labels-source'
import { withLayers, type StyleLayerPlacement } from './style-layers'
import type { MapViewport } from './viewport'

export interface CreateMapOptions {
  readonly container: HTMLElement
  readonly viewport: MapViewport
  /** Accessible name of the map's focusable canvas. */
  readonly label: string
  readonly scaleUnit?: 'metric' | 'imperial'
  /** The basemap: the offline one unless the analyst named another (streets-style.ts). */
  readonly style?: StyleSpecification
  /** A view's layers drawn from the first frame (`withLayers`). */
  readonly layers?: readonly StyleLayerPlacement[]
}

export function createMap({
  container,
  viewport,
  label,
  scaleUnit = 'metric',
  style = basemapStyle(),
  layers = [],
}: CreateMapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: withLayers(style, layers),
    center: [viewport.lon, viewport.lat],
    zoom: viewport.zoom,
    minZoom: 0.5,
    maxZoom: 16,
    // A flat analyst map: rotation and tilt only get in the way of reading areas.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
    keyboard: true,
    // Labels appear at once rather than fading in: a fade redraws the map for 300 ms after every
    // change, frames a software-rendered WebGL pays for with the page's responsiveness.
    fadeDuration: 0,
    attributionControl: false,
    // Keeps the last frame readable so the map can be exported as a PNG.
    canvasContextAttributes: { preserveDrawingBuffer: true },
    // The canvas is the map's focusable region (role="region"); this names it.
    locale: { 'Map.Title': label },
    // Cap the work a software-rendered WebGL (SwiftShader) does on high-density screens.
    pixelRatio: Math.min(globalThis.devicePixelRatio || 1, 2),
  })
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.addControl(new ScaleControl({ unit: scaleUnit, maxWidth: 120 }), 'bottom-left')
  map.addControl(new AttributionControl({ compact: false }), 'bottom-right')
  loadCityLabelsOnceDrawn(map)
  return map
}
