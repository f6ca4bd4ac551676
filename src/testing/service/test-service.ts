// A real embedded service for tests: the gazetteer of public/data, a generated dataset, its
// indexes and createService with the handler table. Tests drive it with service.fetch(Request).
import { join } from 'node:path'
import { createService } from '../../service/serve/create-service'
import { loadGazetteerFromFile } from '../../service/data/gazetteer/node'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import { buildIndexes } from '../../service/engine/build'
import type { Indexes } from '../../service/engine/build'
import { SavedLocationRegistry } from '../../service/enrich/registry'
import type { RegistryOptions } from '../../service/enrich/registry'
import type { ServiceDeps } from '../../service/handlers/deps'
import { MemorySavedLocationStore } from '../../service/store/memory-store'
import { createHandlerTable } from '../../service/handlers/handler-table'
import type { FetchHandler } from '../../service/serve/fetch-handler'
import { cachedDataset } from './dataset-cache'

export const TEST_SEED = 20260615
export const TEST_NOW = Date.parse('2026-06-15T12:00:00Z')
export const TEST_EVENT_COUNT = 60_000
export const TEST_BROADCAST_COUNT = 20_000

export interface TestServiceOptions {
  readonly seed?: number
  readonly now?: number
  readonly eventCount?: number
  /**
   * Options of the saved-location registry over an in-memory store (enrichment delay, refresh
   * interval, id maker).
   */
  readonly savedLocations?: Partial<RegistryOptions>
}

/** The service clock, fixed unless a test moves it (rate limits count per clock second). */
export interface TestClock {
  now(): number
  set(ms: number): void
  advance(ms: number): void
}

export interface TestService {
  readonly service: FetchHandler
  readonly deps: ServiceDeps
  readonly clock: TestClock
  readonly registry: SavedLocationRegistry
}

const ROOT = process.cwd()
const DATA_DIR = join(ROOT, 'public', 'data')
let gazetteer: Promise<Gazetteer> | undefined
const indexCache = new Map<string, Indexes>()

export async function createTestService(options: TestServiceOptions = {}): Promise<TestService> {
  gazetteer ??= loadGazetteerFromFile(DATA_DIR)
  const gaz = await gazetteer
  const key = {
    seed: options.seed ?? TEST_SEED,
    now: options.now ?? TEST_NOW,
    eventCount: options.eventCount ?? TEST_EVENT_COUNT,
    broadcastCount: TEST_BROADCAST_COUNT,
  }
  const dataset = await cachedDataset(key, gaz, ROOT, DATA_DIR)
  const cacheKey = `${key.seed}/${key.now}/${key.eventCount}`
  let indexes = indexCache.get(cacheKey)
  if (!indexes) {
    indexes = buildIndexes(dataset, gaz)
    indexCache.set(cacheKey, indexes)
  }
  const registry = new SavedLocationRegistry(
    { gazetteer: gaz, indexes },
    { store: new MemorySavedLocationStore(), ...options.savedLocations },
  )
  const deps: ServiceDeps = { dataset, gazetteer: gaz, indexes, savedLocations: registry }
  let now = key.now
  const clock: TestClock = {
    now: () => now,
    set: (ms) => {
      now = ms
    },
    advance: (ms) => {
      now += ms
    },
  }
  const service = createService({
    handlers: createHandlerTable(deps),
    clock: () => clock.now(),
  })
  return { service, deps, clock, registry }
}
