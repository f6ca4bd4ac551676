// Annual marquee US sport (majors, races, title fights) and Wimbledon: fixed places and seasons,
// multi-day ones as an umbrella event with a child event per day (docs/api.md "Event").

import type { Rng } from '../random'
import { createRng } from '../random'
import { addVenueEvent, rankForAttendance } from './attended'
import type { GenContext } from './context'
import { performerName } from './concerts'
import type { Special } from './sports-specials-data'
import { SPECIALS } from './sports-specials-data'
import { SPONSORS } from './words'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

export function generateSpecials(ctx: GenContext): number {
  let made = 0
  for (const special of SPECIALS) {
    const rng = ctx.stream(`special-${special.title}`)
    for (const year of ctx.window.years) {
      for (let k = 0; k < special.perYear; k++) made += addSpecial(ctx, rng, special, year, k)
    }
  }
  return made
}

function addSpecial(ctx: GenContext, rng: Rng, special: Special, year: number, k: number): number {
  const [cityName = '', region = '', country = ''] = rng.pick(special.hosts).split('|')
  const city = ctx.world.findCity(cityName, country, region)
  if (!city) return 0
  const spreadMonths = special.perYear > 1 ? Math.floor((k * 9) / special.perYear) : 0
  const local = Date.UTC(
    year,
    special.month + spreadMonths,
    special.day + rng.int(special.perYear > 1 ? 20 : 1),
  )
  const kind = special.labels.includes('golf')
    ? 'park'
    : special.attendance > 60_000
      ? 'stadium'
      : 'arena'
  const venue = ctx.venues.named(
    city,
    kind,
    // Named from its own key: the host's venue keeps its name whichever year names it first.
    venueFor(special, city.name, createRng(ctx.seed, `venue-name|${city.id}|${special.title}`)),
    special.attendance,
    `${city.id}|${special.title}`,
  )
  const title = titleFor(special, year, rng)
  const entity = ctx.entities.add('event-group', special.perYear > 1 ? special.title : title)
  const rank = rankForAttendance(special.attendance) + 3 + rng.normal()
  const parent = addVenueEvent(ctx, rng, {
    category: 'sports',
    title,
    venue,
    localStart: local + special.hour * HOUR_MS,
    duration: special.days > 1 ? special.days * DAY_MS - special.hour * HOUR_MS : 4 * HOUR_MS,
    rank,
    attendance: special.attendance,
    labels: special.labels,
    entities: [entity],
    leadDays: 300,
  })
  const televise = (row: number): void => {
    if (city.countryAlpha2 === 'US')
      ctx.televised.push({
        row,
        league: special.feature,
        markets: [city],
        national: special.national,
      })
  }
  if (!special.childTitle) {
    televise(parent)
    return 1
  }
  for (let d = 0; d < special.days; d++) {
    const child = addVenueEvent(ctx, rng, {
      category: 'sports',
      title: `${title}: ${special.childTitle} ${d + 1}`,
      venue,
      localStart: local + d * DAY_MS + special.hour * HOUR_MS,
      duration: 9 * HOUR_MS,
      rank: rank - 6 + rng.normal(),
      attendance: Math.round(special.attendance / special.days),
      labels: special.labels,
      entities: [entity],
      leadDays: 300,
      parent,
    })
    televise(child)
  }
  return 1 + special.days
}

function titleFor(special: Special, year: number, rng: Rng): string {
  if (special.title === 'Championship') return `${rng.pick(SPONSORS)} Championship`
  if (special.title === 'UFC')
    return `UFC ${300 + (year % 100) * 12 + rng.int(12)}: ${performerName(rng).name} vs ${performerName(rng).name}`
  if (special.title === 'Boxing') return `${performerName(rng).name} vs ${performerName(rng).name}`
  if (special.title === 'NASCAR Cup Series') return `${rng.pick(SPONSORS)} 400`
  return `${year} ${special.title}`
}

function venueFor(special: Special, city: string, rng: Rng): string {
  if (special.labels.includes('golf')) return `${city} National Golf Club`
  if (special.labels.includes('horse-racing')) return `${city} Race Course`
  if (special.labels.includes('auto-racing')) return `${city} Motor Speedway`
  if (special.labels.includes('tennis')) return `${city} Tennis Center`
  return `${rng.pick(SPONSORS)} Arena`
}
