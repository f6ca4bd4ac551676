// The analyst's basemap sources, fetched from a real HTTP server on 127.0.0.1.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { StyleSpecification } from 'maplibre-gl'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { BASEMAP_TILES_FILE } from '../../utils/data-files'
import { BASEMAP_SOURCES, FIRST_LABEL_LAYER_ID } from './basemap-style'
import { BasemapSourceError, safeAttribution, streetsStyle, withViewAnchors } from './streets-style'

vi.stubGlobal('location', new URL('http://127.0.0.1:5173/events'))

const STYLE: StyleSpecification = {
  version: 8,
  sources: { streets: { type: 'vector', tiles: ['https://tiles.example.com/{z}/{x}/{y}.pbf'] } },
  layers: [
    { id: 'land', type: 'background', paint: { 'background-color': '#eee' } },
    { id: 'roads', type: 'line', source: 'streets', 'source-layer': 'roads' },
    { id: 'road-names', type: 'symbol', source: 'streets', 'source-layer': 'roads' },
    { id: 'place-names', type: 'symbol', source: 'streets', 'source-layer': 'places' },
  ],
}
const archive = readFileSync(join(import.meta.dirname, '../../../public/data', BASEMAP_TILES_FILE))

const requests: string[] = []
const server = createServer((req, res) => {
  requests.push(req.url ?? '')
  if (req.url === '/style.json' || req.url === '/other-style.json') {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(STYLE))
  } else if (req.url === '/not-a-style.json') {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end('{"hello":"world"}')
  } else if (req.url === '/planet.pmtiles') {
    const [, start = '0', end = String(archive.length - 1)] =
      /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '') ?? []
    res.writeHead(206, { 'Content-Type': 'application/octet-stream' })
    res.end(archive.subarray(Number(start), Number(end) + 1))
  } else {
    res.writeHead(404)
    res.end()
  }
})
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
})
afterAll(() => {
  server.close()
})

const signal = () => AbortSignal.timeout(10_000)
const ids = (style: StyleSpecification) => style.layers.map((layer) => layer.id)

describe('withViewAnchors', () => {
  it('adds the views’ anchor under the first labels, and the county source', () => {
    const style = withViewAnchors(STYLE)
    expect(ids(style)).toEqual(['land', 'roads', FIRST_LABEL_LAYER_ID, 'road-names', 'place-names'])
    expect(style.sources[BASEMAP_SOURCES.counties]?.type).toBe('vector')
    expect(style.sources.streets).toEqual(STYLE.sources.streets)
  })

  it('puts the anchor on top of a style without labels, once', () => {
    const noLabels = { ...STYLE, layers: STYLE.layers.slice(0, 2) }
    expect(ids(withViewAnchors(withViewAnchors(noLabels)))).toEqual([
      'land',
      'roads',
      FIRST_LABEL_LAYER_ID,
    ])
  })
})

describe('streetsStyle', () => {
  it('fetches a MapLibre style and readies it for the views', async () => {
    const style = await streetsStyle({ kind: 'style', url: `${origin}/style.json` }, signal())
    expect(ids(style)).toContain('roads')
    expect(ids(style)).toContain(FIRST_LABEL_LAYER_ID)
  })

  it('fetches a source once, and hands each map its own copy', async () => {
    const source = { kind: 'style', url: `${origin}/other-style.json` } as const
    const first = await streetsStyle(source, signal())
    const second = await streetsStyle(source, signal())
    expect(requests.filter((path) => path === '/other-style.json')).toHaveLength(1)
    expect(second).toEqual(first)
    expect(second).not.toBe(first)
  })

  it('draws a PMTiles archive in the flavour of the theme, with the same layers', async () => {
    const url = `${origin}/planet.pmtiles`
    const light = await streetsStyle({ kind: 'pmtiles', url }, signal(), 'light')
    const dark = await streetsStyle({ kind: 'pmtiles', url }, signal(), 'dark')
    expect(ids(dark)).toEqual(ids(light))
    const ground = (style: typeof light) => {
      const layer = style.layers.find((l) => l.type === 'background')
      return layer && 'paint' in layer ? layer.paint : undefined
    }
    const { namedFlavor } = await import('@protomaps/basemaps')
    expect(ground(dark)).toMatchObject({ 'background-color': namedFlavor('dark').background })
    expect(ground(light)).toMatchObject({ 'background-color': namedFlavor('light').background })
  })

  it('draws a PMTiles archive with the Protomaps style, with no icons to fetch', async () => {
    const url = `${origin}/planet.pmtiles`
    const style = await streetsStyle({ kind: 'pmtiles', url }, signal())
    expect(style.sources.protomaps).toMatchObject({ type: 'vector', url: `pmtiles://${url}` })
    expect(ids(style)).toEqual(expect.arrayContaining(['earth', 'water', FIRST_LABEL_LAYER_ID]))
    expect(style.glyphs).toBeUndefined()
    expect(
      style.layers.filter(
        (layer) => layer.type === 'symbol' && 'icon-image' in (layer.layout ?? {}),
      ),
    ).toEqual([])
  })

  it.each([
    [{ kind: 'style', url: '/missing.json' }, 'answered 404'],
    [{ kind: 'style', url: '/not-a-style.json' }, 'does not give a MapLibre style'],
    [{ kind: 'pmtiles', url: '/style.json' }, 'does not give a PMTiles'],
  ] as const)('says why %o cannot be used', async (source, reason) => {
    const attempt = streetsStyle({ ...source, url: `${origin}${source.url}` }, signal())
    await expect(attempt).rejects.toBeInstanceOf(BasemapSourceError)
    await expect(attempt).rejects.toThrow(reason)
  })

  it('says a server that refuses connections could not be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    closed.close()
    await expect(
      streetsStyle({ kind: 'style', url: `http://127.0.0.1:${String(port)}/s.json` }, signal()),
    ).rejects.toThrow('could not be reached')
  })
})

describe('safeAttribution', () => {
  it('keeps links to web pages and plain text', () => {
    expect(
      safeAttribution('<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap</a> & co'),
    ).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap</a> &amp; co',
    )
  })

  it.each([
    ['<img src=x onerror="alert(1)">Tiles', 'Tiles'],
    ['<a href="javascript:alert(1)">Tiles</a>', 'Tiles'],
    ['<script>alert(1)</script>Tiles', 'alert(1)Tiles'],
    ['<a href="https://x.test/" onclick="alert(1)">T<b>i</b></a>', 'Ti'],
    ['Tiles <svg onload=alert(1)', 'Tiles '],
  ])('runs no script from %j', (html, text) => {
    const safe = safeAttribution(html)
    expect(safe.replace(/<a [^>]*>|<\/a>/g, '')).toBe(text)
    expect(safe).not.toMatch(/on\w+=|javascript:|<(img|script|svg|b)\b/i)
  })

  it('is applied to every source of a fetched style', () => {
    const style = withViewAnchors({
      ...STYLE,
      sources: {
        streets: {
          type: 'vector',
          url: 'https://t.test/s.json',
          attribution: '<img src=x onerror=alert(1)>T',
        },
      },
    })
    expect(style.sources.streets).toMatchObject({ attribution: 'T' })
  })
})
