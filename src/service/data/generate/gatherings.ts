// Conferences and expos: multi-day, weekday, daytime events at convention centres (small
// conferences also at hotels; docs/dataset.md "Plausibility"). Conference attendance is daily
// (docs/api.md "Event": `svc_attendance` covers a multi-day event's whole duration except for
// conferences); expo attendance covers the whole run.

import type { Rng } from '../random'
import { addVenueEvent, pickDay } from './attended'
import type { GenContext } from './context'
import { DRY_COUNTRIES, GUN_SHOW_COUNTRIES, RV_SHOW_COUNTRIES } from './country-lists'
import { placeShow, rankOfCrowd } from './crowds'
import type { Show } from './crowds'
import type { VenueKind } from './venue-kinds'
import type { Zone } from './zones'
import { EVERYWHERE, except, onlyIn, whereOf, zoneFor } from './zones'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

/** Conferences meet at convention centres, small ones also at hotels (the crowd bands decide). */
export const CONFERENCE_VENUES: readonly VenueKind[] = ['convention', 'hotel']
export const EXPO_VENUES: readonly VenueKind[] = ['convention']

export const FIELDS: readonly (readonly [string, string])[] = [
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

export interface ExpoKind {
  readonly name: string
  /** The label after 'expo'. */
  readonly topic: string
  /** Where it is held (any month): gun shows are American, beer is not poured everywhere. */
  readonly zones: readonly Zone[]
}

const EXPO_ROWS: readonly (readonly [string, string, readonly Zone[]])[] = [
  ['Home & Garden Show', 'home', EVERYWHERE],
  ['International Auto Show', 'automotive', EVERYWHERE],
  ['Comic Con', 'entertainment', EVERYWHERE],
  ['Boat Show', 'leisure', EVERYWHERE],
  ['Bridal Expo', 'lifestyle', EVERYWHERE],
  ['Travel & Adventure Show', 'travel', EVERYWHERE],
  ['Health & Wellness Expo', 'health', EVERYWHERE],
  ['Franchise Expo', 'business', EVERYWHERE],
  ['Craft Beer Expo', 'food', except('no alcohol', DRY_COUNTRIES, EVERYWHERE)],
  ['Tech Expo', 'technology', EVERYWHERE],
  ['Pet Expo', 'lifestyle', EVERYWHERE],
  ['Career Fair', 'business', EVERYWHERE],
  ['Gun Show', 'lifestyle', onlyIn(GUN_SHOW_COUNTRIES, EVERYWHERE)],
  ['RV Show', 'leisure', onlyIn(RV_SHOW_COUNTRIES, EVERYWHERE)],
  ['Antiques Fair', 'art', EVERYWHERE],
  ['Book Fair', 'books', EVERYWHERE],
]

export const EXPOS: readonly ExpoKind[] = EXPO_ROWS.map(([name, topic, zones]) => ({
  name,
  topic,
  zones,
}))

const WEEKDAYS = [0.05, 0.8, 1, 1, 0.9, 0.4, 0.05]

export function generateConferences(ctx: GenContext, count: number): void {
  const rng = ctx.stream('conferences')
  for (let i = 0; i < count; i++) {
    const [field, topic] = rng.pick(FIELDS)
    const show = placeShow(ctx, rng, CONFERENCE_VENUES, 47 + 9 * rng.normal())
    const city = ctx.world.cities[show.cityIndex]?.name ?? ''
    const day = pickDay(ctx, rng, WEEKDAYS)
    const year = new Date(day).getUTCFullYear()
    const title = conferenceTitle(rng, field, city, year)
    const days = rng.between(1, 4)
    addVenueEvent(ctx, rng, {
      category: 'conferences',
      title,
      venue: show.venue,
      localStart: day + rng.pick([8, 8.5, 9]) * HOUR_MS,
      duration: (days - 1) * DAY_MS + 9 * HOUR_MS,
      rank: show.rank,
      // Daily attendance: one day's crowd, which the venue holds.
      attendance: show.attendance,
      labels: ['conference', topic],
      entities: [ctx.entities.add('event-group', conferenceSeries(title))],
      leadDays: 240,
    })
  }
}

/** The series a conference belongs to: its title without the year. */
export function conferenceSeries(title: string): string {
  return title.replace(/ \d{4}$/, '')
}

/** The titles a conference of a field can have in a city and year; the generator draws one. */
export function conferenceTitles(field: string, city: string, year: number): readonly string[] {
  return [
    `International Conference on ${field}`,
    `${field} Summit ${year}`,
    `${city} ${field} Conference`,
    `${field} World ${year}`,
    `Annual Meeting of the ${field} Society`,
  ]
}

function conferenceTitle(rng: Rng, field: string, city: string, year: number): string {
  const titles = conferenceTitles(field, city, year)
  return titles[rng.int(titles.length)] ?? field
}

/** "Denver Boat Show" or "Boat Show Denver". */
export function expoTitles(name: string, city: string): readonly [string, string] {
  return [`${city} ${name}`, `${name} ${city}`]
}

export function generateExpos(ctx: GenContext, count: number): void {
  const rng = ctx.stream('expos')
  for (let i = 0; i < count; i++) {
    const expo = rng.pick(EXPOS)
    const days = rng.between(2, 5)
    // A city where the expo is held: a few draws, as few expos are that particular.
    let daily = placeShow(ctx, rng, EXPO_VENUES, 55 + 9 * rng.normal())
    for (let tries = 0; tries < 20 && !heldAt(ctx, expo, daily); tries++)
      daily = placeShow(ctx, rng, EXPO_VENUES, 55 + 9 * rng.normal())
    if (!heldAt(ctx, expo, daily)) continue
    const city = ctx.world.cities[daily.cityIndex]?.name ?? ''
    const [cityFirst, cityLast] = expoTitles(expo.name, city)
    const title = rng.chance(0.6) ? cityFirst : cityLast
    // Attendance covers the whole run: the day's crowd on each day.
    const attendance = daily.attendance * days
    addVenueEvent(ctx, rng, {
      category: 'expos',
      title,
      venue: daily.venue,
      localStart: pickDay(ctx, rng, [0.3, 0.3, 0.4, 0.6, 1, 1, 0.6]) + 10 * HOUR_MS,
      duration: (days - 1) * DAY_MS + 8 * HOUR_MS,
      rank: rankOfCrowd(attendance, rng),
      attendance,
      labels: ['expo', expo.topic],
      entities: [ctx.entities.add('event-group', title)],
      leadDays: 200,
      brandUnsafe: expo.name === 'Gun Show',
    })
  }
}

function heldAt(ctx: GenContext, expo: ExpoKind, show: Show): boolean {
  const city = ctx.world.cities[show.cityIndex]
  if (!city) return false
  const where = whereOf(city, ctx.venues.lat[show.venue] ?? 0, ctx.venues.lon[show.venue] ?? 0)
  return (zoneFor(expo.zones, where)?.months.length ?? 0) > 0
}
