// The embedded service's answers kept between page loads (docs/answer-cache.md). Their scope names
// what they depend on: the dataset (its key: the generator's digest, the seed, the size and the
// day, the same key the service's worker reads its kept data by), the code that answers (a digest
// of the service and the contract) and the account that asked, by a digest of its token. A new
// day, build, setting or token therefore never meets another's answers. The dev server serves code
// as it is edited, which no digest follows: it keeps no answers.
import { digestOf, openAnswerCache } from '../../api/answer-cache'
import type { AnswerCache } from '../../api/answer-cache'
import { readServiceConfig } from '../../service/boot/config'
import { datasetKeyOf } from '../../service/boot/dataset-key'
import { keyName } from '../../service/kept/kept-key'
import { embeddedServiceEnv } from './embedded-env'

/**
 * localStorage: the dataset whose answers this browser last kept. A page that finds today's there
 * can show its first view before the service has started (start.ts).
 */
export const ANSWERS_KEPT_STORAGE_KEY = 'eventscope.answers-kept'

/** The dataset the embedded service serves now and the code that answers; undefined in dev. */
export function embeddedDatasetName(): string | undefined {
  const digest = import.meta.env.EVENTSCOPE_DATASET_DIGEST ?? ''
  const answers = import.meta.env.EVENTSCOPE_ANSWERS_DIGEST ?? ''
  if (import.meta.env.DEV || digest === '' || answers === '') return undefined
  try {
    const dataset = keyName(datasetKeyOf(readServiceConfig(embeddedServiceEnv()), digest))
    return `${dataset}-${answers.slice(0, 16)}`
  } catch {
    // Settings the service will refuse too: nothing is kept for them.
    return undefined
  }
}

const tokenTags = new Map<string, Promise<string>>()

/** The first 16 hex digits of the token's SHA-256: the account, without the token itself. */
function tokenTag(token: string): Promise<string> {
  let tag = tokenTags.get(token)
  if (tag === undefined) {
    tag = digestOf(new TextEncoder().encode(token)).then((hex) => hex.slice(0, 16))
    tokenTags.set(token, tag)
  }
  return tag
}

let opened: { readonly scope: string; readonly cache: AnswerCache | undefined } | undefined

/** The kept answers of the embedded service for `token`, or undefined where none can be kept. */
export async function embeddedAnswers(token: string): Promise<AnswerCache | undefined> {
  const dataset = embeddedDatasetName()
  if (dataset === undefined || typeof crypto === 'undefined' || !('subtle' in crypto)) {
    return undefined
  }
  const scope = `${dataset}:${await tokenTag(token)}`
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
