// The saved locations a service reads from its store alone, before the dataset is in
// (docs/dataset-cache.md "Saved locations before the data"). A list or a single location needs
// the events only when its enrichment or hourly refresh is due (enrich/registry.ts); otherwise the
// stored records are the answer the dataset's service would give. So the locations view of a page
// with none saved, or with insights refreshed within the hour, shows without waiting for the
// dataset to download, decode and index.
import { matchRoute } from '../../contract/routes'
import type { OperationId } from '../../contract/routes'
import { authenticate } from '../auth/authenticate'
import type { RateLimiter } from '../auth/rate-limit'
import { SavedLocationRegistry } from '../enrich/registry'
import { createHandlerTable } from '../handlers/handler-table'
import type { ServiceDeps } from '../handlers/deps'
import { createService } from '../serve/create-service'
import type { SavedLocationStore } from '../store/types'

/** What the store alone answers: reads that compute nothing (`answer`). */
const STORED_READS: ReadonlySet<OperationId> = new Set(['listSavedLocations', 'getSavedLocation'])

/** Thrown when the stored service is asked for what needs the dataset; never reaches a page. */
class DataNotReady extends Error {
  constructor() {
    super('the dataset is not in yet')
  }
}

const notReady = (): never => {
  throw new DataNotReady()
}

export interface StoredServiceOptions {
  /** The dataset's services' store and limiter: the same locations, the same request window. */
  readonly store: SavedLocationStore
  readonly limiter: RateLimiter
  readonly clock: () => number
  readonly enrichDelayMs?: number
}

/** Answers `request` from the store, or undefined when the dataset's service must answer it. */
export type StoredAnswer = (request: Request) => Promise<Response | undefined>

export function storedService(options: StoredServiceOptions): StoredAnswer {
  // The registry reads the events only to enrich, which `answer` rules out first.
  const registry = new SavedLocationRegistry(
    {
      get gazetteer() {
        return notReady()
      },
      get indexes() {
        return notReady()
      },
    },
    { store: options.store, enrichDelayMs: options.enrichDelayMs },
  )
  const deps: ServiceDeps = {
    get dataset() {
      return notReady()
    },
    get gazetteer() {
      return notReady()
    },
    get indexes() {
      return notReady()
    },
    savedLocations: registry,
  }
  // The same pipeline as the dataset's service (auth, limit, validation, headers): one answer.
  const service = createService({
    handlers: createHandlerTable(deps),
    clock: options.clock,
    limiter: options.limiter,
  })
  return async (request) => {
    const method = request.method.toUpperCase()
    const match = matchRoute(method === 'HEAD' ? 'GET' : method, new URL(request.url).pathname)
    if (!match || !STORED_READS.has(match.operationId)) return undefined
    const auth = authenticate(request.headers.get('authorization'))
    // A refused token is refused alike by either service.
    if (auth.ok && (await registry.anyDue(auth.organisation.id, options.clock()))) return undefined
    try {
      return await service.fetch(request)
    } catch (error) {
      // A location fell due between the check and the read: the request counted once more
      // against the limit, and the dataset's service answers it.
      if (error instanceof DataNotReady) return undefined
      throw error
    }
  }
}
