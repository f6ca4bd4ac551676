// The embedded service's Web Worker (module): builds or reads the dataset and indexes off the UI
// thread (docs/architecture.md: heavy work must not freeze the page), then answers the requests
// the page forwards from MSW. Saved locations persist in IndexedDB.
//
// This entry only sets off the reads a start needs (the page's kept copy of the data, the places
// files) and then loads the code that decodes and serves them (service-start.ts): its download
// and evaluation overlap the reads instead of coming before them (docs/dataset-cache.md).
import { readServiceConfig } from '../boot/config'
import { envFromWorkerName } from '../boot/worker-name'
import { datasetKeyOf } from '../boot/dataset-key'
import { keptFileName, keyName } from '../kept/kept-key'
import { OpfsKeptStore } from '../kept/opfs-kept'
import type { MessageTarget } from './worker-bridge'
import { hostService, postStatus } from './worker-host'
import { fetchOptional, loadGazetteerData } from './worker-files'

// The project compiles against the DOM library; at run time this is a DedicatedWorkerGlobalScope,
// whose postMessage(message, transfer) and message events are what MessageTarget describes.
const scope = self as unknown as MessageTarget & { readonly name: string }

const config = readServiceConfig(envFromWorkerName(scope.name))
const digest = import.meta.env.EVENTSCOPE_DATASET_DIGEST ?? ''
const key = datasetKeyOf(config, digest)
const kept = new OpfsKeptStore()
const keptCopy = digest ? kept.read(keyName(key)) : Promise.resolve(undefined)
// The prebuilt file, downloaded once at most. Without a kept copy it is next (kept/find-kept.ts),
// so its download starts as soon as the copy is known to be missing, not once the start's code
// has loaded; with a copy it is needed only if the copy turns out damaged.
let prebuilt: Promise<ArrayBuffer | undefined> | undefined
const prebuiltFile = () => {
  prebuilt ??= fetchOptional(keptFileName(key))
  return prebuilt
}
const gazetteerData = loadGazetteerData()
// Both are awaited by the start; until then a failure must not count as unhandled.
keptCopy.catch(() => undefined)
gazetteerData.catch(() => undefined)
if (digest) {
  void keptCopy.then((copy) => copy ?? prebuiltFile(), prebuiltFile).catch(() => undefined)
}

const service = import('./service-start').then(({ startService }) =>
  startService(scope, config, key, kept, { keptCopy, prebuiltFile, gazetteerData }),
)
service.catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  postStatus(scope, { phase: 'failed', message })
})
hostService(scope, service)
