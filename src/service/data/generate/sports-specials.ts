// Annual marquee US sport (majors, races, title fights) and Wimbledon: fixed places and seasons,
// multi-day ones as an umbrella event with a child event per day (spec Event.parent_event).

import { DAY, HOUR } from '../clock'
import type { Rng } from '../random'
import { createRng } from '../random'
import { addVenueEvent, rankForAttendance } from './attended'
import type { GenContext } from './context'
import { performerName } from './concerts'
import { SPONSORS } from './words'

interface Special {
  readonly title: string
  /** "City|Region|Country" candidates; one per year. */
  readonly hosts: readonly string[]
  readonly month: number
  /** Day of month the event starts on (or near). */
  readonly day: number
  readonly days: number
  readonly perYear: number
  readonly feature: string
  readonly labels: readonly string[]
  readonly attendance: number
  readonly hour: number
  readonly national: boolean
  readonly childTitle?: string
}

const SPECIALS: readonly Special[] = [
  { title: 'The Masters', hosts: ['Augusta|Georgia|US'], month: 3, day: 9, days: 4, perYear: 1, feature: 'golf_masters', labels: ['sport', 'golf', 'pga'], attendance: 40_000, hour: 8, national: true, childTitle: 'Round' },
  { title: 'U.S. Open Championship', hosts: ['Pinehurst|North Carolina|US', 'Oakmont|Pennsylvania|US', 'San Francisco|California|US'], month: 5, day: 12, days: 4, perYear: 1, feature: 'golf_us_open', labels: ['sport', 'golf'], attendance: 35_000, hour: 7, national: true, childTitle: 'Round' },
  { title: 'PGA Championship', hosts: ['Charlotte|North Carolina|US', 'Louisville|Kentucky|US', 'Rochester|New York|US'], month: 4, day: 15, days: 4, perYear: 1, feature: 'golf_pga_championship', labels: ['sport', 'golf', 'pga'], attendance: 30_000, hour: 7, national: true, childTitle: 'Round' },
  { title: 'Championship', hosts: ['Scottsdale|Arizona|US', 'Pebble Beach|California|US', 'Ponte Vedra Beach|Florida|US', 'Fort Worth|Texas|US', 'Dublin|Ohio|US', 'Memphis|Tennessee|US', 'Atlanta|Georgia|US', 'Honolulu|Hawaii|US'], month: 0, day: 10, days: 4, perYear: 10, feature: 'golf_pga_tour', labels: ['sport', 'golf', 'pga'], attendance: 18_000, hour: 8, national: false, childTitle: 'Round' },
  { title: 'Kentucky Derby', hosts: ['Louisville|Kentucky|US'], month: 4, day: 2, days: 1, perYear: 1, feature: 'horse_racing_kentucky_derby', labels: ['sport', 'horse-racing'], attendance: 150_000, hour: 18.9, national: true },
  { title: 'Preakness Stakes', hosts: ['Baltimore|Maryland|US'], month: 4, day: 16, days: 1, perYear: 1, feature: 'horse_racing_preakness_stakes', labels: ['sport', 'horse-racing'], attendance: 50_000, hour: 19, national: true },
  { title: 'Belmont Stakes', hosts: ['Saratoga Springs|New York|US'], month: 5, day: 6, days: 1, perYear: 1, feature: 'horse_racing_belmont_stakes', labels: ['sport', 'horse-racing'], attendance: 50_000, hour: 19, national: true },
  { title: 'Indianapolis 500', hosts: ['Indianapolis|Indiana|US'], month: 4, day: 25, days: 1, perYear: 1, feature: 'auto_racing_indy_car', labels: ['sport', 'auto-racing', 'indycar'], attendance: 300_000, hour: 12.75, national: true },
  { title: 'Daytona 500', hosts: ['Daytona Beach|Florida|US'], month: 1, day: 15, days: 1, perYear: 1, feature: 'auto_racing_nascar', labels: ['sport', 'auto-racing', 'nascar'], attendance: 100_000, hour: 14.5, national: true },
  { title: 'NASCAR Cup Series', hosts: ['Charlotte|North Carolina|US', 'Talladega|Alabama|US', 'Bristol|Tennessee|US', 'Martinsville|Virginia|US', 'Darlington|South Carolina|US', 'Phoenix|Arizona|US', 'Las Vegas|Nevada|US'], month: 2, day: 1, days: 1, perYear: 12, feature: 'auto_racing_nascar', labels: ['sport', 'auto-racing', 'nascar'], attendance: 60_000, hour: 15, national: false },
  { title: 'US Open Tennis Championships', hosts: ['New York City|New York|US'], month: 7, day: 24, days: 14, perYear: 1, feature: 'tennis_us_open', labels: ['sport', 'tennis'], attendance: 900_000, hour: 11, national: true, childTitle: 'Day' },
  { title: 'UFC', hosts: ['Las Vegas|Nevada|US', 'Paradise|Nevada|US', 'New York City|New York|US', 'Miami|Florida|US'], month: 0, day: 5, days: 1, perYear: 12, feature: 'mma_ufc', labels: ['sport', 'mma', 'ufc'], attendance: 17_000, hour: 22, national: false },
  { title: 'Boxing', hosts: ['Las Vegas|Nevada|US', 'New York City|New York|US'], month: 1, day: 10, days: 1, perYear: 4, feature: 'boxing', labels: ['sport', 'boxing'], attendance: 15_000, hour: 21, national: false },
  { title: "NCAA Women's Final Four", hosts: ['Tampa|Florida|US', 'Cleveland|Ohio|US', 'Dallas|Texas|US'], month: 3, day: 4, days: 3, perYear: 1, feature: 'basketball_ncaa_women', labels: ['sport', 'basketball', 'ncaa'], attendance: 55_000, hour: 19, national: true, childTitle: 'Game' },
  { title: "Women's College World Series", hosts: ['Oklahoma City|Oklahoma|US'], month: 4, day: 29, days: 8, perYear: 1, feature: 'softball_ncaa_women', labels: ['sport', 'softball', 'ncaa'], attendance: 100_000, hour: 18, national: true, childTitle: 'Day' },
  { title: 'Wimbledon Championships', hosts: ['London|England|GB'], month: 5, day: 29, days: 14, perYear: 1, feature: 'tennis_wimbledon', labels: ['sport', 'tennis'], attendance: 500_000, hour: 11, national: false, childTitle: 'Day' },
]

