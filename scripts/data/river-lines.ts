// Writes rivers.ts RIVERS_FILE from GSHHG's river database (WDBII) at full resolution, with GMT.
// Run by hand, where Debian's `gmt` and `gmt-gshhg-full` are installed
// (`apt-get install -y gmt gmt-gshhg-full`): `npx tsx scripts/data/river-lines.ts`. `npm run data`
// reads the file this writes and needs neither package.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { simplifyLine, type Position } from './geometry'
import { encodeRivers, RIVER_LEVELS, RIVER_SCALE, RIVERS_FILE, type RiverLine } from './rivers'

const gmt = (...args: string[]) =>
  execFileSync('gmt', args, { encoding: 'utf8', maxBuffer: 1 << 30 })

/** Vertices closer than this to the line through their neighbours add nothing: about 11 m. */
const TOLERANCE = 1 / RIVER_SCALE

/** One level's segments, as `gmt coast -M` dumps them: a `>` header before each. */
function segmentsOf(level: (typeof RIVER_LEVELS)[number]): Position[][] {
  const segments: Position[][] = [[]]
  for (const row of gmt('coast', '-Rd', `-I${String(level)}`, '-M', '-Df').split('\n')) {
    if (row.startsWith('>')) segments.push([])
    else {
      const [lon, lat] = row.split(/\s+/).map(Number)
      if (lon !== undefined && lat !== undefined && Number.isFinite(lon) && Number.isFinite(lat))
        segments[segments.length - 1]?.push([lon, lat])
    }
  }
  return segments.filter((segment) => segment.length >= 2)
}

const keyOf = ([lon, lat]: Position) => `${lon.toFixed(7)},${lat.toFixed(7)}`

/**
 * GSHHG cuts a river at the edge of each of its bins: the pieces are joined again where one
 * ends at the point the next starts, so a river is one line (no tile loses a short piece of it).
 */
function joined(segments: readonly Position[][]): Position[][] {
  const byStart = new Map<string, number[]>()
  segments.forEach((segment, i) => {
    const key = keyOf(segment[0] ?? [0, 0])
    byStart.set(key, [...(byStart.get(key) ?? []), i])
  })
  const used = new Uint8Array(segments.length)
  const next = (end: Position) => byStart.get(keyOf(end))?.find((i) => used[i] === 0)
  const ends = new Set(segments.map((segment) => keyOf(segment[segment.length - 1] ?? [0, 0])))
  // Lines start where no piece ends; pieces of a closed loop are taken up afterwards.
  const order = segments.map((_, i) => i)
  order.sort(
    (a, b) =>
      Number(ends.has(keyOf(segments[a]?.[0] ?? [0, 0]))) -
      Number(ends.has(keyOf(segments[b]?.[0] ?? [0, 0]))),
  )
  const lines: Position[][] = []
  for (const first of order) {
    if (used[first] === 1) continue
    used[first] = 1
    const line = [...(segments[first] ?? [])]
    for (
      let i = next(line[line.length - 1] ?? [0, 0]);
      i !== undefined;
      i = next(line[line.length - 1] ?? [0, 0])
    ) {
      used[i] = 1
      line.push(...(segments[i] ?? []).slice(1))
    }
    lines.push(line)
  }
  return lines
}

function linesOf(level: (typeof RIVER_LEVELS)[number]): RiverLine[] {
  return joined(segmentsOf(level))
    .map((points) => ({ level, points: simplifyLine(points, TOLERANCE) }))
    .filter((line) => line.points.length >= 2)
}

const version = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'gmt-gshhg-full'], {
  encoding: 'utf8',
})
const source = `WDBII rivers of GSHHG full resolution, levels ${RIVER_LEVELS.join(', ')}, Debian gmt-gshhg-full ${version}, via GMT ${gmt('--version').trim()}`
const lines = RIVER_LEVELS.flatMap(linesOf)
const text = encodeRivers(lines, source)
writeFileSync(RIVERS_FILE, text)
const points = lines.reduce((sum, line) => sum + line.points.length, 0)
console.log(
  `${String(lines.length)} lines, ${String(points)} points, ${String(Math.round(text.length / 1024))} KB`,
)
