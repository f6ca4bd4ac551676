// The first view's answers a build gives ahead of time (prebuilt-answers.ts, docs/dataset-cache.md
// "A first visit"), as the embedded service's client meets them: a GET of one of their URLs is
// answered from them while they are valid, for the dataset, code and account they were made for.
// The dev server serves code as it is edited, which no digest follows: it hands them out only
// while its server finds them up to date (vite.config.ts).
import { readServiceConfig } from '../../service/boot/config'
import { datasetKeyOf } from '../../service/boot/dataset-key'
import { keyName } from '../../service/kept/kept-key'
import { answersDatasetName, answersScope } from './answers-scope'
import { embeddedServiceEnv } from './embedded-env'
import { FIRST_ANSWERS_FILE, dataFilePath } from '../../utils/data-files'
import { parsePrebuiltAnswers, prebuiltResponse, soundPrebuiltAnswers } from './prebuilt-answers'
import type { PrebuiltAnswer } from './prebuilt-answers'

/**
 * The dataset the embedded service serves now and the code that answers, as the page was built
 * or its dev server started; undefined without them (tests) or for settings the service refuses.
 */
export function servedDatasetName(): string | undefined {
  const digest = import.meta.env.EVENTSCOPE_DATASET_DIGEST ?? ''
  const answers = import.meta.env.EVENTSCOPE_ANSWERS_DIGEST ?? ''
  if (digest === '' || answers === '') return undefined
  try {
    const dataset = keyName(datasetKeyOf(readServiceConfig(embeddedServiceEnv()), digest))
    return answersDatasetName(dataset, answers)
  } catch {
    // Settings the service will refuse too: nothing is answered ahead of time for them.
    return undefined
  }
}

/** The answers loaded for the scope they fit, by URL. */
let ahead: { readonly token: string; readonly answers: Map<string, PrebuiltAnswer> } | undefined
/**
 * Loads them, once: the first request that may be answered from them starts it. A reload drawn
 * from kept answers asks nothing before its first frame, so it neither reads nor checks the file
 * while it starts; a first visit's first request finds the file its HTML preloaded.
 */
let load: (() => Promise<void>) | undefined

/** The build's answer to a GET of `url` for `token`'s account, while it is valid. */
export async function firstAnswer(url: string, token: string): Promise<Response | undefined> {
  await load?.()
  const answer = ahead?.token === token ? ahead.answers.get(url) : undefined
  return answer && answer.until > Date.now() ? prebuiltResponse(answer, Date.now()) : undefined
}

async function loadFor(dataset: string, token: string): Promise<void> {
  const response = await fetch(dataFilePath(FIRST_ANSWERS_FILE))
  const file = response.ok ? parsePrebuiltAnswers(await response.json()) : undefined
  if (file === undefined) return
  const answers = await soundPrebuiltAnswers(file, await answersScope(dataset, token), Date.now())
  if (answers.size > 0) ahead = { token, answers }
}

/**
 * Offers the answers the build gave ahead of time for today's dataset and `token`'s account, if
 * it gave any: requests wait for them to load (firstAnswer), so the first view finds them.
 */
export function offerFirstAnswers(token: string): void {
  const dataset = servedDatasetName()
  if (dataset === undefined) return
  let loading: Promise<void> | undefined
  // A file that cannot be read or checked answers nothing; the requests go to the service.
  load = () => (loading ??= loadFor(dataset, token).catch(() => undefined))
}
