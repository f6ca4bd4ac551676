// The embedded service's start in its worker, once service.worker.ts has set off the reads: finds
// the data (the page's kept copy, the prebuilt file, or generation), boots the service and keeps
// a copy for the next visit (docs/dataset-cache.md).
import { bootService, configuredBoot } from '../boot/boot-service'
import { storedService } from '../boot/stored-service'
import type { StoredAnswer } from '../boot/stored-service'
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
import { decodeKept, decodeKeptRest, encodeKept, joinKept } from '../kept/kept-file'
import { bundleParts } from '../kept/kept-bundle'
import type { KeptData } from '../kept/kept-file'
import type { KeptCopy } from '../kept/kept-bundle'
import { keyName } from '../kept/kept-key'
import type { DatasetKey } from '../kept/kept-key'
import type { Gazetteer } from '../data/gazetteer/types'
import { answerableFromNear, nearSpan } from '../kept/near-part'
import type { MessageTarget } from './worker-bridge'
import type { WireStatus } from './wire'
import { postStatus, type BuildWanted, type NearAnswers } from './worker-host'
import { fetchJson } from './worker-files'
import { once } from '../../utils/once'

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
 * A copy is kept, and the full-text index made, once the first answers are out: packing a
 * generated dataset or indexing every title takes the worker a moment, and writing the whole
 * dataset takes the disk and a core one too (docs/dataset-cache.md).
 */
const AFTER_FIRST_ANSWERS_MS = 5_000

/**
 * A pause of one task before work that holds the thread. A download asked for in the same turn
 * (the rest's, when a request needs the whole dataset) leaves only once this thread is free again:
 * the pause lets it go first, rather than after the decoding or the places' build.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The reads service.worker.ts set off before loading this module. */
export interface EarlyReads {
  /** The page's kept copy of the key's data, being read; undefined when there is none or no digest. */
  readonly keptCopy: Promise<KeptCopy | undefined>
  /** The prebuilt near part (undefined when the server has none), downloaded once at most. */
  readonly nearFile: () => Promise<ArrayBuffer | undefined>
  /** The prebuilt rest (undefined when the server has none), downloaded once at most. */
  readonly restFile: () => Promise<ArrayBuffer | undefined>
  readonly gazetteerData: Promise<GazetteerData>
  /** When each service may be built (worker-host.ts). */
  readonly wanted: BuildWanted
}

export interface StartedService {
  /** The service over the whole dataset. */
  readonly whole: Promise<BootedService>
  /** Until the whole one is ready, the service over the near part; undefined without one. */
  readonly near: Promise<BootedService | undefined>
  /** What the near service answers as the whole one would; undefined without a near part. */
  readonly nearAnswers: NearAnswers | undefined
  /** The saved locations that need no data, answered from the store at once. */
  readonly stored: StoredAnswer
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
  // Building the places takes a core too: not before the page wants a service, and not before
  // the downloads the same request sets off have left (`nextTask`).
  const gazetteer = early.wanted.near
    .then(() => early.gazetteerData)
    .then(async (data) => {
      await nextTask()
      return createGazetteer(data)
    })
  gazetteer.catch(() => undefined)
  const keptCopy = early.keptCopy.catch(() => undefined)
  // A near part is decoded once: it serves on its own, then joins the rest. It comes from the kept
  // copy when that holds the parts, else from the prebuilt file.
  const decodeNear = async (bytes: ArrayBuffer | undefined) => {
    await nextTask()
    return bytes && decodeKept(bytes, key, 'near')
  }
  const keptNear = once(async () => {
    const copy = await keptCopy
    return copy?.kind === 'parts' ? decodeNear(await copy.near) : undefined
  })
  const fileNear = once(() => early.nearFile().then(decodeNear))
  const readKept = async (): Promise<KeptData | undefined> => {
    const copy = await early.keptCopy
    if (copy?.kind === 'whole') return decodeKept(await copy.bytes, key)
    const near = await keptNear()
    return (
      copy &&
      near &&
      joinKept(near, decodeKeptRest(await copy.rest, key, near.dataset.events.venues))
    )
  }
  const fetchFiles = async () => {
    const [part, nearBytes, rest] = [
      await fileNear(),
      await early.nearFile(),
      await early.restFile(),
    ]
    if (!part || !nearBytes || !rest) return undefined
    return {
      data: joinKept(part, decodeKeptRest(rest, key, part.dataset.events.venues)),
      copy: () => bundleParts(nearBytes, rest),
    }
  }
  // The near service serves the kept copy's near part, or the prebuilt one's when there is no copy
  // or its near part is damaged. A copy of a generated dataset has none.
  const nearData = async () => {
    if ((await keptCopy)?.kind === 'whole') return undefined
    return (await keptNear().catch(() => undefined)) ?? fileNear()
  }
  // The two services answer one page in turn: one store of saved locations and one rate limit.
  const shared: SharedState = { store: new IdbSavedLocationStore(), limiter: new RateLimiter() }
  // Without a digest there is no prebuilt near part, nor a kept copy of one.
  const span = nearSpan(key.now)
  const boot = configuredBoot(config, key.now)
  const nearAnswers = key.digest
    ? (request: Request) => answerableFromNear(request, span, boot.clock())
    : undefined
  return {
    whole: early.wanted.whole.then(() =>
      startWhole(scope, config, key, kept, { readKept, fetchFiles }, gazetteer, shared),
    ),
    near: early.wanted.near.then(() =>
      nearAnswers ? startNear(boot, nearData, gazetteer, shared) : undefined,
    ),
    nearAnswers,
    stored: storedService({ ...shared, clock: boot.clock, enrichDelayMs: boot.enrichDelayMs }),
  }
}

/**
 * The near part's service, while the whole dataset is still being read or downloaded: from the
 * page's copy of the parts, or on a first visit from the prebuilt near part. It shares the whole
 * service's saved locations. A copy of a dataset generated in the page has no near part.
 */
async function startNear(
  boot: ReturnType<typeof configuredBoot>,
  nearData: () => Promise<KeptData | undefined>,
  gazetteer: Promise<Gazetteer>,
  shared: SharedState,
): Promise<BootedService | undefined> {
  // A damaged near part is the whole start's to report and replace; here it is only no service.
  const data = await nearData().catch(() => undefined)
  if (!data) return undefined
  return bootService({ gazetteer: await gazetteer, kept: data, ...boot, ...shared })
}

async function startWhole(
  scope: MessageTarget,
  config: ServiceConfig,
  key: DatasetKey,
  kept: OpfsKeptStore,
  sources: Pick<KeptSources, 'readKept' | 'fetchFiles'>,
  gazetteer: Promise<Gazetteer>,
  shared: SharedState,
): Promise<BootedService> {
  postStatus(scope, {
    phase: 'loading',
    // The places and the dataset come in this step, from the page's kept copy or the network.
    message: 'Fetching places and events',
    ...numbered('download'),
  })
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
    ? await findKept({ ...sources, dropKept: () => kept.remove(name) }, (why) => {
        console.warn(`Embedded data: ${why}; generating it instead`)
      })
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
  const copy = found?.copy
  setTimeout(() => {
    if (key.digest && source !== 'kept') {
      kept.write(name, copy ? copy() : encodeKept(key, booted.kept)).catch((error: unknown) => {
        console.warn('Embedded data could not be kept for the next visit', error)
      })
    }
    // The parts keep no full-text index (kept-file.ts): it is made here, while no answer waits,
    // rather than at the analyst's first search.
    booted.deps.indexes.events.prepareText()
  }, AFTER_FIRST_ANSWERS_MS)
  return booted
}
