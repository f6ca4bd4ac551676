// The rivers the basemap draws from a country's zoom to a region's (docs/architecture.md "The
// offline basemap"): the major rivers of GSHHG's river database (WDBII), levels 1 and 2, as centre
// lines. They come from charts of 1:250,000 and smaller, and can lie a few hundred metres off the
// river (the Thames through London runs 300 to 500 m north of its banks): right at a region's
// zoom, wrong at a city's, so the map stops drawing them before city zoom (basemap-style.ts).
//
// The lines are kept in the repository (`rivers/rivers.json`), which `river-lines.ts` makes with
// GMT where Debian's `gmt` and `gmt-gshhg-full` are installed; `npm run data` reads that file
// and needs neither.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Position } from './geometry'
import { KeptLinesReader, KeptLinesWriter } from './kept-lines'

/** WDBII's levels kept: 1, the largest rivers, and 2, the other major permanent ones. */
export const RIVER_LEVELS = [1, 2] as const
export type RiverLevel = (typeof RIVER_LEVELS)[number]

/** The file's coordinates are whole multiples of 1/RIVER_SCALE degree (about 11 m). */
export const RIVER_SCALE = 10_000

export interface RiverLine {
  readonly level: RiverLevel
  readonly points: readonly Position[]
}

export const RIVERS_FILE = join(import.meta.dirname, 'rivers', 'rivers.json')

/** Each line as its level and then its points (kept-lines.ts). */
export function encodeRivers(lines: readonly RiverLine[], source: string): string {
  const out = new KeptLinesWriter(RIVER_SCALE)
  for (const line of lines) {
    out.number(line.level)
    out.line(line.points)
  }
  return out.text(source, lines.length)
}

export function decodeRivers(text: string): RiverLine[] {
  const kept = new KeptLinesReader(text)
  const lines: RiverLine[] = []
  for (let i = 0; i < kept.count; i++) {
    const level = kept.number()
    if (!(RIVER_LEVELS as readonly number[]).includes(level)) {
      throw new Error(`rivers: line ${String(i)} has level ${String(level)}`)
    }
    lines.push({ level: level as RiverLevel, points: kept.line() })
  }
  return lines
}

export const readRivers = (): RiverLine[] => decodeRivers(readFileSync(RIVERS_FILE, 'utf8'))
