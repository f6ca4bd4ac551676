// Local sport everywhere: minor-league and club fixtures, road races and open tournaments,
// in cities drawn by population (fills the sports share beyond the leagues).

import { DAY, HOUR } from '../clock'
import type { Rng } from '../random'
import { addVenueEvent, pickDay, placeCrowd, timeOfDay } from './attended'
import type { GenContext } from './context'
import { NOUNS } from './words'

const SPORTS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  US: ['baseball', 'ice-hockey', 'basketball', 'soccer', 'american-football'],
  CA: ['ice-hockey', 'soccer', 'basketball'],
  GB: ['soccer', 'rugby', 'cricket'],
  AU: ['australian-rules-football', 'cricket', 'rugby', 'soccer'],
  NZ: ['rugby', 'cricket'],
  IN: ['cricket', 'soccer'],
}
const DEFAULT_SPORTS = ['soccer', 'basketball', 'volleyball', 'handball']

export function generateLocalSports(ctx: GenContext, count: number): void {
  const rng = ctx.stream('sports-local')
  let made = 0
  while (made < count) {
    const roll = rng.next()
    if (roll < 0.75) made += fixture(ctx, rng)
    else if (roll < 0.9) made += race(ctx, rng)
    else made += tournament(ctx, rng, count - made)
  }
}

function fixture(ctx: GenContext, rng: Rng): number {
  const cityIndex = ctx.world.cityPicker.pick(rng)
  const city = ctx.world.cities[cityIndex]
  const sport = rng.pick(SPORTS_BY_COUNTRY[city?.countryAlpha2 ?? ''] ?? DEFAULT_SPORTS)
  const other = ctx.world.cities[ctx.world.cityPicker.pick(rng)]
  const home = `${city?.name ?? ''} ${rng.pick(NOUNS)}`
  const away = `${other?.name ?? ''} ${rng.pick(NOUNS)}`
  const crowd = placeCrowd(ctx, rng, ['stadium', 'arena', 'park'], 45 + 7 * rng.normal(), cityIndex)
  addVenueEvent(ctx, rng, {
    category: 'sports',
    title: `${home} vs ${away}`,
    venue: crowd.venue,
    localStart:
      pickDay(ctx, rng, [1, 0.4, 0.4, 0.5, 0.6, 0.9, 1]) + timeOfDay(rng, [13, 15, 18, 19, 19.5]),
    duration: 2.5 * HOUR,
    rank: crowd.rank,
    attendance: crowd.attendance,
    labels: ['sport', sport],
    entities: [ctx.entities.add('organisation', home), ctx.entities.add('organisation', away)],
    leadDays: 60,
  })
  return 1
}

function race(ctx: GenContext, rng: Rng): number {
  const cityIndex = ctx.world.cityPicker.pick(rng)
  const city = ctx.world.cities[cityIndex]
  const kind = rng.pick([
    'Marathon',
    'Half Marathon',
    '10K',
    'Fun Run',
    'Triathlon',
    'Cycling Classic',
  ])
  const crowd = placeCrowd(ctx, rng, ['park', 'stadium'], 52 + 9 * rng.normal(), cityIndex)
  addVenueEvent(ctx, rng, {
    category: 'sports',
    title: `${city?.name ?? ''} ${kind}`,
    venue: crowd.venue,
    localStart: pickDay(ctx, rng, [1, 0, 0, 0, 0, 0.1, 0.8]) + 7 * HOUR,
    duration: 6 * HOUR,
    rank: crowd.rank,
    attendance: crowd.attendance,
    labels: [
      'sport',
      kind === 'Triathlon' ? 'triathlon' : kind === 'Cycling Classic' ? 'cycling' : 'running',
    ],
    entities: [],
    leadDays: 200,
  })
  return 1
}

/** An open tournament: the umbrella event and one child event per day (docs/api.md "Event"). */
function tournament(ctx: GenContext, rng: Rng, room: number): number {
  const cityIndex = ctx.world.cityPicker.pick(rng)
  const city = ctx.world.cities[cityIndex]
  const sport = rng.pick(['tennis', 'golf', 'volleyball', 'esports', 'chess'])
  const name = `${city?.name ?? ''} ${sport === 'golf' ? 'Golf Classic' : sport === 'tennis' ? 'Open' : `${sport.charAt(0).toUpperCase()}${sport.slice(1)} Championship`}`
  const days = Math.max(1, Math.min(room - 1, rng.between(2, 6)))
  const crowd = placeCrowd(
    ctx,
    rng,
    ['arena', 'park', 'convention'],
    50 + 8 * rng.normal(),
    cityIndex,
  )
  const first = Math.min(pickDay(ctx, rng), ctx.window.end - (days + 1) * DAY)
  const group = ctx.entities.add('event-group', name)
  const labels = ['sport', sport]
  const parent = addVenueEvent(ctx, rng, {
    category: 'sports',
    title: name,
    venue: crowd.venue,
    localStart: first + 9 * HOUR,
    duration: days * DAY - 9 * HOUR,
    rank: crowd.rank + 3,
    attendance: crowd.attendance * days,
    labels,
    entities: [group],
    leadDays: 180,
  })
  for (let d = 0; d < days; d++) {
    addVenueEvent(ctx, rng, {
      category: 'sports',
      title: `${name}: Day ${d + 1}`,
      venue: crowd.venue,
      localStart: first + d * DAY + 10 * HOUR,
      duration: 8 * HOUR,
      rank: crowd.rank - 2 + rng.normal(),
      attendance: crowd.attendance,
      labels,
      entities: [group],
      leadDays: 180,
      parent,
    })
  }
  return days + 1
}
