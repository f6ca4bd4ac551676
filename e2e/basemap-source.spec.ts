// A basemap the analyst names on the Account page: a MapLibre style or a PMTiles archive served by
// a real HTTP server on 127.0.0.1, used under every map with the view's layers on top; and the
// offline basemap, with a note saying why, when that source cannot be reached.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'

import {
  expect,
  forgetExpectedLoadErrors,
  saveScreen,
  seriousA11yViolations,
  test,
} from './fixtures'

import { canvasPixels } from './canvas-pixels'
import { tileArchive } from './tile-archive'

const ATTRIBUTION = 'Journey streets'
/** Water over Midtown Manhattan, where the journey's view is framed. */
const WATER_BOX = [-74.06, 40.7, -73.9, 40.82] as const
const [W, S, E, N] = WATER_BOX
const ARCHIVE = tileArchive(
  'water',
  {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'water' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [W, S],
              [E, S],
              [E, N],
              [W, N],
              [W, S],
            ],
          ],
        },
      },
    ],
  },
  WATER_BOX,
  12,
  ATTRIBUTION,
)
/** The served style's water, and the Protomaps light style's. */
const STYLE_WATER: Rgb = [63, 127, 191]
const PROTOMAPS_WATER: Rgb = [128, 222, 234]

type Rgb = readonly [number, number, number]
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Range',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Length, ETag',
}

interface TileServer {
  readonly origin: string
  /** Paths of every request so far. */
  readonly requests: string[]
  close(): Promise<void>
}

/** A tile host: a style over its archive, and the archive. */
async function startTileServer(): Promise<TileServer> {
  const requests: string[] = []
  let origin = ''
  const server = createServer((req, res) => {
    requests.push(req.url ?? '')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
    } else if (req.url === '/style.json') {
      res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          version: 8,
          sources: {
            streets: {
              type: 'vector',
              url: `pmtiles://${origin}/planet.pmtiles`,
              attribution: ATTRIBUTION,
            },
          },
          layers: [
            { id: 'streets-land', type: 'background', paint: { 'background-color': '#efe9dc' } },
            {
              id: 'streets-water',
              type: 'fill',
              source: 'streets',
              'source-layer': 'water',
              paint: { 'fill-color': `rgb(${STYLE_WATER.join(',')})` },
            },
          ],
        }),
      )
    } else if (req.url === '/planet.pmtiles') {
      const [, start = '0', end = String(ARCHIVE.length - 1)] =
        /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '') ?? []
      const last = Math.min(Number(end), ARCHIVE.length - 1)
      res.writeHead(206, {
        ...CORS,
        'Content-Type': 'application/octet-stream',
        'Content-Range': `bytes ${start}-${String(last)}/${String(ARCHIVE.length)}`,
      })
      res.end(ARCHIVE.subarray(Number(start), last + 1))
    } else {
      res.writeHead(404, CORS)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}

const basemapForm = (page: Page) => page.getByRole('form', { name: 'Map' })

async function chooseBasemap(page: Page, kind: string, url: string): Promise<void> {
  await page.goto('/account')
  const form = basemapForm(page)
  await form.getByLabel(kind).check()
  await form.getByRole('textbox').fill(url)
  await form.getByRole('button', { name: 'Use this basemap' }).click()
}

const attribution = (page: Page) => page.locator('.events-main__map .maplibregl-ctrl-attrib')

const MAP_CANVAS = '.events-main__map canvas.maplibregl-canvas'

/** The share of the events map's pixels drawn in `rgb`: what the map really shows. */
async function shareOf(page: Page, rgb: Rgb): Promise<number> {
  const { width, height } = await page
    .locator(MAP_CANVAS)
    .evaluate((canvas: HTMLCanvasElement) => ({ width: canvas.width, height: canvas.height }))
  return (await canvasPixels(page, MAP_CANVAS, { near: rgb, within: 6 })) / (width * height)
}

