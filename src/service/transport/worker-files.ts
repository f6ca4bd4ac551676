// The data files the service's worker downloads from the page's origin (public/data/).
import { BOUNDARIES_FILE, PLACES_FILE, dataFilePath } from '../../utils/data-files'
import type { BoundariesFile, GazetteerData, PlacesFile } from '../data/gazetteer/format'

const dataUrl = (file: string): URL => new URL(dataFilePath(file), self.location.origin)

export async function fetchJson<T>(file: string): Promise<T> {
  const url = dataUrl(file)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load ${url.pathname} (HTTP ${response.status})`)
  return (await response.json()) as T
}

export async function loadGazetteerData(): Promise<GazetteerData> {
  const [places, boundaries] = await Promise.all([
    fetchJson<PlacesFile>(PLACES_FILE),
    fetchJson<BoundariesFile>(BOUNDARIES_FILE),
  ])
  return { places, boundaries }
}

/** A data file the server may not have: 404, or the dev server's HTML fallback, is a miss. */
export async function fetchOptional(file: string): Promise<ArrayBuffer | undefined> {
  const response = await fetch(dataUrl(file))
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || type.includes('text/html')) return undefined
  return response.arrayBuffer()
}
