// Conferences and expos: multi-day, weekday, daytime events at convention centres, hotels and
// campuses. Conference attendance is daily (docs/api.md "Event": `svc_attendance` covers a
// multi-day event's whole duration except for conferences); expo attendance covers the whole run.

import { DAY, HOUR } from '../clock'
import type { Rng } from '../random'
import { addVenueEvent, pickDay, placeCrowd } from './attended'
import type { GenContext } from './context'

const FIELDS: readonly (readonly [string, string])[] = [
  ['Data Engineering', 'technology'],
  ['Machine Learning', 'technology'],
  ['Cloud Computing', 'technology'],
  ['Cybersecurity', 'technology'],
  ['Software Architecture', 'technology'],
  ['Digital Marketing', 'marketing'],
  ['Retail Innovation', 'business'],
  ['Supply Chain', 'business'],
  ['Financial Services', 'finance'],
  ['Fintech', 'finance'],
  ['Oncology', 'health'],
  ['Cardiology', 'health'],
  ['Public Health', 'health'],
  ['Renewable Energy', 'energy'],
  ['Urban Planning', 'science'],
  ['Materials Science', 'science'],
  ['Higher Education', 'education'],
  ['Hospitality', 'business'],
  ['Real Estate', 'real-estate'],
  ['Biotechnology', 'science'],
  ['Game Development', 'technology'],
  ['Human Resources', 'business'],
]

const EXPOS: readonly (readonly [string, string])[] = [
  ['Home & Garden Show', 'home'],
  ['International Auto Show', 'automotive'],
  ['Comic Con', 'entertainment'],
  ['Boat Show', 'leisure'],
  ['Bridal Expo', 'lifestyle'],
  ['Travel & Adventure Show', 'travel'],
  ['Health & Wellness Expo', 'health'],
  ['Franchise Expo', 'business'],
  ['Craft Beer Expo', 'food'],
  ['Tech Expo', 'technology'],
  ['Pet Expo', 'lifestyle'],
  ['Career Fair', 'business'],
  ['Gun Show', 'lifestyle'],
  ['RV Show', 'leisure'],
  ['Antiques Fair', 'art'],
  ['Book Fair', 'books'],
]

const WEEKDAYS = [0.05, 0.8, 1, 1, 0.9, 0.4, 0.05]

export function generateConferences(ctx: GenContext, count: number): void {
  const rng = ctx.stream('conferences')
  for (let i = 0; i < count; i++) {
    const [field, topic] = rng.pick(FIELDS)
    const crowd = placeCrowd(ctx, rng, ['convention', 'hotel', 'campus'], 47 + 9 * rng.normal())
    const city = ctx.world.cities[crowd.cityIndex]?.name ?? ''
    const day = pickDay(ctx, rng, WEEKDAYS)
    const year = new Date(day).getUTCFullYear()
    const title = conferenceTitle(rng, field, city, year)
    const days = rng.between(1, 4)
    addVenueEvent(ctx, rng, {
      category: 'conferences',
      title,
      venue: crowd.venue,
      localStart: day + rng.pick([8, 8.5, 9]) * HOUR,
      duration: (days - 1) * DAY + 9 * HOUR,
      rank: crowd.rank,
      attendance: crowd.attendance,
      labels: ['conference', topic],
      entities: [ctx.entities.add('event-group', title.replace(/ \d{4}$/, ''))],
      leadDays: 240,
    })
  }
}

function conferenceTitle(rng: Rng, field: string, city: string, year: number): string {
  switch (rng.int(5)) {
    case 0:
      return `International Conference on ${field}`
    case 1:
      return `${field} Summit ${year}`
    case 2:
      return `${city} ${field} Conference`
    case 3:
      return `${field} World ${year}`
    default:
      return `Annual Meeting of the ${field} Society`
  }
}

export function generateExpos(ctx: GenContext, count: number): void {
  const rng = ctx.stream('expos')
  for (let i = 0; i < count; i++) {
    const [name, topic] = rng.pick(EXPOS)
    const days = rng.between(2, 5)
    const crowd = placeCrowd(ctx, rng, ['convention', 'park', 'hotel'], 55 + 9 * rng.normal())
    const city = ctx.world.cities[crowd.cityIndex]?.name ?? ''
    const title = rng.chance(0.6) ? `${city} ${name}` : `${name} ${city}`
    addVenueEvent(ctx, rng, {
      category: 'expos',
      title,
      venue: crowd.venue,
      localStart: pickDay(ctx, rng, [0.3, 0.3, 0.4, 0.6, 1, 1, 0.6]) + 10 * HOUR,
      duration: (days - 1) * DAY + 8 * HOUR,
      rank: crowd.rank,
      attendance: crowd.attendance,
      labels: ['expo', topic],
      entities: [ctx.entities.add('event-group', title)],
      leadDays: 200,
      brandUnsafe: name === 'Gun Show',
    })
  }
}
