// Builds the embedded service: gazetteer -> dataset -> indexes -> handlers -> createService. Every
// transport (the browser worker, msw/node in tests, `npm run api`) boots through this one function
// so they all serve the same data for the same seed and clock.
import { buildOpenApiDocument } from '../../contract/openapi'
import { createService } from '../serve/create-service'
import type { RateLimiter } from '../auth/rate-limit'
import { datasetWindow } from '../data/clock'
import { coversYears } from '../data/holidays/calendars'
import type { HolidayCalendars } from '../data/holidays/calendars'
import { createGazetteer } from '../data/gazetteer/create-gazetteer'
import type { GazetteerData } from '../data/gazetteer/format'
import type { Gazetteer } from '../data/gazetteer/types'
import { buildIndexes } from '../engine/build'
import { SavedLocationRegistry } from '../enrich/registry'
import type { ServiceDeps } from '../handlers/deps'
import { createHandlerTable } from '../handlers/handler-table'
import { MemorySavedLocationStore } from '../store/memory-store'
import type { SavedLocationStore } from '../store/types'
import type { FetchHandler } from '../serve/fetch-handler'
import type { KeptData } from '../kept/kept-file'
import { keptData } from '../kept/kept-file'
import type { Dataset } from '../data/tables'
import { serviceClock } from './clock'
import { DEFAULT_SEED } from './config'
import type { ServiceConfig } from './config'

export type BootStep = 'gazetteer' | 'dataset' | 'indexes' | 'ready'
export type TimedStep = Exclude<BootStep, 'ready'>

export interface BootProgress {
  /** The step that starts now ('ready' once the service answers). */
  readonly step: BootStep
  readonly message: string
  /** Wall time of every step finished so far, ms. */
  readonly timings: Readonly<Partial<Record<TimedStep, number>>>
}

interface BootCommon {
  readonly seed?: number
  /** The service clock (epoch ms); the dataset is generated for its reading at boot. */
  readonly clock?: () => number
  readonly eventCount?: number
  readonly broadcastCount?: number
  /**
   * Precomputed holiday calendars (public/data/holidays.json); when absent or not covering the
   * dataset's years they are computed, which costs a few seconds.
   */
  readonly holidays?: HolidayCalendars
  /** Time a written saved location stays pending (SavedLocationRegistry's default when absent). */
  readonly enrichDelayMs?: number
  /** Saved-location persistence; in memory when not given. */
  readonly store?: SavedLocationStore
  /** The organisations' request windows, shared with another service; its own when not given. */
  readonly limiter?: RateLimiter
  readonly onProgress?: (progress: BootProgress) => void
  /**
   * The instant the dataset is generated for (epoch ms); the clock's reading at boot when absent.
   * See clock.ts datasetInstant.
   */
  readonly datasetNow?: number
  /** Tables and full-text index kept from an earlier build of the same key; built when absent. */
  readonly kept?: KeptData
}

export type BootOptions = BootCommon &
  ({ readonly gazetteer: Gazetteer } | { readonly gazetteerData: GazetteerData })

export interface BootedService extends FetchHandler {
  readonly deps: ServiceDeps
  readonly timings: Readonly<Record<TimedStep, number>>
  /** What a later start may keep instead of building again (service/kept). */
  readonly kept: KeptData
}

const MESSAGES: Readonly<Record<BootStep, string>> = {
  gazetteer: 'Loading places',
  dataset: 'Generating events and broadcasts',
  indexes: 'Indexing events and broadcasts',
  ready: 'Ready',
}

const KEPT_MESSAGE = 'Using events and broadcasts kept from an earlier visit'

/**
 * What a service's settings (SERVICE_*) ask of its start, the same for every transport: the seed,
 * the clock, the dataset's instant and size, the enrichment delay.
 */
export function configuredBoot(config: ServiceConfig, datasetNow: number) {
  return {
    seed: config.seed,
    clock: serviceClock(config.now),
    datasetNow,
    eventCount: config.eventCount,
    broadcastCount: config.broadcastCount,
    enrichDelayMs: config.enrichDelayMs,
  } satisfies Partial<BootCommon>
}

export const OPENAPI_PATH = '/v1/openapi.json'

let openApiDocument: unknown
/** Built on first request and kept: it depends only on the contract. */
function openApi(): unknown {
  openApiDocument ??= buildOpenApiDocument()
  return openApiDocument
}

async function generate(
  options: BootOptions,
  gazetteer: Gazetteer,
  now: number,
  timed: (work: () => Dataset) => Dataset,
): Promise<Dataset> {
  const { years } = datasetWindow(now)
  const holidays =
    options.holidays && coversYears(options.holidays, years)
      ? options.holidays
      : // Loaded only when needed, so the browser bundle leaves date-holidays out.
        (await import('../data/holidays/live-calendars')).computeHolidayCalendars(years)
  // Loaded only when generating: a start from kept data never downloads the generator.
  const { buildDataset } = await import('../data/build-dataset')
  return timed(() =>
    buildDataset({
      holidays,
      seed: options.seed ?? DEFAULT_SEED,
      now,
      gazetteer,
      eventCount: options.eventCount,
      broadcastCount: options.broadcastCount,
    }),
  )
}

export async function bootService(options: BootOptions): Promise<BootedService> {
  const timings: Partial<Record<TimedStep, number>> = {}
  const clock = options.clock ?? Date.now
  const report = (step: BootStep, message = MESSAGES[step]) =>
    options.onProgress?.({ step, message, timings: { ...timings } })
  const timed = <T>(step: TimedStep, work: () => T, message?: string): T => {
    report(step, message)
    const started = performance.now()
    const result = work()
    timings[step] = performance.now() - started
    return result
  }

  const gazetteer = timed('gazetteer', () =>
    'gazetteer' in options ? options.gazetteer : createGazetteer(options.gazetteerData),
  )
  const kept = options.kept
  const dataset = kept
    ? timed('dataset', () => kept.dataset, KEPT_MESSAGE)
    : await generate(options, gazetteer, options.datasetNow ?? clock(), (work) =>
        timed('dataset', work),
      )
  const indexes = timed('indexes', () =>
    buildIndexes(dataset, gazetteer, kept ? { text: kept.text, postings: kept.postings } : {}),
  )
  const savedLocations = new SavedLocationRegistry(
    { gazetteer, indexes },
    {
      store: options.store ?? new MemorySavedLocationStore(),
      enrichDelayMs: options.enrichDelayMs,
    },
  )
  const deps: ServiceDeps = { dataset, gazetteer, indexes, savedLocations }
  const service = createService({
    handlers: createHandlerTable(deps),
    clock,
    documents: { [OPENAPI_PATH]: openApi },
    limiter: options.limiter,
  })
  // Yield once so a progress listener that posts messages sees 'ready' after the build steps.
  await Promise.resolve()
  report('ready')
  return {
    fetch: (request) => service.fetch(request),
    deps,
    // Read when the data is kept, not at start: a near part's text index is made only then.
    get kept() {
      return keptData(dataset, indexes.events)
    },
    timings: {
      gazetteer: timings.gazetteer ?? 0,
      dataset: timings.dataset ?? 0,
      indexes: timings.indexes ?? 0,
    },
  }
}
