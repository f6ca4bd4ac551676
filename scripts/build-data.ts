// Builds the static geography in public/data/ (gazetteer, boundaries, basemap GeoJSON).
// Usage: tsx scripts/build-data.ts [--force]
import { buildData } from './data/build'

const result = buildData({ force: process.argv.includes('--force') })
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
if (result.skipped) {
  console.log(
    `data: up to date in ${result.outDir} (${result.files.map((f) => `${f.name} ${kb(f.bytes)}`).join(', ')})`,
  )
} else {
  for (const f of result.files) console.log(`data: wrote ${f.name} ${kb(f.bytes)}`)
  const counts = Object.entries(result.counts).map(([type, n]) => `${type} ${String(n)}`)
  console.log(`data: ${counts.join(', ')} in ${(result.ms / 1000).toFixed(1)} s`)
}
