// The data files the service's worker downloads from the page's origin (public/data/).
import { BOUNDARIES_FILE, PLACES_FILE, dataFilePath } from '../../utils/data-files'
import type { BoundariesFile, GazetteerData, PlacesFile } from '../data/gazetteer/format'

const dataUrl = (file: string): URL => new URL(dataFilePath(file), self.location.origin)

async function fetchBytes(file: string): Promise<ArrayBuffer> {
  const url = dataUrl(file)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load ${url.pathname} (HTTP ${response.status})`)
  return response.arrayBuffer()
}

const parseJson = (bytes: ArrayBuffer): unknown => JSON.parse(new TextDecoder().decode(bytes))

export async function fetchJson<T>(file: string): Promise<T> {
  return parseJson(await fetchBytes(file)) as T
}

/**
 * The places files: downloaded at once, so that a first visit's line carries them while the page
 * starts, and parsed once `wanted` settles, since parsing takes a core the page's first view may
 * need more (docs/dataset-cache.md "When the worker builds").
 */
export async function loadGazetteerData(wanted: Promise<void>): Promise<GazetteerData> {
  const files = Promise.all([fetchBytes(PLACES_FILE), fetchBytes(BOUNDARIES_FILE)])
  // Awaited below; a failed download must not count as unhandled while `wanted` is pending.
  files.catch(() => undefined)
  await wanted
  const [places, boundaries] = await files
  return {
    places: parseJson(places) as PlacesFile,
    boundaries: parseJson(boundaries) as BoundariesFile,
  }
}

/** A data file the server may not have: 404, or the dev server's HTML fallback, is a miss. */
export async function fetchOptional(file: string): Promise<ArrayBuffer | undefined> {
  const response = await fetch(dataUrl(file))
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || type.includes('text/html')) return undefined
  return response.arrayBuffer()
}
