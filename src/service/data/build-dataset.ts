// The embedded dataset: real geography and calendars, generated activity, all deterministic from
// a seed and a clock (docs/architecture.md "The embedded dataset"). Same seed and `now` give identical
// tables, hence byte-identical responses.

import type { Gazetteer } from './gazetteer/types'
import type { Dataset } from './tables'
import { datasetWindow, HISTORY_DAYS, yearWindow } from './clock'
import { DEFAULT_BROADCAST_COUNT, DEFAULT_EVENT_COUNT } from './dataset-size'
import { generateCalendarHolidays } from './holidays/calendar-holidays'
import { coversYears } from './holidays/calendars'
import type { HolidayCalendars } from './holidays/calendars'
import { generateDaylightSavings } from './holidays/daylight-savings'
import { TimeZones } from './holidays/time-zones'
import { generateAcademic } from './generate/academic'
import { assembleEvents, inverse, sortOrder } from './generate/assemble'
import { assembleBroadcasts } from './generate/assemble-broadcasts'
import { generateBroadcasts } from './generate/broadcasts'
import { generateCommunity } from './generate/community'
import { generateConcerts } from './generate/concerts'
import type { GenContext } from './generate/context'
import { EntityTable } from './generate/entities'
import { generateFestivals } from './generate/festivals'
import { generateConferences, generateExpos } from './generate/gatherings'
import { generatePerformingArts } from './generate/performing-arts'
import { generatePolitics } from './generate/politics'
import { EventRows } from './generate/rows'
import { generateLeagues } from './generate/sports'
import { generateLocalSports } from './generate/sports-local'
import { generateSpecials } from './generate/sports-specials'
import { knownAt, settleHistory } from './generate/history'
import { createRng } from './random'
import { generateAirportDelays, generateUnscheduled } from './generate/unscheduled'
import { VenueCatalog } from './generate/venues'
import { World } from './generate/world'

export interface BuildOptions {
  readonly seed: number
  /** Epoch ms the dataset is generated for. */
  readonly now: number
  readonly gazetteer: Gazetteer
  /**
   * Generated events. Real calendars (holidays, daylight saving) come on top, and deleted
   * duplicates add about 1%.
   */
  readonly eventCount?: number
  /** Target number of broadcasts (the market radius is tuned to come close). */
  readonly broadcastCount?: number
  /** Real holiday calendars covering the window's years (holidays/calendars.ts). */
  readonly holidays: HolidayCalendars
}

/**
 * Share of the generated events per kind, after the league fixtures and marquee events. Most go
 * to the attended kinds, which analysts count near a place (docs/dataset.md "Where events
 * happen"); area events need fewer to cover the map.
 */
const SHARES = {
  concerts: 0.27,
  sports: 0.13,
  'performing-arts': 0.15,
  community: 0.1,
  conferences: 0.06,
  expos: 0.03,
  festivals: 0.045,
  academic: 0.035,
  'severe-weather': 0.05,
  'airport-delays': 0.03,
  disasters: 0.01,
  'health-warnings': 0.015,
  terror: 0.005,
  politics: 0.025,
} as const

export function buildDataset(options: BuildOptions): Dataset {
  const { seed, now, gazetteer } = options
  const eventCount = options.eventCount ?? DEFAULT_EVENT_COUNT
  const span = datasetWindow(now)
  if (!coversYears(options.holidays, span.years)) {
    throw new Error(`holiday calendars do not cover ${span.years.join(', ')}`)
  }
  const world = new World(gazetteer)
  const entities = new EntityTable(seed >>> 0)
  const shared = {
    seed: seed >>> 0,
    world,
    venues: new VenueCatalog(world, seed >>> 0),
    zones: new TimeZones(span.start, span.end),
    rows: new EventRows(entities),
    entities,
    scale: eventCount / DEFAULT_EVENT_COUNT,
    televised: [],
  }
  // One history per seed (docs/dataset.md "A timeline"): each calendar year is generated from
  // its own streams, so the years around `now` hold the same events whatever day `now` is.
  for (const year of span.years) {
    const ctx: GenContext = {
      ...shared,
      window: yearWindow(year),
      stream: (name) => createRng(shared.seed, `${name}@${year}`),
    }
    generateYear(ctx, options.holidays, Math.round((eventCount * ctx.window.days) / HISTORY_DAYS))
  }
  settleHistory(shared.rows, shared.seed, shared.venues)
  const known = knownAt(shared.rows, now)
  const broadcastRows = generateBroadcasts(
    shared,
    options.broadcastCount ?? DEFAULT_BROADCAST_COUNT,
    known,
  )
  const order = sortOrder(shared.rows.start, shared.rows.id, known.keep)
  const rankOf = inverse(order, shared.rows.size)
  return {
    seed: shared.seed,
    now,
    events: assembleEvents(shared.rows, shared.venues, order, rankOf),
    broadcasts: assembleBroadcasts(broadcastRows, rankOf),
  }
}

/** Every generator, for one year of the history; `count` is the year's share of the events. */
function generateYear(ctx: GenContext, holidays: HolidayCalendars, count: number): void {
  generateCalendarHolidays(ctx, holidays)
  generateDaylightSavings(ctx)
  const fixed = generateLeagues(ctx) + generateSpecials(ctx)
  const rest = Math.max(0, count - fixed)
  const total = Object.values(SHARES).reduce((a, b) => a + b, 0)
  const share = (key: keyof typeof SHARES): number => Math.round((rest * SHARES[key]) / total)
  generateConcerts(ctx, share('concerts'))
  generateLocalSports(ctx, share('sports'))
  generatePerformingArts(ctx, share('performing-arts'))
  generateCommunity(ctx, share('community'))
  generateConferences(ctx, share('conferences'))
  generateExpos(ctx, share('expos'))
  generateFestivals(ctx, share('festivals'))
  generateAcademic(ctx, share('academic'))
  for (const category of ['severe-weather', 'disasters', 'health-warnings', 'terror'] as const) {
    generateUnscheduled(ctx, category, share(category))
  }
  generateAirportDelays(ctx, share('airport-delays'))
  generatePolitics(ctx, share('politics'))
}
