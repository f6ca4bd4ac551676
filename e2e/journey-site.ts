// The site the journeys browse (playwright.config.ts): the product's build, dist/, copied to
// dist-journeys/ with the prebuilt dataset parts of PREBUILT_JOURNEY_ENVS beside the default one
// (and the gzip twins of GZIPPED_JOURNEY_ENVS' files).
// A page started with those settings then reads its data from a file as a first visit of the
// default settings does, instead of generating it in the browser once per test: a build takes
// seconds of a core, and journeys start hundreds of pages. dist/ itself stays the product alone.
//   npx tsx e2e/journey-site.ts
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { twinName, twinOf } from '../scripts/data/gzip-twin'
import { todaysKey, writeKeptFile } from '../scripts/data/kept-dataset'
import { KEPT_FILE_PATTERN } from '../src/service/kept/kept-key'
import { GZIPPED_JOURNEY_ENVS, PREBUILT_JOURNEY_ENVS } from './journey-envs'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
const site = join(root, 'dist-journeys')
// Kept between runs: a file is rebuilt only when its key changes (a new day, another generator).
const cache = join(root, 'node_modules', '.cache', 'eventscope-journey-data')

if (!existsSync(join(dist, 'index.html'))) {
  throw new Error('journey site: no dist/index.html; run `npm run build` first')
}
mkdirSync(cache, { recursive: true })
const names = new Set<string>()
const gzipped = new Set<string>()
// The cache keeps each key's whole file too, which tells its parts are sound.
const cached = new Set<string>()
for (const env of PREBUILT_JOURNEY_ENVS) {
  const twin = GZIPPED_JOURNEY_ENVS.includes(env)
  const made = await writeKeptFile(join(root, 'public', 'data'), todaysKey(root, env), cache, twin)
  cached.add(made.name)
  for (const part of made.parts) {
    names.add(part)
    cached.add(part)
    if (twin) gzipped.add(part)
  }
  console.log(
    made.skipped
      ? `journey site: ${made.name} up to date`
      : `journey site: wrote ${made.name} in ${(made.ms / 1000).toFixed(1)} s`,
  )
}
for (const name of readdirSync(cache)) {
  const file = twinOf(name)
  if (KEPT_FILE_PATTERN.test(file) && !cached.has(file)) rmSync(join(cache, name))
}
rmSync(site, { recursive: true, force: true })
cpSync(dist, site, { recursive: true })
for (const name of names) {
  cpSync(join(cache, name), join(site, 'data', name))
  if (gzipped.has(name)) cpSync(join(cache, twinName(name)), join(site, 'data', twinName(name)))
}
