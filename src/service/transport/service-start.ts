// The embedded service's start in its worker, once service.worker.ts has set off the reads: finds
// the data (the page's kept copy, the prebuilt file, or generation), boots the service and keeps
// a copy for the next visit (docs/dataset-cache.md).
import { bootService, configuredBoot } from '../boot/boot-service'
import type { BootedService, BootOptions, BootStep } from '../boot/boot-service'
import type { ServiceConfig } from '../boot/config'
import { HOLIDAYS_FILE } from '../../utils/data-files'
import { createGazetteer } from '../data/gazetteer/create-gazetteer'
import type { GazetteerData } from '../data/gazetteer/format'
import type { HolidayCalendars } from '../data/holidays/calendars'
import { IdbSavedLocationStore } from '../store/idb-store'
import { RateLimiter } from '../auth/rate-limit'
import { findKept, type KeptSources } from '../kept/find-kept'
import type { DataSource } from '../kept/find-kept'
import type { OpfsKeptStore } from '../kept/opfs-kept'
import { bundleParts, decodeKept, decodeKeptRest, encodeKept, joinKept } from '../kept/kept-file'
import type { KeptData } from '../kept/kept-file'
import { keyName } from '../kept/kept-key'
import type { DatasetKey } from '../kept/kept-key'
import type { Gazetteer } from '../data/gazetteer/types'
import { answerableFromNear, nearSpan } from '../kept/near-part'
import type { MessageTarget } from './worker-bridge'
import type { WireStatus } from './wire'
import { postStatus, type NearService } from './worker-host'
import { fetchJson } from './worker-files'

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

const READY: Readonly<Record<DataSource, string>> = {
  kept: 'Ready: events and broadcasts kept from an earlier visit',
  file: 'Ready: events and broadcasts read from the prebuilt files',
  built: 'Ready: events and broadcasts generated in this browser',
}

/**
 * A copy is kept once the first answers are out: packing a generated dataset takes the worker a
 * moment, and writing 100 MB takes the disk and a core one too (docs/dataset-cache.md).
 */
const KEEP_AFTER_MS = 5_000

/** The reads service.worker.ts set off before loading this module. */
export interface EarlyReads {
  /** The page's kept copy of the key's data; undefined when there is none or no digest. */
  readonly keptCopy: Promise<ArrayBuffer | undefined>
  /** The prebuilt near part (undefined when the server has none), downloaded once at most. */
  readonly nearFile: () => Promise<ArrayBuffer | undefined>
  /** The prebuilt rest (undefined when the server has none), downloaded once at most. */
  readonly restFile: () => Promise<ArrayBuffer | undefined>
  readonly gazetteerData: Promise<GazetteerData>
}

export interface StartedService {
  /** The service over the whole dataset. */
  readonly whole: Promise<BootedService>
  /** Until the whole one is ready, what the near part answers; undefined without a near part. */
  readonly near: Promise<NearService | undefined>
}

/** What the near and the whole service share. */
type SharedState = Required<Pick<BootOptions, 'store' | 'limiter'>>

/**
 * Starts the service over the whole dataset and, on a first visit, a service over its near part,
 * which answers the requests it can while the rest downloads (docs/dataset-cache.md).
 */
