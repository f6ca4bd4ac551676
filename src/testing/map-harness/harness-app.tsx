import { useMemo, useState } from 'react'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { EventsLayer } from '../../components/map/events-layer'
import { downloadBlob } from '../../components/export/download'
import { exportMapPng } from '../../components/map/export-png'
import { MapView } from '../../components/map/map-view'
import { RadiusTool } from '../../components/map/radius-tool'
import type { MapViewport } from '../../components/map/viewport'
import { formatWithin, parseWithin } from '../../components/map/within'
import type { RadiusCircle } from '../../components/map/within'
import { isoDate } from '../../utils/dates'
import { sampleEvents } from './sample-events'

declare global {
  interface Window {
    /** The harness map, for the Playwright spec only. */
    __map?: MapLibreMap
    /** The last exported PNG, for the Playwright spec only. */
    __lastExport?: Blob
  }
}

const START: MapViewport = { lon: -40, lat: 30, zoom: 1.6 }

/** Today's export file name, such as `eventscope-map-2026-01-31.png` (e2e/map.spec.ts checks it). */
function mapPngFilename(): string {
  return `eventscope-map-${isoDate(Date.now())}.png`
}

/** Everything the map components offer, wired the way a view would wire them. */
export function HarnessApp() {
  const [viewport, setViewport] = useState<MapViewport>(START)
  const [within, setWithin] = useState<string | null>(null)
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const events = useMemo(() => sampleEvents(), [])
  const circle = useMemo(() => (within ? (parseWithin(within) ?? null) : null), [within])

  const onRadiusChange = (value: RadiusCircle | null) => {
    setWithin(value ? formatWithin(value) : null)
  }
  const exportPng = async () => {
    if (!map) return
    const blob = await exportMapPng(map)
    window.__lastExport = blob
    downloadBlob(blob, mapPngFilename())
  }

  return (
    <main className="harness">
      <header className="harness__bar">
        <h1>Map components</h1>
        <output aria-label="Viewport">{`${viewport.zoom}/${viewport.lat}/${viewport.lon}`}</output>
        <output aria-label="Within">{within ?? 'none'}</output>
        <output aria-label="Highlighted event">{highlighted ?? 'none'}</output>
        <output aria-label="Selected event">{selected ?? 'none'}</output>
        <button type="button" onClick={() => void exportPng()} disabled={!map}>
          Export map PNG
        </button>
      </header>
      <div className="harness__map">
        <MapView
          label="Harness map"
          viewport={viewport}
          onViewportChange={setViewport}
          onReady={(instance) => {
            window.__map = instance
            setMap(instance)
          }}
        >
          <EventsLayer
            events={events}
            highlightedId={highlighted}
            selectedId={selected}
            onHover={setHighlighted}
            onSelect={setSelected}
          />
          <RadiusTool value={circle} onChange={onRadiusChange} />
        </MapView>
      </div>
    </main>
  )
}
