// The key of the dataset a service serves today (docs/dataset-cache.md "The key"), the same in the
// service's worker and in `npm run data`, which prebuilds the file of that key.
import type { DatasetKey } from '../kept/kept-key.ts'
import { DEFAULT_BROADCAST_COUNT, DEFAULT_EVENT_COUNT } from '../data/dataset-size.ts'
import { datasetInstant } from './clock.ts'
import type { ServiceConfig } from './config.ts'

/** The key of the dataset a service of `config` serves today, made by the generator of `digest`. */
export function datasetKeyOf(config: ServiceConfig, digest: string): DatasetKey {
  return {
    digest,
    seed: config.seed,
    events: config.eventCount ?? DEFAULT_EVENT_COUNT,
    broadcasts: config.broadcastCount ?? DEFAULT_BROADCAST_COUNT,
    now: datasetInstant(config.now),
  }
}