export function startService(
  scope: MessageTarget,
  config: ServiceConfig,
  key: DatasetKey,
  kept: OpfsKeptStore,
  early: EarlyReads,
): StartedService {
  const gazetteer = early.gazetteerData.then(createGazetteer)
  gazetteer.catch(() => undefined)
  // The near part is decoded once: it serves on its own, then joins the rest.
  let near: Promise<KeptData | undefined> | undefined
  const nearData = () => {
    near ??= early.nearFile().then(async (bytes) => {
      // The rest's download is asked for as the near part arrives, but its request leaves only
      // once this thread is free again: a pause of one task lets it go before decoding holds it.
      await new Promise((resolve) => setTimeout(resolve, 0))
      return bytes && decodeKept(bytes, key, 'near')
    })
    return near
  }
  const files = async () => {
    const [part, nearBytes, rest] = [
      await nearData(),
      await early.nearFile(),
      await early.restFile(),
    ]
    if (!part || !nearBytes || !rest) return undefined
    return {
      data: joinKept(part, decodeKeptRest(rest, key)),
      copy: () => bundleParts(nearBytes, rest),
    }
  }
  // The two services answer one page in turn: one store of saved locations and one rate limit.
  const shared: SharedState = { store: new IdbSavedLocationStore(), limiter: new RateLimiter() }
  return {
    whole: startWhole(scope, config, key, kept, { ...early, fetchFiles: files }, gazetteer, shared),
    near: startNear(config, key, early.keptCopy, nearData, gazetteer, shared),
  }
}

/**
 * The near part's service, only when the page keeps no copy of the whole dataset: one that is
 * kept reads faster than the part downloads. It shares the whole service's saved locations.
 */
async function startNear(
  config: ServiceConfig,
  key: DatasetKey,
  keptCopy: Promise<ArrayBuffer | undefined>,
  nearData: () => Promise<KeptData | undefined>,
  gazetteer: Promise<Gazetteer>,
  shared: SharedState,
): Promise<NearService | undefined> {
  if (!key.digest || (await keptCopy.catch(() => undefined))) return undefined
  const data = await nearData()
  if (!data) return undefined
  const boot = configuredBoot(config, key.now)
  const service = await bootService({ gazetteer: await gazetteer, kept: data, ...boot, ...shared })
  const span = nearSpan(key.now)
  return {
    service,
    answers: (request) => answerableFromNear(request, span, boot.clock()),
  }
}

async function startWhole(
  scope: MessageTarget,
  config: ServiceConfig,
  key: DatasetKey,
  kept: OpfsKeptStore,
  early: Pick<EarlyReads, 'keptCopy'> & Pick<KeptSources, 'fetchFiles'>,
  gazetteer: Promise<Gazetteer>,
  shared: SharedState,
): Promise<BootedService> {
  postStatus(scope, { phase: 'loading', message: 'Downloading places', ...numbered('download') })
  const name = keyName(key)
  // On a first visit the places arrive well before the dataset, and the worker would sit idle
  // until it is in: it builds the gazetteer then, and the lookups a radius or place filter needs,
  // so that a shared link's first answer does not wait for them. With the data already in (a kept
  // copy), the lookups are left to the first request that needs them.
  let dataIn = false
  void gazetteer.then(
    (built) => {
      if (!dataIn) built.prepareLookups()
    },
    () => undefined,
  )
  // Without a digest nothing tells one generator's data from another's: always generate.
  const found = key.digest
    ? await findKept(
        key,
        {
          readKept: () => early.keptCopy,
          dropKept: () => kept.remove(name),
          fetchFiles: early.fetchFiles,
        },
        (why) => {
          console.warn(`Embedded data: ${why}; generating it instead`)
        },
      )
    : undefined
  dataIn = true
  const source: DataSource = found?.source ?? 'built'
  const booted = await bootService({
    gazetteer: await gazetteer,
    ...(found
      ? { kept: found.data }
      : { holidays: await fetchJson<HolidayCalendars>(HOLIDAYS_FILE) }),
    ...configuredBoot(config, key.now),
    ...shared,
    onProgress: ({ step, message }) => {
      const text = step === 'ready' ? READY[source] : message
      postStatus(scope, { phase: PHASES[step], message: text, ...numbered(step) })
    },
  })
  if (key.digest && source !== 'kept') {
    const copy = found?.copy
    setTimeout(() => {
      kept.write(name, copy ? copy() : encodeKept(key, booted.kept)).catch((error: unknown) => {
        console.warn('Embedded data could not be kept for the next visit', error)
      })
    }, KEEP_AFTER_MS)
  }
  return booted
}
