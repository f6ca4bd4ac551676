import type { Dataset } from '../data/tables'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Indexes } from '../engine/build'

/** Everything the handlers read: the generated dataset, its indexes and real geography. */
export interface ServiceDeps {
  readonly dataset: Dataset
  readonly gazetteer: Gazetteer
  readonly indexes: Indexes
}
