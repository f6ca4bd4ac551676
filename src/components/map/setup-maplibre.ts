// MapLibre 6 ships ES modules only and finds its worker next to its own module by default, which
// a bundler breaks; pointing it at the worker file Vite emits keeps tiles off the UI thread
// (docs/architecture.md "This machine").
import { addProtocol, prewarm, setWorkerCount, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { Protocol } from 'pmtiles'
import 'maplibre-gl/dist/maplibre-gl.css'

setWorkerUrl(workerUrl)
// One worker per core here: a view's data is tiled beside the basemap's labels rather than after
// them (docs/architecture.md "This machine").
setWorkerCount(2)
// `pmtiles://` URLs read tiles out of one archive by range requests: the basemap's
// (basemap-data.ts), and any PMTiles basemap the analyst names.
addProtocol('pmtiles', new Protocol().tile)

/**
 * Starts MapLibre's workers now rather than once React renders the first map, so their code is
 * compiled by the time that map asks them for the basemap. A view with a map calls it from its
 * route, as its navigation starts or a link to it is pointed at; a page without one (the calendar)
 * never starts them and keeps both cores for its own start (docs/architecture.md "This machine").
 */
export function prewarmMaps(): void {
  prewarm()
}
