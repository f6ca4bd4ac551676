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
import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { PbfReader, PbfWriter } from 'pbf'
import type { Position } from './geometry'

/** WDBII's levels kept: 1, the largest rivers, and 2, the other major permanent ones. */
export const RIVER_LEVELS = [1, 2] as const
export type RiverLevel = (typeof RIVER_LEVELS)[number]

/** The file's coordinates are whole multiples of 1/RIVER_SCALE degree (about 11 m). */
export const RIVER_SCALE = 10_000

export interface RiverLine {
  readonly level: RiverLevel
  readonly points: readonly Position[]
}

/** The lines as kept in the repository: varints, deflated and in base64. */
interface KeptRivers {
  readonly source: string
  readonly scale: number
  readonly lines: number
  readonly data: string
}

export const RIVERS_FILE = join(import.meta.dirname, 'rivers', 'rivers.json')

/**
 * Each line as its level, its number of points and then its points, as protocol-buffer varints
 * (pbf); a point is the signed difference from the point before it (the previous line's last for
 * a line's first), in 1/RIVER_SCALE degree.
 */
export function encodeRivers(lines: readonly RiverLine[], source: string): string {
  const out = new PbfWriter()
  let [px, py] = [0, 0]
  for (const line of lines) {
    out.writeVarint(line.level)
    out.writeVarint(line.points.length)
    for (const [lon, lat] of line.points) {
      const [qx, qy] = [Math.round(lon * RIVER_SCALE), Math.round(lat * RIVER_SCALE)]
      out.writeSVarint(qx - px)
      out.writeSVarint(qy - py)
      ;[px, py] = [qx, qy]
    }
  }
  const kept: KeptRivers = {
    source,
    scale: RIVER_SCALE,
    lines: lines.length,
    data: deflateRawSync(out.finish(), { level: 9 }).toString('base64'),
  }
  // As Prettier writes it: one field a line.
  const fields = Object.entries(kept).map(([k, v]) => `  "${k}": ${JSON.stringify(v)}`)
  return `{\n${fields.join(',\n')}\n}\n`
}

export function decodeRivers(text: string): RiverLine[] {
  const kept = JSON.parse(text) as KeptRivers
  const bytes = new PbfReader(inflateRawSync(Buffer.from(kept.data, 'base64')))
  const lines: RiverLine[] = []
  let [px, py] = [0, 0]
  for (let i = 0; i < kept.lines; i++) {
    const level = bytes.readVarint()
    if (!(RIVER_LEVELS as readonly number[]).includes(level)) {
      throw new Error(`rivers: line ${String(i)} has level ${String(level)}`)
    }
    const points: Position[] = []
    for (let n = bytes.readVarint(); n > 0; n--) {
      px += bytes.readSVarint()
      py += bytes.readSVarint()
      points.push([px / kept.scale, py / kept.scale])
    }
    lines.push({ level: level as RiverLevel, points })
  }
  return lines
}

export const readRivers = (): RiverLine[] => decodeRivers(readFileSync(RIVERS_FILE, 'utf8'))
