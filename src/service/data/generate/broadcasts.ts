// Broadcasts: one per televised US sports event per US county where it is shown (docs/architecture.md
// "Facts"): the counties of the home and away teams' markets within a radius, and every county
// for national broadcasts (finals, majors). The market radius is chosen so the total comes close
// to the requested count. Viewership is an estimate of the county's watchers.
//
// Each event's broadcasts come from the event's own stream, and the radius from every televised
// event of the three generated years, announced or not: from one day to the next the records
// stay the same, and only the years' turn may move the radius (docs/dataset.md "A timeline").

import {
  BROADCAST_RECORD_STATUSES,
  BROADCAST_STATUSES,
  DELETED_REASONS,
} from '../../../contract/enums'
import { roundToSecond } from '../clock'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { createRng } from '../random'
import { BROADCAST_ID_CHARS } from '../tables'
import { UniqueIds } from './unique-ids'
import type { GenContext, Televised } from './context'
import { Interner } from './interner'
import type { KnownRows } from './history'
import type { EventRows } from './rows'
import { REASON_DUPLICATE, STATE_PREDICTED } from './rows'
import { haversineKm } from '../geo/distance'
import { HOUR_MS } from '../../../utils/time'

export interface BroadcastRows {
  readonly id: string[]
  /** The seed each id is spelled from (tables.ts). */
  readonly seed: number[]
  readonly event: number[]
  readonly county: number[]
  readonly start: number[]
  readonly updated: number[]
  readonly firstSeen: number[]
  readonly viewership: number[]
  readonly recordStatus: number[]
  readonly broadcastStatus: number[]
  readonly duplicateOf: number[]
  readonly league: number[]
  readonly places: Interner
  readonly leagues: Interner
}

/** Share of a county's residents watching a regular-season game at home (rank-80 game). */
const AUDIENCE: Readonly<Record<string, number>> = {
  american_football_nfl: 0.12,
  american_football_ncaa_men: 0.05,
  basketball_nba: 0.03,
  baseball_mlb: 0.02,
  ice_hockey_nhl: 0.015,
  soccer_mls: 0.01,
  basketball_ncaa_men: 0.025,
  basketball_ncaa_women: 0.015,
  golf_masters: 0.04,
  golf_us_open: 0.025,
  golf_pga_championship: 0.025,
  golf_pga_tour: 0.01,
  horse_racing_kentucky_derby: 0.05,
  horse_racing_preakness_stakes: 0.02,
  horse_racing_belmont_stakes: 0.02,
  auto_racing_indy_car: 0.02,
  auto_racing_nascar: 0.02,
  tennis_us_open: 0.01,
  mma_ufc: 0.008,
  boxing: 0.006,
  softball_ncaa_women: 0.008,
}

/**
 * The largest share of a county's residents one broadcast counts as viewers: about the share of
 * Americans who watch the Super Bowl, the most watched broadcast of the year. The estimate below
 * exceeds it for the top-ranked games in their home county, and is cut to it there.
 */
export const MAX_VIEWING_SHARE = 0.4

/**
 * Viewers of a broadcast in a county of `population`: the league's audience share, three times
 * more every 20 rank points above 80, times the county's reach and a noise factor of 0.8 to 1.2
 * (`unit` a uniform draw in [0, 1)), never above MAX_VIEWING_SHARE of the population.
 */
export function viewershipOf(
  population: number,
  league: string,
  rank: number,
  reach: number,
  unit: number,
): number {
  const share = (AUDIENCE[league] ?? 0.01) * Math.pow(3, (rank - 80) / 20) * reach
  return Math.round(population * Math.min(MAX_VIEWING_SHARE, share * (0.8 + 0.4 * unit)))
}

const ACTIVE = BROADCAST_RECORD_STATUSES.indexOf('active')
const DELETED = BROADCAST_RECORD_STATUSES.indexOf('deleted')
const DUPLICATE = BROADCAST_RECORD_STATUSES.indexOf('duplicate')
const CANCELLED_REASONS = new Set([
  1 + DELETED_REASONS.indexOf('cancelled'),
  1 + DELETED_REASONS.indexOf('postponed'),
])

type Market = readonly { readonly county: number; readonly km: number }[]

/** What the broadcasts are made from: the events, with their state as known at `known.now`. */
type BroadcastSources = Pick<GenContext, 'seed' | 'world' | 'rows' | 'televised'>

