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
// The worker starts loading now rather than once React has rendered the first map: its code is
// compiled by the time that map asks it for the basemap (docs/architecture.md "This machine").
prewarm()
// `pmtiles://` URLs read tiles out of one archive by range requests: the basemap's
// (basemap-data.ts), and any PMTiles basemap the analyst names.
addProtocol('pmtiles', new Protocol().tile)
