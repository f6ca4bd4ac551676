// The embedded service's answers kept between page loads (docs/answer-cache.md). Their scope names
// what they depend on: the dataset (its key: the generator's digest, the seed, the size and the
// day, the same key the service's worker reads its kept data by), the code that answers (a digest
// of the service and the contract) and the account that asked, by a digest of its token. A new
// day, build, setting or token therefore never meets another's answers. The dev server serves code
// as it is edited, which no digest follows: it keeps no answers, and serves those given ahead of
// time only while its server finds them up to date (vite.config.ts).
import { openAnswerCache } from '../../api/answer-cache'
import type { AnswerCache } from '../../api/answer-cache'
import { readServiceConfig } from '../../service/boot/config'
import { datasetKeyOf } from '../../service/boot/dataset-key'
import { keyName } from '../../service/kept/kept-key'
import { answersDatasetName, answersScope } from './answers-scope'
import { embeddedServiceEnv } from './embedded-env'
import { FIRST_ANSWERS_FILE, dataFilePath } from '../../utils/data-files'
import { parsePrebuiltAnswers, prebuiltResponse, soundPrebuiltAnswers } from './prebuilt-answers'
import type { PrebuiltAnswer } from './prebuilt-answers'

/**
 * localStorage: the dataset whose answers this browser last kept. A page that finds today's there
 * can show its first view before the service has started (start.ts).
 */
export const ANSWERS_KEPT_STORAGE_KEY = 'eventscope.answers-kept'

/**
 * The dataset the embedded service serves now and the code that answers, as the page was built
 * or its dev server started.
 */
export function servedDatasetName(): string | undefined {
  const digest = import.meta.env.EVENTSCOPE_DATASET_DIGEST ?? ''
  const answers = import.meta.env.EVENTSCOPE_ANSWERS_DIGEST ?? ''
  if (digest === '' || answers === '') return undefined
  try {
    const dataset = keyName(datasetKeyOf(readServiceConfig(embeddedServiceEnv()), digest))
    return answersDatasetName(dataset, answers)
  } catch {
    // Settings the service will refuse too: nothing is kept for them.
    return undefined
  }
}

/** The name answers are kept under (servedDatasetName); undefined in dev, which keeps none. */
export function embeddedDatasetName(): string | undefined {
  return import.meta.env.DEV ? undefined : servedDatasetName()
}

const scopes = new Map<string, Promise<string>>()

/** The scope of `dataset`'s answers for `token` (answers-scope.ts), worked out once per token. */
function scopeOf(dataset: string, token: string): Promise<string> {
  const id = `${dataset}\n${token}`
  let scope = scopes.get(id)
  if (scope === undefined) {
    scope = answersScope(dataset, token)
    scopes.set(id, scope)
  }
  return scope
}

let opened: { readonly scope: string; readonly cache: AnswerCache | undefined } | undefined

async function openScope(token: string): Promise<AnswerCache | undefined> {
  const dataset = embeddedDatasetName()
  if (dataset === undefined || typeof crypto === 'undefined' || !('subtle' in crypto)) {
    return undefined
  }
  const scope = await scopeOf(dataset, token)
  if (opened?.scope !== scope) {
    let cache: AnswerCache | undefined
    try {
      cache = openAnswerCache(scope)
    } catch {
      // Storage the page may not use: requests go to the service.
      cache = undefined
    }
    opened = { scope, cache }
  }
  return opened.cache
}

/** Answers the build gave ahead of time (prebuilt-answers.ts), checked, for the scope they fit. */
let ahead: { readonly scope: string; readonly answers: Map<string, PrebuiltAnswer> } | undefined
/** Settles once a page that loads such answers has them. */
let aheadLoaded: Promise<unknown> = Promise.resolve()

/**
 * The kept answers of the embedded service for `token`, or undefined where none can be kept. The
 * answers the build gave ahead of time come first: a first visit serves them from memory while
 * it keeps them for its next load.
 */
export async function embeddedAnswers(token: string): Promise<AnswerCache | undefined> {
  await aheadLoaded
  const cache = await openScope(token)
  const dataset = servedDatasetName()
  const given = ahead
  if (dataset === undefined || given === undefined) return cache
  if (given.scope !== (await scopeOf(dataset, token))) return cache
  return {
    async answer(url) {
      const answer = given.answers.get(url)
      return answer && answer.until > Date.now()
        ? prebuiltResponse(answer, Date.now())
        : cache?.answer(url)
    },
    keep: async (url, response) => (await cache?.keep(url, response)) ?? false,
  }
}

/**
 * A page with answers of its own reads the file the HTML preloads (vite.config.ts) and leaves it:
 * a preload nobody reads is a warning in the console. It is not parsed nor checked.
 */
export function skipPrebuiltAnswers(): void {
  void fetch(dataFilePath(FIRST_ANSWERS_FILE))
    .then((response) => response.arrayBuffer())
    .catch(() => undefined)
}

/**
 * Loads the answers the build gave ahead of time for today's dataset and `token`'s account
 * (prebuilt-answers.ts), if it gave any; true when there are some. Requests for kept answers wait
 * for them, so the first view finds them, and they are kept for the next load.
 */
export function loadPrebuiltAnswers(token: string): Promise<boolean> {
  const dataset = servedDatasetName()
  if (dataset === undefined) return Promise.resolve(false)
  const loading = (async () => {
    const response = await fetch(dataFilePath(FIRST_ANSWERS_FILE))
    const file = response.ok ? parsePrebuiltAnswers(await response.json()) : undefined
    if (file === undefined) return false
    const scope = await scopeOf(dataset, token)
    const answers = await soundPrebuiltAnswers(file, scope, Date.now())
    if (answers.size === 0) return false
    ahead = { scope, answers }
    // None under the dev server, which keeps no answers.
    const cache = await openScope(token)
    if (cache) {
      void Promise.all(
        [...answers.values()].map((a) => cache.keep(a.url, prebuiltResponse(a, Date.now()))),
      ).then((kept) => {
        if (kept.some(Boolean)) noteAnswersKept()
      })
    }
    return true
  })().catch(() => false)
  aheadLoaded = loading
  return loading
}

/** Notes that answers of today's dataset are kept (ANSWERS_KEPT_STORAGE_KEY). */
export function noteAnswersKept(): void {
  const dataset = embeddedDatasetName()
  if (dataset === undefined) return
  try {
    localStorage.setItem(ANSWERS_KEPT_STORAGE_KEY, dataset)
  } catch {
    // No localStorage: the next load starts the service at once, as without kept answers.
  }
}

/** Whether an earlier load kept answers of the dataset the service would serve now. */
export function answersKeptForToday(): boolean {
  const dataset = embeddedDatasetName()
  if (dataset === undefined) return false
  try {
    return localStorage.getItem(ANSWERS_KEPT_STORAGE_KEY) === dataset
  } catch {
    return false
  }
}
