// A built dataset is the slow part of a service test (seconds), and vitest runs each test file
// in its own process, so datasets are cached in memory per process and on disk across
// processes, packed as the kept dataset is (service/kept/pack.ts), so the tests also read text
// columns the way a kept start-up does. The disk key holds the generator's and the packer's
// source and the gazetteer files, so a change to either builds afresh instead of serving stale
// data.
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
import { buildDataset } from '../../service/data/build-dataset'
import { datasetWindow } from '../../service/data/clock'
import { loadHolidayCalendars } from '../../service/data/holidays/node'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'
import { alignUp, pack, unpack } from '../../service/kept/pack'

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
  const sources = [
    ...filesUnder(join(root, 'src', 'service', 'data')),
    join(root, 'src', 'service', 'kept', 'pack.ts'),
  ]
  for (const file of sources) {
    if (file.endsWith('.test.ts')) continue
    hash.update(file).update(readFileSync(file))
  }
  for (const file of filesUnder(dataDir)) {
    const s = statSync(file)
    hash.update(`${file}:${s.size}:${s.mtimeMs}`)
  }
  return hash.digest('hex').slice(0, 16)
}

/** A 4-byte manifest length, the JSON manifest, then the binary part on an 8-byte boundary. */
function toBytes(dataset: Dataset): Uint8Array {
  const packed = pack(dataset)
  const manifest = new TextEncoder().encode(JSON.stringify(packed.manifest))
  const base = alignUp(4 + manifest.byteLength)
  const bytes = new Uint8Array(base + packed.byteLength)
  new DataView(bytes.buffer).setUint32(0, manifest.byteLength, true)
  bytes.set(manifest, 4)
  packed.writeBinary(bytes, base)
  return bytes
}

function fromBytes(file: Buffer): Dataset {
  const { buffer } = new Uint8Array(file)
  const length = new DataView(buffer).getUint32(0, true)
  const manifest: unknown = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, length)))
  return unpack(manifest, buffer, alignUp(4 + length)) as Dataset
}

export async function cachedDataset(
  key: DatasetKey,
  gazetteer: Gazetteer,
  root: string,
  dataDir: string,
): Promise<Dataset> {
  const name = `${key.seed}-${key.now}-${key.eventCount}-${key.broadcastCount}-${sourceFingerprint(root, dataDir)}`
  const hit = memory.get(name)
  if (hit) return hit
  const dir = join(tmpdir(), 'eventscope-test-datasets')
  const file = join(dir, `${name}.packed`)
  let dataset: Dataset | undefined
  if (existsSync(file)) {
    try {
      dataset = fromBytes(readFileSync(file))
    } catch {
      dataset = undefined
    }
  }
  if (!dataset) {
    const holidays = await loadHolidayCalendars(dataDir, datasetWindow(key.now).years)
    dataset = buildDataset({ ...key, gazetteer, holidays })
    mkdirSync(dir, { recursive: true })
    // Write then rename: a parallel test process never reads a half-written file.
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, toBytes(dataset))
    renameSync(partial, file)
  }
  memory.set(name, dataset)
  return dataset
}
