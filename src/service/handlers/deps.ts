import type { Dataset } from '../data/tables'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Indexes } from '../engine/build'
import type { SavedLocationRegistry } from '../enrich/registry'

/** Everything the handlers read: the generated dataset, its indexes and real geography. */
export interface ServiceDeps {
  readonly dataset: Dataset
  readonly gazetteer: Gazetteer
  readonly indexes: Indexes
  /**
   * Saved locations with their store and enrichment (enrich/registry.ts); it is also the
   * events filter's SavedLocationAreas (engine/query.ts). Without it the saved-location handlers keep their own
   * in-memory registry and the events filter is skipped, so wire it wherever both are served.
   */
  readonly savedLocations?: SavedLocationRegistry
}
