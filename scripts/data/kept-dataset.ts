// The prebuilt dataset file of public/data/ (src/service/kept/kept-file.ts): the default dataset
// generated for today's key, so that a first visit maps it instead of generating it, and its near
// part, which a first visit downloads first (docs/dataset-cache.md). Files of other keys (yesterday's, an older generator's) are removed.
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
import type { DatasetKey, KeptPart } from '../../src/service/kept/kept-key'
import { KEPT_FILE_PATTERN, keptFileName } from '../../src/service/kept/kept-key'
import {
  decodeKept,
  decodeKeptRest,
  encodeKept,
  encodeKeptRest,
  keptData,
  keptRest,
} from '../../src/service/kept/kept-file'
import { datasetPart, nearRowsOf } from '../../src/service/data/parts'
import { nearRowsSpan } from '../../src/service/kept/near-part'
import { datasetDigest } from './dataset-digest'
import { twinName, twinOf, writeTwin, writeWhole } from './gzip-twin'

export interface KeptFileResult {
  readonly name: string
  /** The files of the parts a page downloads (docs/dataset-cache.md "Parts"). */
  readonly parts: readonly string[]
  readonly bytes: number
  readonly skipped: boolean
  readonly ms: number
}

/** The key of the dataset a page started with `env` (SERVICE_*) asks for today. */
export function todaysKey(root: string, env: Env): DatasetKey {
  return datasetKeyOf(readServiceConfig(env), datasetDigest(root))
}

function readBuffer(dataDir: string, key: DatasetKey, part: KeptPart): ArrayBuffer {
  const file = readFileSync(join(dataDir, keptFileName(key, part)))
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)
}

/** A prebuilt file's data for `key`, or undefined when it is missing, damaged or another key's. */
export function readKeptFile(
  dataDir: string,
  key: DatasetKey,
  part: 'whole' | 'near' = 'whole',
): KeptData | undefined {
  try {
    return decodeKept(readBuffer(dataDir, key, part), key, part)
  } catch {
    return undefined
  }
}

/** Whether all three files of `key` are there and sound. */
function soundFiles(dataDir: string, key: DatasetKey): boolean {
  const near = readKeptFile(dataDir, key, 'near')
  if (near === undefined || readKeptFile(dataDir, key) === undefined) return false
  try {
    decodeKeptRest(readBuffer(dataDir, key, 'rest'), key, near.dataset.events.venues)
  } catch {
    return false
  }
  return true
}

/** The files `npm run data` writes for a key: the whole dataset, which Node reads, and its parts. */
const PARTS: readonly KeptPart[] = ['whole', 'near', 'rest']

const pageParts = (key: DatasetKey): string[] =>
  (['near', 'rest'] as const).map((part) => keptFileName(key, part))

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
  if (soundFiles(outDir, key)) {
    for (const part of PARTS) {
      const partPath = join(outDir, keptFileName(key, part))
      if (twin && !existsSync(twinName(partPath))) writeTwin(partPath, readFileSync(partPath))
    }
    return {
      name,
      parts: pageParts(key),
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
  const indexes = buildEventIndexes(dataset.events, gazetteer)
  const nearRows = nearRowsOf(dataset, nearRowsSpan(key.now))
  const near = datasetPart(dataset, nearRows)
  const files: Readonly<Record<KeptPart, () => ArrayBuffer>> = {
    whole: () => encodeKept(key, keptData(dataset, indexes)),
    near: () => encodeKept(key, { dataset: near }, 'near'),
    rest: () => encodeKeptRest(key, keptRest(dataset, nearRows), dataset.events.venues),
  }
  let bytes = 0
  for (const part of PARTS) {
    const partPath = join(outDir, keptFileName(key, part))
    const written = new Uint8Array(files[part]())
    writeWhole(partPath, written)
    if (twin) writeTwin(partPath, written)
    if (part === 'whole') bytes = written.byteLength
  }
  return { name, parts: pageParts(key), bytes, skipped: false, ms: performance.now() - started }
}

/** The prebuilt file of `env`'s dataset for today and its twin, the only ones left in `dataDir`. */
export async function writeKeptDataset(
  root: string,
  dataDir: string,
  env: Env,
): Promise<KeptFileResult> {
  const key = todaysKey(root, env)
  const names = PARTS.map((part) => keptFileName(key, part))
  for (const other of readdirSync(dataDir)) {
    const file = twinOf(other)
    if (KEPT_FILE_PATTERN.test(file) && !names.includes(file)) rmSync(join(dataDir, other))
  }
  return writeKeptFile(dataDir, key)
}