test('a style URL gives every map its streets, with the view on top; an unreachable one gives the offline basemap and says why', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const tiles = await startTileServer()
  try {
    await chooseBasemap(page, 'MapLibre style URL', `${tiles.origin}/style.json`)
    await expect(basemapForm(page).getByRole('status')).toHaveText(
      `Maps use the basemap from ${new URL(tiles.origin).host}.`,
    )
    expect(await seriousA11yViolations(page)).toEqual([])
    await saveScreen(page, testInfo, 'account-basemap-1440')

    await page.goto('/events?within=2km@40.7549,-73.984')
    await expect(attribution(page)).toContainText(ATTRIBUTION)
    await expect(attribution(page)).not.toContainText('Natural Earth')
    // The view's own layers are drawn on it: the events and their count.
    await expect(page.getByText(/Map shows all [\d,]+ events?/)).toBeVisible({ timeout: 60_000 })
    expect(tiles.requests.filter((path) => path === '/planet.pmtiles').length).toBeGreaterThan(1)
    // Its water is drawn over Midtown, outside the radius and under the controls.
    await expect
      .poll(async () => shareOf(page, STYLE_WATER), { timeout: 30_000 })
      .toBeGreaterThan(0.3)
    await expect(page.locator('.map-view__note')).toHaveCount(0)
    await saveScreen(page, testInfo, 'events-streets-1440')

    // The kept choice survives a reload; the offline choice takes it back.
    await page.reload()
    await expect(attribution(page)).toContainText(ATTRIBUTION)
    // Off the map before the server goes, so no tile is still on its way from it.
    await page.goto('/account')
  } finally {
    await tiles.close()
  }

  await page.goto('/events')
  await expect(page.locator('.events-main__map .map-view__note')).toHaveText(
    `Offline basemap: the chosen basemap did not load. ${new URL(tiles.origin).host} could not be reached.`,
  )
  await expect(attribution(page)).toContainText('Natural Earth')
  await saveScreen(page, testInfo, 'events-basemap-note-1440')
  // The browser names no host in this line: the refused fetch is the style's.
  forgetExpectedLoadErrors(consoleErrors, /ERR_CONNECTION_REFUSED/)

  await page.goto('/account')
  await basemapForm(page).getByLabel('Offline basemap').check()
  await basemapForm(page).getByRole('button', { name: 'Use this basemap' }).click()
  await page.goto('/events')
  await expect(attribution(page)).toContainText('Natural Earth')
  await expect(page.locator('.map-view__note')).toHaveCount(0)
})

test('a PMTiles archive is drawn with the Protomaps style; a wrong URL is refused and not kept', async ({
  page,
}) => {
  const tiles = await startTileServer()
  try {
    await chooseBasemap(page, 'PMTiles archive URL', `${tiles.origin}/style.json`)
    await expect(basemapForm(page).getByText(/^Not kept: /)).toHaveText(
      'Not kept: The URL does not give a PMTiles (version 3) archive.',
    )
    await basemapForm(page).getByRole('textbox').fill('http://tiles.example.com/planet.pmtiles')
    await basemapForm(page).getByRole('button', { name: 'Use this basemap' }).click()
    await expect(basemapForm(page).getByText(/^The URL must start/)).toBeVisible()
    await page.goto('/events')
    await expect(attribution(page)).toContainText('Natural Earth')

    await chooseBasemap(page, 'PMTiles archive URL', `${tiles.origin}/planet.pmtiles`)
    await expect(basemapForm(page).getByRole('status')).toContainText('Maps use the basemap from')
    await page.goto('/events?within=2km@40.7549,-73.984')
    await expect(attribution(page)).toContainText('OpenStreetMap')
    await expect(page.getByText(/Map shows all [\d,]+ events?/)).toBeVisible({ timeout: 60_000 })
    await expect
      .poll(async () => shareOf(page, PROTOMAPS_WATER), { timeout: 30_000 })
      .toBeGreaterThan(0.3)
    await page.goto('/account')
  } finally {
    await tiles.close()
  }
})
