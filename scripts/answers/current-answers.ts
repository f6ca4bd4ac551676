// Whether a first-answers file (src/app/backend/prebuilt-answers.ts) was made by the code and for
// the settings a server has now: the dev server hands the file out only then (vite.config.ts),
// since a page's digests are those of the moment the server started, not of the latest edit.
import { answersDatasetName } from '../../src/app/backend/answers-scope.ts'
import { readServiceConfig } from '../../src/service/boot/config.ts'
import type { Env } from '../../src/service/boot/config.ts'
import { datasetKeyOf } from '../../src/service/boot/dataset-key.ts'
import { keyName } from '../../src/service/kept/kept-key.ts'
import { answersDigest, datasetDigest } from '../data/dataset-digest.ts'

/** True when `text` is a first-answers file of today's dataset of `env`, by the code in `root`. */
export function firstAnswersAreCurrent(root: string, env: Env, text: string): boolean {
  try {
    const name = answersDatasetName(
      keyName(datasetKeyOf(readServiceConfig(env), datasetDigest(root))),
      answersDigest(root),
    )
    const { scope } = JSON.parse(text) as { scope?: unknown }
    return typeof scope === 'string' && scope.startsWith(`${name}:`)
  } catch {
    return false
  }
}
