// The whole embedded service for the analytics and saved-location tests: the read handlers and
// the analytics handlers over one dataset, with one saved-location registry shared by both (so
// the events filter `saved_location.location_id` sees the saved locations), on a test clock.
import { join } from 'node:path'

import { createService } from '../app'
import { loadGazetteerFromFile } from '../data/gazetteer/node'
import type { Gazetteer } from '../data/gazetteer/types'
import { buildIndexes } from '../engine/build'
import type { Indexes } from '../engine/build'
import { SavedLocationRegistry } from '../enrich/registry'
import type { RegistryOptions } from '../enrich/registry'
import { createHandlerTable } from '../handlers/handler-table'
import type { ServiceDeps } from '../handlers/deps'
import { MemorySavedLocationStore } from '../store/memory-store'
import type { FetchHandler } from '../transport/types'
import { cachedDataset } from './dataset-cache'
import type { TestClock } from './test-service'
import { TEST_BROADCAST_COUNT, TEST_EVENT_COUNT, TEST_NOW, TEST_SEED } from './test-service'

export interface AnalyticsTestService {
  readonly service: FetchHandler
  readonly deps: ServiceDeps
  readonly registry: SavedLocationRegistry
  readonly clock: TestClock
}

const ROOT = process.cwd()
const DATA_DIR = join(ROOT, 'public', 'data')
let gazetteer: Promise<Gazetteer> | undefined
let indexes: Indexes | undefined

export async function createAnalyticsTestService(
  options: Partial<RegistryOptions> = {},
): Promise<AnalyticsTestService> {
  gazetteer ??= loadGazetteerFromFile(DATA_DIR)
  const gaz = await gazetteer
  const dataset = cachedDataset(
    {
      seed: TEST_SEED,
      now: TEST_NOW,
      eventCount: TEST_EVENT_COUNT,
      broadcastCount: TEST_BROADCAST_COUNT,
    },
    gaz,
    ROOT,
    DATA_DIR,
  )
  indexes ??= buildIndexes(dataset, gaz)
  const base = { dataset, gazetteer: gaz, indexes }
  const registry = new SavedLocationRegistry(base, {
    store: new MemorySavedLocationStore(),
    ...options,
  })
  const deps: ServiceDeps = { ...base, savedLocations: registry }
  let now = TEST_NOW
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
    clock: () => now,
  })
  return { service, deps, registry, clock }
}

export interface Reply {
  readonly status: number
  readonly body: unknown
}

export interface SendOptions {
  readonly token?: string
  readonly method?: string
  /** JSON-serialised as the request body; a string is sent as it is. */
  readonly body?: unknown
  /** Service-clock ms to move before the request (default 1000: keeps rate limits quiet). */
  readonly tick?: number
}

export async function send(
  t: AnalyticsTestService,
  path: string,
  options: SendOptions = {},
): Promise<Reply> {
  t.clock.advance(options.tick ?? 1000)
  const headers = new Headers({ authorization: `Bearer ${options.token ?? 'demo-analyst'}` })
  let body: string | undefined
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  }
  const response = await t.service.fetch(
    new Request(new URL(path, 'http://127.0.0.1:8787'), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined && { body }),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
}
