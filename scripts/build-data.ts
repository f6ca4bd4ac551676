// Builds the static geography in public/data/ (gazetteer, boundaries, basemap GeoJSON), then the
// prebuilt dataset for today's key (scripts/data/kept-dataset.ts; SERVICE_* as for the page) and
// the answers to the first view's requests (scripts/answers/prebuilt-answers.ts).
// Usage: tsx scripts/build-data.ts [--force]
import { join } from 'node:path'
import { buildData } from './data/build'
import { writeKeptDataset } from './data/kept-dataset'
import { writePrebuiltAnswers } from './answers/prebuilt-answers'

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
const kept = await writeKeptDataset(join(import.meta.dirname, '..'), result.outDir, process.env)
console.log(
  kept.skipped
    ? `data: up to date: ${kept.name} ${kb(kept.bytes)}`
    : `data: wrote ${kept.name} ${kb(kept.bytes)} in ${(kept.ms / 1000).toFixed(1)} s`,
)
const answers = await writePrebuiltAnswers(
  join(import.meta.dirname, '..'),
  result.outDir,
  process.env,
)
console.log(
  `data: ${answers.skipped ? 'up to date' : 'wrote'}: ${answers.name}, ${String(answers.answers)} answers in ${(answers.ms / 1000).toFixed(1)} s`,
)
