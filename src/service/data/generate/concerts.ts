// Concerts: performers with a genre and a following. Stars tour the big cities under one tour
// title ("<Artist>: <Tour> Tour", one shared string for every show); local acts play near home.

import { DAY, HOUR } from '../clock'
import type { Rng } from '../random'
import { addVenueEvent, NIGHTLIFE_WEEK, pickDay, placeCrowd, timeOfDay } from './attended'
import type { GenContext } from './context'
import type { VenueKind } from './venue-kinds'
import { ADJECTIVES, FIRST_NAMES, NOUNS, SURNAMES } from './words'

export const GENRES = [
  'rock',
  'pop',
  'hip-hop',
  'country',
  'jazz',
  'electronic',
  'indie',
  'r-and-b',
  'metal',
  'folk',
  'blues',
  'latin',
  'classical',
  'punk',
  'reggae',
] as const

const TOUR_WORDS = [
  'Eras',
  'Renaissance',
  'Music of the Spheres',
  'Midnight',
  'After Hours',
  'World',
  'Homecoming',
  'Electric Dreams',
  'Golden Hour',
  'Reckless',
  'Wildfire',
  'Northern Lights',
  'Unplugged',
  'Neon Nights',
]

const SMALL_VENUES: readonly VenueKind[] = ['club', 'theatre', 'hall', 'park', 'community']
const BIG_VENUES: readonly VenueKind[] = ['arena', 'stadium', 'park', 'theatre', 'hall', 'club']

export function performerName(rng: Rng): { name: string; solo: boolean } {
  const roll = rng.next()
  if (roll < 0.4) return { name: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`, solo: true }
  if (roll < 0.7) return { name: `The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, solo: false }
  if (roll < 0.85) return { name: `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`, solo: false }
  return {
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} & the ${rng.pick(NOUNS)}`,
    solo: false,
  }
}

export function generateConcerts(ctx: GenContext, count: number): void {
  const rng = ctx.stream('concerts')
  let made = 0
  while (made < count) {
    const { name, solo } = performerName(rng)
    const genre = rng.pick(GENRES)
    const tier = rng.next()
    const base =
      tier < 0.04
        ? 72 + 6 * rng.normal()
        : tier < 0.25
          ? 55 + 5 * rng.normal()
          : 38 + 8 * rng.normal()
    const performer = ctx.entities.add(
      solo ? 'person' : 'organisation',
      name,
      `performer|${name}|${genre}`,
    )
    const labels = ['concert', 'music', genre]
    if (base >= 58) {
      // A tour: one title, a season of dates, mostly in big cities.
      const tourName = `${rng.pick(TOUR_WORDS)}${rng.chance(0.3) ? ' World' : ''} Tour`
      const title = rng.chance(0.8) ? `${name}: ${tourName}` : `${name} - ${tourName}`
      const tour = ctx.entities.add('event-group', `${name} ${tourName}`)
      const shows = Math.min(count - made, rng.between(15, 60))
      const first = Math.min(pickDay(ctx, rng), ctx.window.end - (2 * shows + 3) * DAY)
      for (let i = 0; i < shows; i++) {
        const day = first + Math.round((i * 2 + rng.int(2)) * DAY)
        const crowd = placeCrowd(ctx, rng, BIG_VENUES, base + 3 * rng.normal())
        addVenueEvent(ctx, rng, {
          category: 'concerts',
          title,
          venue: crowd.venue,
          localStart: day + timeOfDay(rng, [19, 19.5, 20, 20]),
          duration: 3 * HOUR,
          rank: crowd.rank,
          attendance: crowd.attendance,
          labels,
          entities: [performer, tour],
          leadDays: 150,
          brandUnsafe: genre === 'hip-hop' && rng.chance(0.05),
        })
      }
      made += shows
    } else {
      const home = ctx.world.cityPicker.pick(rng)
      const shows = Math.min(count - made, rng.between(1, 8))
      for (let i = 0; i < shows; i++) {
        const city = rng.chance(0.7) ? home : ctx.world.cityPicker.pick(rng)
        const crowd = placeCrowd(ctx, rng, SMALL_VENUES, base + 4 * rng.normal(), city)
        const title = rng.chance(0.75)
          ? name
          : rng.chance(0.5)
            ? `${name} Live`
            : `${name} with ${performerName(rng).name}`
        addVenueEvent(ctx, rng, {
          category: 'concerts',
          title,
          venue: crowd.venue,
          localStart:
            pickDay(ctx, rng, NIGHTLIFE_WEEK) + timeOfDay(rng, [18, 19, 20, 20.5, 21, 22]),
          duration: rng.between(2, 4) * HOUR,
          rank: crowd.rank,
          attendance: crowd.attendance,
          labels,
          entities: [performer],
          leadDays: 30,
          brandUnsafe: rng.chance(0.01),
        })
      }
      made += shows
    }
  }
}
