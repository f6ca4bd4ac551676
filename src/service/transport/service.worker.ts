// The embedded service's Web Worker (module): fetches the gazetteer and holiday files, builds the dataset and
// indexes off the UI thread (docs/architecture.md: heavy work must not freeze the page), then answers the
// requests the page forwards from MSW. Saved locations persist in IndexedDB.
import { bootService } from '../boot/boot-service'
import type { BootStep } from '../boot/boot-service'
import { serviceClock } from '../boot/clock'
import { readServiceConfig } from '../boot/config'
import { envFromWorkerName } from '../boot/worker-name'
import { BOUNDARIES_FILE, HOLIDAYS_FILE, PLACES_FILE } from '../../utils/data-files'
import type { BoundariesFile, GazetteerData, PlacesFile } from '../data/gazetteer/format'
import type { HolidayCalendars } from '../data/holidays/calendars'
import { IdbSavedLocationStore } from '../store/idb-store'
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

async function start() {
  const config = readServiceConfig(envFromWorkerName(scope.name))
  postStatus(scope, { phase: 'loading', message: 'Downloading places', ...numbered('download') })
  const [gazetteerData, holidays] = await Promise.all([
    loadGazetteerData(),
    fetchJson<HolidayCalendars>(HOLIDAYS_FILE),
  ])
  return bootService({
    gazetteerData,
    holidays,
    seed: config.seed,
    clock: serviceClock(config.now),
    eventCount: config.eventCount,
    broadcastCount: config.broadcastCount,
    store: new IdbSavedLocationStore(),
    onProgress: ({ step, message }) => {
      postStatus(scope, { phase: PHASES[step], message, ...numbered(step) })
    },
  })
}

const service = start()
service.catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  postStatus(scope, { phase: 'failed', message })
})
hostService(scope, service)
