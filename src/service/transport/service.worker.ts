// The embedded service's Web Worker (module): fetches the gazetteer and holiday files, builds the dataset and
// indexes off the UI thread (docs/architecture.md: heavy work must not freeze the page), then answers the
// requests the page forwards from MSW. Saved locations persist in IndexedDB.
import { bootService } from '../boot/boot-service'
import type { BootStep } from '../boot/boot-service'
import { datasetInstant, serviceClock } from '../boot/clock'
import { readServiceConfig } from '../boot/config'
import { envFromWorkerName } from '../boot/worker-name'
import { BOUNDARIES_FILE, HOLIDAYS_FILE, PLACES_FILE } from '../../utils/data-files'
import type { BoundariesFile, GazetteerData, PlacesFile } from '../data/gazetteer/format'
import type { HolidayCalendars } from '../data/holidays/calendars'
import { IdbSavedLocationStore } from '../store/idb-store'
import { DEFAULT_BROADCAST_COUNT, DEFAULT_EVENT_COUNT } from '../data/build-dataset'
import { findKept } from '../kept/find-kept'
import type { DataSource } from '../kept/find-kept'
import { OpfsKeptStore } from '../kept/opfs-kept'
import { encodeKept, keptFileName, keyName } from '../kept/kept-file'
import type { DatasetKey } from '../kept/kept-file'
import type { MessageTarget } from './worker-bridge'
import type { WireStatus } from './wire'
import { hostService, postStatus } from './worker-host'

// The project compiles against the DOM library; at run time this is a DedicatedWorkerGlobalScope,
// whose postMessage(message, transfer) and message events are what MessageTarget describes.
const scope = self as unknown as MessageTarget & { readonly name: string }

const PHASES: Readonly<Record<BootStep, WireStatus['phase']>> = {
  gazetteer: 'loading',
  dataset: 'building',
  indexes: 'building',
  ready: 'ready',
}

/** The start-up steps in order, downloading first, as the page numbers them ("step 3 of 4"). */
const STEP_NUMBERS: Readonly<Record<BootStep | 'download', number | undefined>> = {
  download: 1,
  gazetteer: 2,
  dataset: 3,
  indexes: 4,
  ready: undefined,
}
const STEPS = 4

const numbered = (step: BootStep | 'download') => {
  const number = STEP_NUMBERS[step]
  return number === undefined ? {} : { step: number, steps: STEPS }
}

async function fetchJson<T>(file: string): Promise<T> {
  const url = new URL(`${import.meta.env.BASE_URL}data/${file}`, self.location.origin)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load ${url.pathname} (HTTP ${response.status})`)
  return (await response.json()) as T
}

async function loadGazetteerData(): Promise<GazetteerData> {
  const [places, boundaries] = await Promise.all([
    fetchJson<PlacesFile>(PLACES_FILE),
    fetchJson<BoundariesFile>(BOUNDARIES_FILE),
  ])
  return { places, boundaries }
}

/** A data file the server may not have: 404, or the dev server's HTML fallback, is a miss. */
async function fetchOptional(file: string): Promise<ArrayBuffer | undefined> {
  const url = new URL(`${import.meta.env.BASE_URL}data/${file}`, self.location.origin)
  const response = await fetch(url)
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || type.includes('text/html')) return undefined
  return response.arrayBuffer()
}

const READY: Readonly<Record<DataSource, string>> = {
  kept: 'Ready: events and broadcasts kept from an earlier visit',
  file: 'Ready: events and broadcasts read from the prebuilt file',
  built: 'Ready: events and broadcasts generated in this browser',
}

/** A generated dataset is kept once the first answers are out: packing it takes the worker a moment. */
const KEEP_AFTER_MS = 5_000

async function start() {
  const config = readServiceConfig(envFromWorkerName(scope.name))
  postStatus(scope, { phase: 'loading', message: 'Downloading places', ...numbered('download') })
  const digest = import.meta.env.EVENTSCOPE_DATASET_DIGEST
  const key: DatasetKey = {
    digest: digest ?? '',
    seed: config.seed,
    events: config.eventCount ?? DEFAULT_EVENT_COUNT,
    broadcasts: config.broadcastCount ?? DEFAULT_BROADCAST_COUNT,
    now: datasetInstant(config.now),
  }
  const name = keyName(key)
  const kept = new OpfsKeptStore()
  const gazetteerData = loadGazetteerData()
  // Without a digest nothing tells one generator's data from another's: always generate.
  const found = digest
    ? await findKept(
        key,
        {
          readKept: () => kept.read(name),
          dropKept: () => kept.remove(name),
          fetchFile: () => fetchOptional(keptFileName(key)),
        },
        (why) => {
          console.warn(`Embedded data: ${why}; generating it instead`)
        },
      )
    : undefined
  const source: DataSource = found?.source ?? 'built'
  const booted = await bootService({
    gazetteerData: await gazetteerData,
    ...(found
      ? { kept: found.data }
      : { holidays: await fetchJson<HolidayCalendars>(HOLIDAYS_FILE) }),
    seed: config.seed,
    clock: serviceClock(config.now),
    datasetNow: key.now,
    eventCount: config.eventCount,
    broadcastCount: config.broadcastCount,
    enrichDelayMs: config.enrichDelayMs,
    store: new IdbSavedLocationStore(),
    onProgress: ({ step, message }) => {
      const text = step === 'ready' ? READY[source] : message
      postStatus(scope, { phase: PHASES[step], message: text, ...numbered(step) })
    },
  })
  if (digest && source !== 'kept') {
    const bytes = found?.bytes
    setTimeout(
      () => {
        kept.write(name, bytes ?? encodeKept(key, booted.kept)).catch((error: unknown) => {
          console.warn('Embedded data could not be kept for the next visit', error)
        })
      },
      bytes ? 0 : KEEP_AFTER_MS,
    )
  }
  return booted
}

const service = start()
service.catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  postStatus(scope, { phase: 'failed', message })
})
hostService(scope, service)
