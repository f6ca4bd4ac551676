// The prebuilt answers of public/data/ (src/app/backend/prebuilt-answers.ts): the service, booted
// from today's prebuilt dataset, answers the events view's first requests at their defaults, asked
// through the page's own client, so a first visit draws its first view before its service starts
// (docs/dataset-cache.md "A first visit"). Another day's, setting's or build's file is replaced.
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '../../src/api/client'
import { EMBEDDED_TOKEN } from '../../src/api/connection/page-connection'
import { answersDatasetName, answersScope } from '../../src/app/backend/answers-scope'
import { prebuiltAnswer } from '../../src/app/backend/prebuilt-answers'
import type { PrebuiltAnswer, PrebuiltAnswers } from '../../src/app/backend/prebuilt-answers'
import { sendEventsFirstRequests } from '../../src/features/events/first-requests'
import { bootService, configuredBoot } from '../../src/service/boot/boot-service'
import { readServiceConfig } from '../../src/service/boot/config'
import type { Env } from '../../src/service/boot/config'
import { loadGazetteerFromFile } from '../../src/service/data/gazetteer/node'
import { keyName } from '../../src/service/kept/kept-key'
import { FIRST_ANSWERS_FILE } from '../../src/utils/data-files'
import { answersDigest } from '../data/dataset-digest'
import { readKeptFile, todaysKey } from '../data/kept-dataset'

/** Where the client's relative URLs resolve for the service in this process. */
const ORIGIN = 'http://127.0.0.1'

export interface PrebuiltAnswersResult {
  readonly name: string
  readonly answers: number
  readonly skipped: boolean
  readonly ms: number
}

export async function writePrebuiltAnswers(
  root: string,
  dataDir: string,
  env: Env,
): Promise<PrebuiltAnswersResult> {
  const started = performance.now()
  const key = todaysKey(root, env)
  const dataset = answersDatasetName(keyName(key), answersDigest(root))
  const name = FIRST_ANSWERS_FILE
  const kept = readKeptFile(dataDir, key)
  if (kept === undefined) throw new Error(`prebuilt answers: no prebuilt dataset for ${name}`)
  const service = await bootService({
    gazetteer: await loadGazetteerFromFile(dataDir),
    kept,
    ...configuredBoot(readServiceConfig(env), key.now),
  })

  const answers: PrebuiltAnswer[] = []
  const client = createClient({
    baseUrl: '',
    token: EMBEDDED_TOKEN,
    fetch: async (input, init) => {
      const response = await service.fetch(new Request(new URL(input, ORIGIN), init))
      const answer = await prebuiltAnswer(input, response.clone(), Date.now())
      if (answer) answers.push(answer)
      return response
    },
  })
  await sendEventsFirstRequests(client, Date.now())
  // In the order of their URLs, not of their arrival: the same answers make the same file.
  answers.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
  const file: PrebuiltAnswers = { scope: await answersScope(dataset, EMBEDDED_TOKEN), answers }

  // Written only when the answers changed: their expiry moves with every run.
  const path = join(dataDir, name)
  const same = (() => {
    try {
      const old = JSON.parse(readFileSync(path, 'utf8')) as PrebuiltAnswers
      const bodies = (f: PrebuiltAnswers) => f.answers.map((a) => [a.url, a.digest].join(' '))
      return old.scope === file.scope && bodies(old).join('\n') === bodies(file).join('\n')
    } catch {
      return false
    }
  })()
  if (!same) {
    const tmp = `${path}.${String(process.pid)}.tmp`
    writeFileSync(tmp, JSON.stringify(file))
    renameSync(tmp, path)
  }
  return { name, answers: answers.length, skipped: same, ms: performance.now() - started }
}
