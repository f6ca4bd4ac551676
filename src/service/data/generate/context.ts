// What every generator receives: the clock, the world, venues, time zones and the row sinks.

import type { DatasetWindow } from '../clock'
import type { TimeZones } from '../holidays/time-zones'
import type { Rng } from '../random'
import type { EntityTable } from './entities'
import type { EventRows } from './rows'
import type { VenueCatalog } from './venues'
import type { World } from './world'

/** A US sports event that television covers (docs/architecture.md: broadcasts in the team markets and nationally). */
export interface Televised {
  /** Pre-sort row of the event. */
  readonly row: number
  /** Viewership feature key suffix, e.g. "basketball_nba". */
  readonly league: string
  /** Points whose markets watch (home and away team cities). */
  readonly markets: readonly { readonly lon: number; readonly lat: number }[]
  /** Shown in every US county (finals, marquee games). */
  readonly national: boolean
}

/**
 * A generator runs once per calendar year of the history (docs/dataset.md "A timeline"): `window`
 * is that year, and `stream(name)` the year's own random stream for `name`. What a year holds
 * therefore depends on the seed and the year alone, never on the day the dataset is built for.
 */
export interface GenContext {
  readonly seed: number
  readonly window: DatasetWindow
  readonly stream: (name: string) => Rng
  readonly world: World
  readonly venues: VenueCatalog
  readonly zones: TimeZones
  readonly rows: EventRows
  readonly entities: EntityTable
  /** eventCount / 250,000: fixed schedules (leagues) are thinned below 1 and kept whole above. */
  readonly scale: number
  readonly televised: Televised[]
}
