// The style of a basemap source the analyst named (basemap-source.ts): a MapLibre style fetched
// from its URL, or the Protomaps basemap style over a PMTiles archive. Each is checked before a
// map uses it, so a source that cannot load gives the offline basemap and a reason, not a blank map.
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'

import { escapeXml } from '../charts/chart-export'
import { BASEMAP_SOURCES, FIRST_LABEL_LAYER_ID, countiesSource } from './basemap-style'
import type { BasemapSource } from './basemap-source'
import type { Theme } from '../theme/theme'

const PROTOMAPS_SOURCE = 'protomaps'
const OSM_ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap</a>'
/** PMTiles v3's header starts with these 7 bytes and the version. */
const PMTILES_MAGIC = 'PMTiles'

export class BasemapSourceError extends Error {}

/** Why a source could not be used, in words: its check's reason, or the wait running out. */
export function basemapFailure(error: unknown): string {
  return error instanceof BasemapSourceError ? error.message : 'It did not answer in time.'
}

async function fetchChecked(url: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, init)
  } catch {
    throw new BasemapSourceError(`${new URL(url).host} could not be reached.`)
  }
  if (!response.ok && response.status !== 206) {
    throw new BasemapSourceError(`${new URL(url).host} answered ${String(response.status)}.`)
  }
  return response
}

function isStyle(value: unknown): value is StyleSpecification {
  if (!value || typeof value !== 'object') return false
  const style = value as Partial<Record<keyof StyleSpecification, unknown>>
  return (
    style.version === 8 &&
    Boolean(style.sources) &&
    typeof style.sources === 'object' &&
    Array.isArray(style.layers)
  )
}

async function styleAt(url: string, signal: AbortSignal): Promise<StyleSpecification> {
  const response = await fetchChecked(url, { signal })
  const body: unknown = await response.json().catch(() => undefined)
  if (!isStyle(body)) throw new BasemapSourceError('The URL does not give a MapLibre style.')
  return body
}

/**
 * The Protomaps layers in `theme`'s flavour, without icons (the style has no sprite). Their ids
 * are the same in every flavour, so a theme switch sets the other flavour's paint in place
 * (docs/themes.md).
 */
export async function protomapsLayers(theme: Theme): Promise<LayerSpecification[]> {
  // The Protomaps style's code loads only for an analyst who named an archive.
  const { layers, namedFlavor } = await import('@protomaps/basemaps')
  return layers(PROTOMAPS_SOURCE, namedFlavor(theme), { lang: 'en' }).filter(
    (layer) => layer.type !== 'symbol' || !('icon-image' in (layer.layout ?? {})),
  )
}

async function protomapsStyle(
  url: string,
  signal: AbortSignal,
  theme: Theme,
): Promise<StyleSpecification> {
  const response = await fetchChecked(url, { signal, headers: { Range: 'bytes=0-7' } })
  const head = new Uint8Array(await response.arrayBuffer()).subarray(0, 8)
  if (new TextDecoder().decode(head.subarray(0, 7)) !== PMTILES_MAGIC || head[7] !== 3) {
    throw new BasemapSourceError('The URL does not give a PMTiles (version 3) archive.')
  }
  return {
    version: 8,
    // No glyphs or sprite: labels are drawn with the browser's fonts, as the offline basemap's.
    sources: {
      [PROTOMAPS_SOURCE]: { type: 'vector', url: `pmtiles://${url}`, attribution: OSM_ATTRIBUTION },
    },
    layers: await protomapsLayers(theme),
  }
}

/**
 * A source's attribution as MapLibre may show it: MapLibre puts it in the page as HTML, and a
 * style from elsewhere may hold anything. Links to http(s) pages are kept, as links; every other
 * tag is dropped and the text escaped.
 */
export function safeAttribution(html: string): string {
  const link = /<a\s[^>]*href="(https?:\/\/[^"]*)"[^>]*>([^<]*)<\/a>/gi
  let out = ''
  let last = 0
  const text = (part: string) => escapeXml(part.replace(/<[^>]*>?/g, ''))
  for (const match of html.matchAll(link)) {
    const [whole, href = '', label = ''] = match
    out += text(html.slice(last, match.index))
    out += `<a href="${escapeXml(href)}" target="_blank" rel="noopener">${text(label)}</a>`
    last = match.index + whole.length
  }
  return out + text(html.slice(last))
}

function withSafeAttributions(
  sources: StyleSpecification['sources'],
): StyleSpecification['sources'] {
  return Object.fromEntries(
    Object.entries(sources).map(([id, source]) => [
      id,
      'attribution' in source && typeof source.attribution === 'string'
        ? { ...source, attribution: safeAttribution(source.attribution) }
        : source,
    ]),
  )
}

/**
 * `base` with what the views draw on: the US county source the offline style carries, and an
 * empty layer just under the first labels, which the views' layers are placed before.
 */
export function withViewAnchors(base: StyleSpecification): StyleSpecification {
  const anchor: LayerSpecification = {
    id: FIRST_LABEL_LAYER_ID,
    type: 'background',
    layout: { visibility: 'none' },
  }
  const own = base.layers.filter((layer) => layer.id !== FIRST_LABEL_LAYER_ID)
  const firstLabel = own.findIndex((layer) => layer.type === 'symbol')
  const at = firstLabel < 0 ? own.length : firstLabel
  return {
    ...base,
    sources: {
      ...withSafeAttributions(base.sources),
      [BASEMAP_SOURCES.counties]: countiesSource(),
    },
    layers: [...own.slice(0, at), anchor, ...own.slice(at)],
  }
}

/**
 * Styles that loaded and passed their checks, by source: every view mounts its own map, and each
 * would otherwise fetch and check the source again before drawing. A failure is not kept.
 */
const checked = new Map<string, StyleSpecification>()

/** The style of `source`, ready for the views, or a BasemapSourceError that says why not. */
export async function streetsStyle(
  source: Exclude<BasemapSource, { kind: 'offline' }>,
  signal: AbortSignal,
  theme: Theme = 'light',
): Promise<StyleSpecification> {
  const key = `${source.kind} ${theme} ${source.url}`
  let style = checked.get(key)
  if (!style) {
    const base =
      source.kind === 'style'
        ? await styleAt(source.url, signal)
        : await protomapsStyle(source.url, signal, theme)
    style = withViewAnchors(base)
    checked.set(key, style)
  }
  // A copy: the map may keep and change the object it is given.
  return structuredClone(style)
}
