// MapLibre 6 ships ES modules only and finds its worker next to its own module by default, which
// a bundler breaks; pointing it at the worker file Vite emits keeps tiles off the UI thread
// (docs/architecture.md "This machine").
import { addProtocol, prewarm, setWorkerCount, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { PMTiles, Protocol } from 'pmtiles'
import 'maplibre-gl/dist/maplibre-gl.css'

setWorkerUrl(workerUrl)
// One worker per core here: a view's data is tiled beside the basemap's labels rather than after
// them (docs/architecture.md "This machine").
setWorkerCount(2)
// `pmtiles://` URLs read tiles out of one archive by range requests: the basemap's
// (basemap-data.ts), and any PMTiles basemap the analyst names.
const protocol = new Protocol()
addProtocol('pmtiles', protocol.tile)

/**
 * Reads an archive's header and root directory now, into the archive the protocol reads its
 * tiles from, so that a map's first tile asks for its bytes at once rather than for the header
 * first. A read that fails is dropped: the map's first tile asks again.
 */
function prefetchArchive(url: string): void {
  if (protocol.get(url)) return
  const archive = new PMTiles(url)
  protocol.add(archive)
  archive.getHeader().catch(() => {
    if (protocol.get(url) === archive) protocol.tiles.delete(url)
  })
}

/**
 * Starts MapLibre's workers now rather than once React renders the first map, so their code is
 * compiled by the time that map asks them for the basemap. A view with a map calls it from its
 * route, as its navigation starts or a link to it is pointed at; a page without one (the calendar)
 * never starts them and keeps both cores for its own start (docs/architecture.md "This machine").
 * `archives` are the addresses of those that hold the view's data (the county areas a choropleth
 * fills, basemap-data.ts `countyArchiveUrl`): their headers are read now, so the map's first tiles
 * of them ask for their bytes at once. The basemap's archive is left to the map: its tiles read
 * sooner would only compete with the view's data for the map's workers.
 */
export function prewarmMaps(archives: readonly string[] = []): void {
  prewarm()
  for (const url of archives) prefetchArchive(url)
}
