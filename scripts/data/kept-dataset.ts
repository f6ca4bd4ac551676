// The prebuilt dataset file of public/data/ (src/service/kept/kept-file.ts): the default dataset
// generated for today's key, so that a first visit maps it instead of generating it
// (docs/dataset-cache.md). Files of other keys (yesterday's, an older generator's) are removed.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { datasetKeyOf } from '../../src/service/boot/dataset-key'
import { readServiceConfig } from '../../src/service/boot/config'
import type { Env } from '../../src/service/boot/config'
import { buildDataset } from '../../src/service/data/build-dataset'
import { loadGazetteerFromFile } from '../../src/service/data/gazetteer/node'
import { loadHolidayCalendars } from '../../src/service/data/holidays/node'
import { datasetWindow } from '../../src/service/data/clock'
import { buildEventIndexes } from '../../src/service/engine/indexes'
import type { KeptData } from '../../src/service/kept/kept-file'
import type { DatasetKey } from '../../src/service/kept/kept-key'
import { KEPT_FILE_PATTERN, keptFileName } from '../../src/service/kept/kept-key'
import { decodeKept, encodeKept, keptData } from '../../src/service/kept/kept-file'
import { datasetDigest } from './dataset-digest'
import { twinName, twinOf, writeTwin, writeWhole } from './gzip-twin'

export interface KeptFileResult {
  readonly name: string
  readonly bytes: number
  readonly skipped: boolean
  readonly ms: number
}

/** The key of the dataset a page started with `env` (SERVICE_*) asks for today. */
export function todaysKey(root: string, env: Env): DatasetKey {
  return datasetKeyOf(readServiceConfig(env), datasetDigest(root))
}

/** The prebuilt file's data for `key`, or undefined when it is missing, damaged or another key's. */
export function readKeptFile(dataDir: string, key: DatasetKey): KeptData | undefined {
  try {
    const file = readFileSync(join(dataDir, keptFileName(key)))
    return decodeKept(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength), key)
  } catch {
    return undefined
  }
}

/**
 * Writes the prebuilt file of `key`'s dataset into `outDir` (by default `dataDir`, where the
 * gazetteer and calendars are read), and its gzip twin unless `twin` is false, unless sound ones
 * are there already. Files of other keys are left alone.
 */
export async function writeKeptFile(
  dataDir: string,
  key: DatasetKey,
  outDir = dataDir,
  twin = true,
): Promise<KeptFileResult> {
  const started = performance.now()
  const name = keptFileName(key)
  const path = join(outDir, name)
  if (readKeptFile(outDir, key)) {
    if (twin && !existsSync(twinName(path))) writeTwin(path, readFileSync(path))
    return {
      name,
      bytes: statSync(path).size,
      skipped: true,
      ms: performance.now() - started,
    }
  }
  const gazetteer = await loadGazetteerFromFile(dataDir)
  const dataset = buildDataset({
    seed: key.seed,
    now: key.now,
    gazetteer,
    eventCount: key.events,
    broadcastCount: key.broadcasts,
    holidays: await loadHolidayCalendars(dataDir, datasetWindow(key.now).years),
  })
  const bytes = new Uint8Array(
    encodeKept(key, keptData(dataset, buildEventIndexes(dataset.events, gazetteer))),
  )
  writeWhole(path, bytes)
  if (twin) writeTwin(path, bytes)
  return { name, bytes: bytes.byteLength, skipped: false, ms: performance.now() - started }
}

/** The prebuilt file of `env`'s dataset for today and its twin, the only ones left in `dataDir`. */
export async function writeKeptDataset(
  root: string,
  dataDir: string,
  env: Env,
): Promise<KeptFileResult> {
  const key = todaysKey(root, env)
  const name = keptFileName(key)
  for (const other of readdirSync(dataDir)) {
    const file = twinOf(other)
    if (KEPT_FILE_PATTERN.test(file) && file !== name) rmSync(join(dataDir, other))
  }
  return writeKeptFile(dataDir, key)
}
