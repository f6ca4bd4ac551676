// The basemap alone, with no React, no app shell and no embedded service: the baseline the
// dashboard section of `npm run bench` compares the events view with. It is a separate build
// entry (bare-map.html) and makes its map the way every view does (createMap, same style and
// options), so the difference in time and JavaScript is what the dashboard adds on top.
import type { Map as MapLibreMap } from 'maplibre-gl'

import { createMap } from '../../components/map/create-map'
import { markFirstFrameWith } from '../../components/map/first-frame'
import { WORLD_VIEWPORT } from '../../components/map/viewport'
import { bareMapSize } from './bare-map-page'
import './bare-map.css'

declare global {
  interface Window {
    __bareMap?: MapLibreMap
  }
}

const container = document.getElementById('map')
if (!container) throw new Error('Missing #map element')

// ?width=&height= (CSS px) give the map the events view's canvas size, so both draw as much.
const size = bareMapSize(new URLSearchParams(globalThis.location.search))
if (size) {
  container.style.width = `${size.width}px`
  container.style.height = `${size.height}px`
}

const map = createMap({ container, viewport: WORLD_VIEWPORT, label: 'Bare map' })
window.__bareMap = map

markFirstFrameWith(map, ['basemap-land'], 'bareMapData')