export function generateSpecials(ctx: GenContext): number {
  let made = 0
  for (const special of SPECIALS) {
    const rng = createRng(ctx.seed, `special-${special.title}`)
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
  const local = Date.UTC(year, special.month + spreadMonths, special.day + rng.int(special.perYear > 1 ? 20 : 1))
  const kind = special.labels.includes('golf') ? 'park' : special.attendance > 60_000 ? 'stadium' : 'arena'
  const venue = ctx.venues.named(city, kind, venueFor(special, city.name, rng), special.attendance, rng, `${city.id}|${special.title}`)
  const title = titleFor(special, year, rng)
  const entity = ctx.entities.add('event-group', special.perYear > 1 ? special.title : title, rng)
  const rank = rankForAttendance(special.attendance) + 3 + rng.normal()
  const parent = addVenueEvent(ctx, rng, {
    category: 'sports', title, venue, localStart: local + special.hour * HOUR,
    duration: special.days > 1 ? special.days * DAY - special.hour * HOUR : 4 * HOUR,
    rank, attendance: special.attendance, labels: special.labels, entities: [entity], leadDays: 300,
  })
  const televise = (row: number): void => {
    if (city.countryAlpha2 === 'US') ctx.televised.push({ row, league: special.feature, markets: [city], national: special.national })
  }
  if (!special.childTitle) {
    televise(parent)
    return 1
  }
  for (let d = 0; d < special.days; d++) {
    const child = addVenueEvent(ctx, rng, {
      category: 'sports', title: `${title}: ${special.childTitle} ${d + 1}`, venue,
      localStart: local + d * DAY + special.hour * HOUR, duration: 9 * HOUR,
      rank: rank - 6 + rng.normal(), attendance: Math.round(special.attendance / special.days),
      labels: special.labels, entities: [entity], leadDays: 300, parent,
    })
    televise(child)
  }
  return 1 + special.days
}

function titleFor(special: Special, year: number, rng: Rng): string {
  if (special.title === 'Championship') return `${rng.pick(SPONSORS)} Championship`
  if (special.title === 'UFC') return `UFC ${300 + (year % 100) * 12 + rng.int(12)}: ${performerName(rng).name} vs ${performerName(rng).name}`
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
