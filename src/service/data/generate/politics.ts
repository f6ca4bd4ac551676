// Politics: national and regional elections (scope country / region, all-day, agnostic local
// dates), and rallies, debates and protests in cities (scope locality).

import { DAY, HOUR } from '../clock'
import { addAreaEvent } from './area-event'
import type { GenContext } from './context'
import { areaOf } from './unscheduled'

const NATIONAL = [
  'General Election',
  'Presidential Election',
  'Parliamentary Election',
  'National Referendum',
]
const REGIONAL = [
  'Gubernatorial Election',
  'Regional Election',
  'State Primary Election',
  'Provincial Election',
]
const LOCAL = [
  ['Political Rally', 'rally'],
  ['Climate March', 'protest'],
  ['Candidate Debate', 'debate'],
  ['Labor Union Protest', 'protest'],
  ['Town Hall with the Mayor', 'town-hall'],
  ['Demonstration', 'protest'],
] as const

export function generatePolitics(ctx: GenContext, count: number): void {
  const rng = ctx.stream('politics')
  for (let i = 0; i < count; i++) {
    const city = ctx.world.cities[ctx.world.cityPicker.pick(rng)]
    if (!city) continue
    const roll = rng.next()
    const day =
      ctx.window.start + rng.int(Math.round((ctx.window.end - ctx.window.start) / DAY)) * DAY
    if (roll < 0.25) {
      const national = roll < 0.08
      const place = areaOf(ctx, city, national ? 'country' : 'region')
      addAreaEvent(ctx, rng, {
        category: 'politics',
        title: `${place.name} ${rng.pick(national ? NATIONAL : REGIONAL)}`,
        place,
        start: day,
        duration: DAY,
        timezone: null,
        rank: (national ? 80 : 62) + 4 * rng.normal(),
        labels: ['politics', 'election'],
        unscheduled: false,
      })
      continue
    }
    const [title, label] = rng.pick(LOCAL)
    const zone = city.timezone ?? 'UTC'
    addAreaEvent(ctx, rng, {
      category: 'politics',
      title: `${city.name} ${title}`,
      place: city,
      start: ctx.zones.toUtc(zone, day + rng.between(10, 19) * HOUR),
      duration: rng.between(1, 4) * HOUR,
      timezone: zone,
      rank: 40 + 9 * rng.normal(),
      labels: ['politics', label],
      lon: city.lon + 0.02 * rng.normal(),
      lat: city.lat + 0.02 * rng.normal(),
      unscheduled: label === 'protest',
      brandUnsafe: label === 'protest' && rng.chance(0.1),
    })
  }
}
