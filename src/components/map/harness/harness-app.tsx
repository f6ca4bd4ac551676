import { useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { MapView } from '../map-view'
import type { MapViewport } from '../viewport'

declare global {
  interface Window {
    /** The harness map, for the Playwright spec only. */
    __map?: MapLibreMap
  }
}

const START: MapViewport = { lon: -40, lat: 30, zoom: 1.6 }

export function HarnessApp() {
  const [viewport, setViewport] = useState<MapViewport>(START)

  return (
    <main className="harness">
      <header className="harness__bar">
        <h1>Map components</h1>
        <output aria-label="Viewport">{`${viewport.zoom}/${viewport.lat}/${viewport.lon}`}</output>
      </header>
      <div className="harness__map">
        <MapView
          label="Harness map"
          viewport={viewport}
          onViewportChange={setViewport}
          onReady={(map) => {
            window.__map = map
          }}
        />
      </div>
    </main>
  )
}
