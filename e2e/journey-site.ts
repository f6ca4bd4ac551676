// The site the journeys browse (playwright.config.ts): the product's build, dist/, copied to
// dist-journeys/ with the prebuilt dataset parts of the journeys' settings beside the default one
// (e2e/journey-data.ts, and the gzip twins of those served compressed).
// A page started with those settings then reads its data from a file as a first visit of the
// default settings does, instead of generating it in the browser once per test: a build takes
// seconds of a core, and journeys start hundreds of pages. dist/ itself stays the product alone.
//   npx tsx e2e/journey-site.ts
import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { twinName } from '../scripts/data/gzip-twin'
import { JOURNEY_DATA_CACHE, writeJourneyData } from './journey-data'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
const site = join(root, 'dist-journeys')

if (!existsSync(join(dist, 'index.html'))) {
  throw new Error('journey site: no dist/index.html; run `npm run build` first')
}
// Up to date already when `npm test` wrote the data while the linters ran.
const { parts, gzipped } = await writeJourneyData()
rmSync(site, { recursive: true, force: true })
cpSync(dist, site, { recursive: true })
for (const name of parts) {
  cpSync(join(JOURNEY_DATA_CACHE, name), join(site, 'data', name))
  if (gzipped.has(name)) {
    cpSync(join(JOURNEY_DATA_CACHE, twinName(name)), join(site, 'data', twinName(name)))
  }
}
