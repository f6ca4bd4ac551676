// The prebuilt datasets of the journeys' settings (e2e/journey-envs.ts), written to a cache that
// e2e/journey-site.ts copies into the site the journeys browse. Apart from the site so that
// `npm test` can write them while the linters run: they need only public/data (`npm run data`),
// not the build.
//   npx tsx e2e/journey-data.ts
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { twinOf } from '../scripts/data/gzip-twin'
import { todaysKey, writeKeptFile } from '../scripts/data/kept-dataset'
import { KEPT_FILE_PATTERN } from '../src/service/kept/kept-key'
import { GZIPPED_JOURNEY_ENVS, PREBUILT_JOURNEY_ENVS } from './journey-envs'

const root = join(import.meta.dirname, '..')
// Kept between runs: a file is rebuilt only when its key changes (a new day, another generator).
export const JOURNEY_DATA_CACHE = join(root, 'node_modules', '.cache', 'eventscope-journey-data')

export interface JourneyData {
  /** Dataset parts to copy into the site's data/. */
  readonly parts: ReadonlySet<string>
  /** Those parts whose gzip twin goes beside them. */
  readonly gzipped: ReadonlySet<string>
}

/** Writes what is missing or stale into the cache, drops what no setting uses any more. */
export async function writeJourneyData(): Promise<JourneyData> {
  mkdirSync(JOURNEY_DATA_CACHE, { recursive: true })
  const parts = new Set<string>()
  const gzipped = new Set<string>()
  // The cache keeps each key's whole file too, which tells its parts are sound.
  const cached = new Set<string>()
  for (const env of PREBUILT_JOURNEY_ENVS) {
    const twin = GZIPPED_JOURNEY_ENVS.includes(env)
    const made = await writeKeptFile(
      join(root, 'public', 'data'),
      todaysKey(root, env),
      JOURNEY_DATA_CACHE,
      twin,
    )
    cached.add(made.name)
    for (const part of made.parts) {
      parts.add(part)
      cached.add(part)
      if (twin) gzipped.add(part)
    }
    console.log(
      made.skipped
        ? `journey data: ${made.name} up to date`
        : `journey data: wrote ${made.name} in ${(made.ms / 1000).toFixed(1)} s`,
    )
  }
  for (const name of readdirSync(JOURNEY_DATA_CACHE)) {
    const file = twinOf(name)
    if (KEPT_FILE_PATTERN.test(file) && !cached.has(file)) rmSync(join(JOURNEY_DATA_CACHE, name))
  }
  return { parts, gzipped }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await writeJourneyData()
