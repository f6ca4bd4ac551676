// The embedded service's Web Worker (module): builds or reads the dataset and indexes off the UI
// thread (docs/architecture.md: heavy work must not freeze the page), then answers the requests
// the page posts to it (its own, and those MSW hands it). Saved locations persist in IndexedDB.
//
// This entry waits for the page's settings (its first message, worker-bridge.ts `postSettings`),
// then only sets off the reads a start needs (the page's kept copy of the data, the places files)
// and loads the code that decodes and serves them (service-start.ts): its download and evaluation
// overlap the reads instead of coming before them (docs/dataset-cache.md).
// First: the page's policy reaches this worker too, as the header of its script (docs/security.md).
import '../../lib/content-security'
import { readServiceConfig } from '../boot/config'
import type { Env } from '../boot/config'
import { datasetKeyOf } from '../boot/dataset-key'
import { keptFileName, keyName } from '../kept/kept-key'
import { OpfsKeptStore } from '../kept/opfs-kept'
import { readKeptCopy } from '../kept/kept-bundle'
import type { MessageTarget } from './worker-bridge'
import { hostService, type BuildWanted, type HostedService } from './worker-host'
import { fetchOptional, loadGazetteerData } from './worker-files'

// The project compiles against the DOM library; at run time this is a DedicatedWorkerGlobalScope,
// whose postMessage(message, transfer) and message events are what MessageTarget describes.
const scope = self as unknown as MessageTarget
const digest = import.meta.env.EVENTSCOPE_DATASET_DIGEST ?? ''

/**
 * The start on the page's settings, its first message (worker-host.ts): sets off the reads, then
 * loads the code that serves them, which builds each service once it is `wanted`. Settings the
 * service cannot read fail the start.
 */
function start(env: Env, wanted: BuildWanted): HostedService {
  const config = readServiceConfig(env)
  const key = datasetKeyOf(config, digest)
  const kept = new OpfsKeptStore()
  const keptCopy = digest
    ? kept.file(keyName(key)).then((file) => file && readKeptCopy(file, wanted.whole))
    : Promise.resolve(undefined)
  // The prebuilt parts, each downloaded once at most (docs/dataset-cache.md "Parts"). Without a
  // kept copy they are next (kept/find-kept.ts), so the near part's download starts as soon as the
  // copy is known to be missing, not once the start's code has loaded; with a copy they are needed
  // only if it turns out damaged. The near part comes first and alone, so that it has the whole
  // line: the first answers come from it. The rest waits until the whole dataset is wanted: until
  // then it would take the line and a core from the page's first view. Once wanted it starts at
  // once, beside the near part if that is still on its way: the request that wants it needs both.
  let near: Promise<ArrayBuffer | undefined> | undefined
  const nearFile = () => {
    near ??= fetchOptional(keptFileName(key, 'near'))
    return near
  }
  let rest: Promise<ArrayBuffer | undefined> | undefined
  const restFile = () => {
    rest ??= fetchOptional(keptFileName(key, 'rest'))
    return rest
  }
  const gazetteerData = loadGazetteerData(wanted.near)
  // Both are awaited by the start; until then a failure must not count as unhandled.
  keptCopy.catch(() => undefined)
  gazetteerData.catch(() => undefined)
  if (digest) {
    void keptCopy.then((copy) => (copy ? undefined : nearFile()), nearFile).catch(() => undefined)
    void Promise.all([keptCopy.catch(() => undefined), wanted.whole])
      .then(([copy]) => (copy ? undefined : restFile()))
      .catch(() => undefined)
  }

  const started = import('./service-start').then(({ startService }) =>
    startService(scope, config, key, kept, {
      keptCopy,
      nearFile,
      restFile,
      gazetteerData,
      wanted,
    }),
  )
  return {
    whole: started.then(({ whole }) => whole),
    near: started.then(({ near }) => near),
    nearAnswers: started.then(({ nearAnswers }) => nearAnswers),
    stored: started.then(({ stored }) => stored),
  }
}

hostService(scope, start)
