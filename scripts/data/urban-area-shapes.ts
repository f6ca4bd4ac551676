// Writes urban-areas.ts URBAN_AREAS_FILE from Natural Earth's 1:10m urban areas, as Debian's
// `flightgear-data-base` carries them (its Geodata folder has the shapes without their table).
// Run by hand, where the package is installed: `npx tsx scripts/data/urban-area-shapes.ts`; or,
// as it is 1.3 GB, with its .deb alone (`apt-get download flightgear-data-base`):
// `npx tsx scripts/data/urban-area-shapes.ts flightgear-data-base_*.deb`. `npm run data` reads
// the file this writes and needs neither.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { simplifyRing, type Polygon, type Position } from './geometry'
import { encodeUrbanAreas, URBAN_AREAS_FILE, URBAN_SCALE } from './urban-areas'

const SHAPES = './usr/share/games/flightgear/Geodata/ne_10m_urban_areas.shp'
const deb = process.argv[2]
const run = (command: string, ...args: string[]) =>
  execFileSync('sh', ['-c', command, 'sh', ...args], { maxBuffer: 1 << 30 })

/** Vertices closer than this to the line through their neighbours add nothing: about 11 m. */
const TOLERANCE = 1 / URBAN_SCALE

/** ESRI's shapefile polygon record: rings, outer ones clockwise, each followed by its holes. */
const POLYGON = 5

/** The areas of a shapefile of polygons, one a record, as ESRI's technical description lays it out. */
function readPolygons(bytes: Buffer): Polygon[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const areas: Polygon[] = []
  // A 100-byte header, then records: a big-endian number and length (in 16-bit words), then content.
  for (let at = 100; at < bytes.length; at += 8 + view.getInt32(at + 4, false) * 2) {
    const record = at + 8
    if (view.getInt32(record, true) !== POLYGON) continue
    const parts = view.getInt32(record + 36, true)
    const points = view.getInt32(record + 40, true)
    const xy = record + 44 + 4 * parts
    const point = (i: number): Position => [
      view.getFloat64(xy + 16 * i, true),
      view.getFloat64(xy + 16 * i + 8, true),
    ]
    const starts = Array.from({ length: parts }, (_, i) => view.getInt32(record + 44 + 4 * i, true))
    areas.push(
      starts.map((start, i) =>
        Array.from({ length: (starts[i + 1] ?? points) - start }, (_, j) => point(start + j)),
      ),
    )
  }
  return areas
}

const shapes = deb
  ? run('dpkg-deb --fsys-tarfile "$1" | tar -xO "$2"', deb, SHAPES)
  : readFileSync(SHAPES.slice(1))
const areas = readPolygons(shapes)
  .map((area) => area.map((ring) => simplifyRing(ring, TOLERANCE)).filter((r) => r.length >= 4))
  .filter((area) => area.length > 0)
const version = String(
  deb
    ? run('dpkg-deb -f "$1" Version', deb)
    : run("dpkg-query -W -f='${Version}' flightgear-data-base"),
).trim()
const source = `Natural Earth 1:10m urban areas (ne_10m_urban_areas), Debian flightgear-data-base ${version}`
const text = encodeUrbanAreas(areas, source)
writeFileSync(URBAN_AREAS_FILE, text)
const points = areas.reduce((sum, area) => sum + area.reduce((n, ring) => n + ring.length, 0), 0)
console.log(
  `${String(areas.length)} areas, ${String(points)} points, ${String(Math.round(text.length / 1024))} KB`,
)
