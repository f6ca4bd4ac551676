// The urban areas the basemap tints from a region's zoom down to a street's (docs/architecture.md
// "The offline basemap"): Natural Earth's 1:10m urban areas, the built-up land seen from MODIS
// satellite data (2002-2003) at about 1 km. Their outlines are that coarse, and they span rivers
// and harbours, so the tiles keep only their part on land (basemap-tiles.ts).
//
// The areas are kept in the repository (`urban/urban-areas.json`), which `urban-area-shapes.ts`
// makes from the shapefile Debian's `flightgear-data-base` carries; `npm run data` reads that
// file and needs no package.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Polygon } from './geometry'
import { KeptLinesReader, KeptLinesWriter } from './kept-lines'

/** The file's coordinates are whole multiples of 1/URBAN_SCALE degree (about 11 m). */
export const URBAN_SCALE = 10_000

export const URBAN_AREAS_FILE = join(import.meta.dirname, 'urban', 'urban-areas.json')

/** Each area as its number of rings and then each ring's points (kept-lines.ts). */
export function encodeUrbanAreas(areas: readonly Polygon[], source: string): string {
  const out = new KeptLinesWriter(URBAN_SCALE)
  for (const area of areas) {
    out.number(area.length)
    for (const ring of area) out.line(ring)
  }
  return out.text(source, areas.length)
}

export function decodeUrbanAreas(text: string): Polygon[] {
  const kept = new KeptLinesReader(text)
  return Array.from({ length: kept.count }, () =>
    Array.from({ length: kept.number() }, () => kept.line()),
  )
}

export const readUrbanAreas = (): Polygon[] =>
  decodeUrbanAreas(readFileSync(URBAN_AREAS_FILE, 'utf8'))
