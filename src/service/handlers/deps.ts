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
   * Saved locations with their store and enrichment (enrich/registry.ts): the saved-location
   * handlers and the events filter `saved_location.location_id` read the same registry.
   */
  readonly savedLocations: SavedLocationRegistry
}
