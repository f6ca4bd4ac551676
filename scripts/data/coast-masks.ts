// Writes the land masks of coasts.ts COAST_BOXES from GSHHG's full-resolution shorelines, with GMT.
// Run by hand, where Debian's `gmt` and `gmt-gshhg-full` are installed
// (`apt-get install -y gmt gmt-gshhg-full`): `npx tsx scripts/data/coast-masks.ts`. `npm run data`
// reads the masks this writes and needs neither package.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { COAST_BOXES, COAST_STEP, coastMaskFile, encodeMask, type CoastBox } from './coasts'

const gmt = (...args: string[]) => execFileSync('gmt', args, { encoding: 'utf8' })

/** The GSHHG release GMT reads, as Debian names its package. */
function gshhgVersion(): string {
  const version = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'gmt-gshhg-full'], {
    encoding: 'utf8',
  })
  return `GSHHG full resolution, Debian gmt-gshhg-full ${version}, via GMT ${gmt('--version').trim()}`
}

function maskOf(box: CoastBox, dir: string) {
  const [west, south, east, north] = box.bounds
  const grid = join(dir, `${box.name}.nc`)
  // Ocean 0; land, lakes, islands in lakes and ponds 1: the basemap draws its lakes on its own.
  gmt(
    'grdlandmask',
    `-R${String(west)}/${String(east)}/${String(south)}/${String(north)}`,
    `-I${String(COAST_STEP)}`,
    '-Df',
    '-N0/1/1/1/1',
    `-G${grid}`,
  )
  // One signed byte per cell, rows from the north.
  const land = new Uint8Array(
    execFileSync('gmt', ['grd2xyz', grid, '-ZTLc'], { maxBuffer: 1 << 28 }),
  )
  const cols = Math.round((east - west) / COAST_STEP) + 1
  const rows = Math.round((north - south) / COAST_STEP) + 1
  if (land.length !== cols * rows) {
    throw new Error(
      `${box.name}: ${String(land.length)} cells, not ${String(cols)} × ${String(rows)}`,
    )
  }
  return { name: box.name, bounds: box.bounds, step: COAST_STEP, cols, rows, land }
}

const dir = mkdtempSync(join(tmpdir(), 'coast-masks-'))
try {
  const source = gshhgVersion()
  for (const box of COAST_BOXES) {
    const mask = maskOf(box, dir)
    writeFileSync(coastMaskFile(box.name), encodeMask(mask, source))
    const landCells = mask.land.reduce((sum, cell) => sum + cell, 0)
    console.log(
      `${box.name}: ${String(mask.cols)} × ${String(mask.rows)} cells, ${String(Math.round((100 * landCells) / mask.land.length))}% land`,
    )
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
