// The engine's entry points: build every index of a dataset once, then query through a facade.

import type { Gazetteer } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import type { BroadcastIndexes } from './broadcast-indexes'
import { buildBroadcastIndexes } from './broadcast-indexes'
import type { EventIndexes, IndexOptions } from './indexes'
import { buildEventIndexes } from './indexes'

export interface Indexes {
  readonly events: EventIndexes
  readonly broadcasts: BroadcastIndexes
  /** Wall time the build took, ms. */
  readonly buildMs: number
}

export function buildIndexes(
  ds: Dataset,
  gazetteer: Gazetteer,
  options: IndexOptions = {},
): Indexes {
  const t0 = performance.now()
  const events = buildEventIndexes(ds.events, gazetteer, options)
  const broadcasts = buildBroadcastIndexes(ds.broadcasts, ds.events.size, gazetteer)
  return { events, broadcasts, buildMs: performance.now() - t0 }
}