export function generateBroadcasts(
  ctx: BroadcastSources,
  target: number,
  known: KnownRows,
): BroadcastRows {
  const counties = ctx.world.gazetteer.ofType('county').filter((c) => c.countryAlpha2 === 'US')
  const out: BroadcastRows = {
    id: [],
    seed: [],
    event: [],
    county: [],
    start: [],
    updated: [],
    firstSeen: [],
    viewership: [],
    recordStatus: [],
    broadcastStatus: [],
    duplicateOf: [],
    league: [],
    places: new Interner(),
    leagues: new Interner(),
  }
  if (counties.length === 0 || ctx.televised.length === 0) return out
  const markets = new Map<string, Market>()
  const marketOf = (p: { lon: number; lat: number }): Market => {
    const key = `${p.lon.toFixed(3)},${p.lat.toFixed(3)}`
    let market = markets.get(key)
    if (!market) {
      market = counties
        .map((c, county) => ({ county, km: haversineKm(p.lon, p.lat, c.lon, c.lat) }))
        .filter((m) => m.km <= 400)
        .sort((a, b) => a.km - b.km)
      markets.set(key, market)
    }
    return market
  }
  const national = ctx.televised.filter((t) => t.national).length
  const nationalCounties = nationalReach(counties, national, target)
  const radius = marketRadius(ctx.televised, marketOf, target - national * nationalCounties.length)
  const ids = new UniqueIds(BROADCAST_ID_CHARS)
  for (const televised of ctx.televised) {
    if (known.keep[televised.row] !== 1) continue
    const rng = createRng(ctx.seed, `broadcasts|${ctx.rows.id[televised.row] ?? ''}`)
    const shown = new Map<number, number>()
    televised.markets.forEach((point, m) => {
      const market = marketOf(point)
      for (let i = 0; i < market.length; i++) {
        const entry = market[i]
        if (!entry || (i > 0 && entry.km > radius)) break
        // The away market watches a little less than the home market.
        if (!shown.has(entry.county))
          shown.set(entry.county, (m === 0 ? 1 : 0.6) / (1 + entry.km / 150))
      }
    })
    if (televised.national) for (const c of nationalCounties) if (!shown.has(c)) shown.set(c, 0.3)
    for (const [county, reach] of shown)
      addBroadcast(ctx.rows, known.now, rng, out, ids, televised, counties[county], reach)
  }
  return out
}

/** Most populous counties first, as many as half the budget allows for national broadcasts. */
function nationalReach(
  counties: readonly PlaceRecord[],
  nationalEvents: number,
  target: number,
): number[] {
  const all = counties
    .map((_, i) => i)
    .sort((a, b) => (counties[b]?.population ?? 0) - (counties[a]?.population ?? 0))
  if (nationalEvents === 0) return []
  return all.slice(0, Math.max(1, Math.min(all.length, Math.floor(target / 2 / nationalEvents))))
}

/** Largest radius (km) whose market broadcasts fit the budget (bisection; at least the team's own county). */
function marketRadius(
  televised: readonly Televised[],
  marketOf: (p: { lon: number; lat: number }) => Market,
  budget: number,
): number {
  const count = (radius: number): number => {
    let total = 0
    for (const t of televised) {
      for (const p of t.markets) {
        const market = marketOf(p)
        let lo = 1
        let hi = market.length
        while (lo < hi) {
          const mid = (lo + hi) >>> 1
          if ((market[mid]?.km ?? Infinity) <= radius) lo = mid + 1
          else hi = mid
        }
        total += Math.min(lo, market.length)
      }
    }
    return total
  }
  // Whole kilometres: a slightly different set of events rarely moves it.
  let lo = 0
  let hi = 400
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (count(mid) <= budget) lo = mid
    else hi = mid
  }
  return lo
}

function addBroadcast(
  rows: EventRows,
  now: number,
  rng: Rng,
  out: BroadcastRows,
  ids: UniqueIds,
  televised: Televised,
  county: PlaceRecord | undefined,
  reach: number,
): void {
  if (!county) return
  const row = televised.row
  const start = rows.start[row] ?? 0
  const rank = rows.rank[row] ?? 50
  // Listed a few hours to three days after its event was announced, last updated before it starts.
  const firstSeen = (rows.known[row] ?? start) + rng.between(1, 72) * HOUR_MS
  const lastUpdate = Math.max(firstSeen, firstSeen + (start - firstSeen) * rng.next())
  const viewership = viewershipOf(county.population, televised.league, rank, reach, rng.next())
  const reason = rows.deletedReason[row] ?? 0
  const status = CANCELLED_REASONS.has(reason)
    ? 'cancelled'
    : rows.state[row] === STATE_PREDICTED
      ? 'predicted'
      : 'scheduled'
  const roll = rng.next()
  // Every draw is made whether or not the record is listed at `now`, so the records drawn after it
  // stay the same from one day to the next.
  const first = ids.draw(rng)
  const second = roll < 0.02 ? ids.draw(rng) : undefined
  const secondSeen = firstSeen + rng.between(1, 48) * HOUR_MS
  if (firstSeen > now) return
  // A deleted record was deleted at its last update; before that it was active.
  const updated = lastUpdate <= now ? lastUpdate : firstSeen
  const index = out.id.length
  out.seed.push(first.seed)
  out.id.push(first.id)
  out.event.push(row)
  out.county.push(out.places.index(county.id))
  out.start.push(start)
  out.updated.push(roundToSecond(updated))
  out.firstSeen.push(roundToSecond(firstSeen))
  out.viewership.push(reason === REASON_DUPLICATE || roll < 0.01 ? -1 : viewership)
  out.recordStatus.push(roll > 0.97 && lastUpdate <= now ? DELETED : ACTIVE)
  out.broadcastStatus.push(BROADCAST_STATUSES.indexOf(status))
  out.duplicateOf.push(-1)
  out.league.push(out.leagues.index(televised.league))
  if (second && secondSeen <= now) {
    // A second record of the same broadcast, pointing to the active one.
    out.seed.push(second.seed)
    out.id.push(second.id)
    for (const column of [
      out.event,
      out.county,
      out.start,
      out.viewership,
      out.broadcastStatus,
      out.league,
    ]) {
      column.push(column[index] ?? -1)
    }
    out.firstSeen.push(roundToSecond(secondSeen))
    out.updated.push(roundToSecond(secondSeen))
    out.recordStatus.push(DUPLICATE)
    out.duplicateOf.push(index)
  }
}
