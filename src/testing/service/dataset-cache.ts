// A built dataset is the slow part of a service test (seconds), and vitest runs each test file
// in its own process, so datasets are cached in memory per process and on disk across
// processes. The disk key holds the generator's source and the gazetteer files, so a change to
// either builds afresh instead of serving stale data.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { buildDataset } from '../../service/data/build-dataset'
import { datasetWindow } from '../../service/data/clock'
import { loadHolidayCalendars } from '../../service/data/holidays/node'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'

export interface DatasetKey {
  readonly seed: number
  readonly now: number
  readonly eventCount: number
  readonly broadcastCount: number
}

const memory = new Map<string, Dataset>()

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort()
}

function sourceFingerprint(root: string, dataDir: string): string {
  const hash = createHash('sha256')
  for (const file of filesUnder(join(root, 'src', 'service', 'data'))) {
    if (file.endsWith('.test.ts')) continue
    hash.update(file).update(readFileSync(file))
  }
  for (const file of filesUnder(dataDir)) {
    const s = statSync(file)
    hash.update(`${file}:${s.size}:${s.mtimeMs}`)
  }
  return hash.digest('hex').slice(0, 16)
}

export function cachedDataset(
  key: DatasetKey,
  gazetteer: Gazetteer,
  root: string,
  dataDir: string,
): Dataset {
  const name = `${key.seed}-${key.now}-${key.eventCount}-${key.broadcastCount}-${sourceFingerprint(root, dataDir)}`
  const hit = memory.get(name)
  if (hit) return hit
  const dir = join(tmpdir(), 'eventscope-test-datasets')
  const file = join(dir, `${name}.v8`)
  let dataset: Dataset | undefined
  if (existsSync(file)) {
    try {
      dataset = deserialize(readFileSync(file)) as Dataset
    } catch {
      dataset = undefined
    }
  }
  if (!dataset) {
    const holidays = loadHolidayCalendars(dataDir, datasetWindow(key.now).years)
    dataset = buildDataset({ ...key, gazetteer, holidays })
    mkdirSync(dir, { recursive: true })
    // Write then rename: a parallel test process never reads a half-written file.
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, serialize(dataset))
    renameSync(partial, file)
  }
  memory.set(name, dataset)
  return dataset
}
