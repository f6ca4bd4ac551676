// Politics: national and regional elections (scope country / region, all-day, agnostic local
// dates) where and when they are held (elections.ts), and rallies, debates and protests in cities
// (scope locality).

import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { addAreaEvent, pointNear } from './area-event'
import type { GenContext } from './context'
import type { ElectionKind } from './elections'
import { electionDay, electionRule, NATIONAL_ELECTIONS, REGIONAL_ELECTIONS } from './elections'
import { daysInMonth } from './season-days'
import { areaOf } from './unscheduled'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

export const LOCAL_POLITICS = [
  ['Political Rally', 'rally'],
  ['Climate March', 'protest'],
  ['Candidate Debate', 'debate'],
  ['Labor Union Protest', 'protest'],
  ['Town Hall with the Mayor', 'town-hall'],
  ['Demonstration', 'protest'],
] as const

export function generatePolitics(ctx: GenContext, count: number): void {
  const rng = ctx.stream('politics')
  // A country or region votes at most once a year in each group of elections (elections.ts).
  const held = new Set<string>()
  for (let i = 0; i < count; i++) {
    const city = ctx.world.cities[ctx.world.areaPicker.pick(rng)]
    if (!city) continue
    const roll = rng.next()
    const day =
      ctx.window.start + rng.int(Math.round((ctx.window.end - ctx.window.start) / DAY_MS)) * DAY_MS
    if (roll < 0.25 && election(ctx, rng, city, roll < 0.08, held)) continue
    // Where no election can be held, the city's politics happen in the street.
    const [title, label] = rng.pick(LOCAL_POLITICS)
    const zone = city.timezone ?? 'UTC'
    addAreaEvent(ctx, rng, {
      category: 'politics',
      title: `${city.name} ${title}`,
      place: city,
      start: ctx.zones.toUtc(zone, day + rng.between(10, 19) * HOUR_MS),
      duration: rng.between(1, 4) * HOUR_MS,
      timezone: zone,
      rank: 40 + 9 * rng.normal(),
      labels: ['politics', label],
      ...pointNear(ctx, rng, city, 0.02),
      unscheduled: label === 'protest',
      brandUnsafe: label === 'protest' && rng.chance(0.1),
    })
  }
}

/** An election in the city's country or region, if one of a kind it holds is still to be had. */
function election(
  ctx: GenContext,
  rng: Rng,
  city: PlaceRecord,
  national: boolean,
  held: Set<string>,
): boolean {
  const place = areaOf(ctx, city, national ? 'country' : 'region')
  if (place.type !== (national ? 'country' : 'region')) return false
  const year = new Date(ctx.window.start).getUTCFullYear()
  const kinds = (national ? NATIONAL_ELECTIONS : REGIONAL_ELECTIONS).filter(
    (k) => electionRule(k, place.countryAlpha2, year) && !held.has(`${k.group}|${place.id}`),
  )
  if (kinds.length === 0) return false
  const kind: ElectionKind = rng.pick(kinds)
  const rule = electionRule(kind, place.countryAlpha2, year)
  if (!rule) return false
  held.add(`${kind.group}|${place.id}`)
  const month = rng.pick(rule.months)
  const start = rule.electionDay
    ? electionDay(year, month)
    : Date.UTC(year, month, 1 + rng.int(daysInMonth(year, month)))
  addAreaEvent(ctx, rng, {
    category: 'politics',
    title: `${place.name} ${kind.title}`,
    place,
    start,
    duration: DAY_MS,
    timezone: null,
    rank: (national ? 80 : 62) + 4 * rng.normal(),
    labels: ['politics', 'election'],
    unscheduled: false,
  })
  return true
}
