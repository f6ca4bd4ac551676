// Concerts: performers with a genre and a following. Stars tour under one tour title ("<Artist>:
// <Tour> Tour", one shared string for every show), city after city on separate dates with time
// to travel between them; local acts play near home. Venues suit the genre and the crowd
// (docs/dataset.md "Plausibility").

import type { Rng } from '../random'
import { addVenueEvent, NIGHTLIFE_WEEK, pickDay, timeOfDay } from './attended'
import type { GenContext } from './context'
import { pickCityIn, pickCityWith, placeShow } from './crowds'
import type { Show } from './crowds'
import type { VenueKind } from './venue-kinds'
import { haversineKm } from '../geo/distance'
import { ADJECTIVES, FIRST_NAMES, NOUNS, SURNAMES } from './words'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

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
export type Genre = (typeof GENRES)[number]

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

// Loud music stays out of libraries and church halls; seated genres play them.
const POPULAR = {
  tour: ['arena', 'stadium', 'park', 'theatre', 'hall', 'club'],
  local: ['club', 'theatre', 'hall', 'park'],
} as const
const SEATED = {
  tour: ['hall', 'theatre', 'arena', 'park'],
  local: ['club', 'theatre', 'hall', 'community'],
} as const

/** Where each genre plays: stars on tour, and local acts (festival shows play the festival's ground). */
export const CONCERT_VENUES: Readonly<
  Record<Genre, { readonly tour: readonly VenueKind[]; readonly local: readonly VenueKind[] }>
> = {
  rock: POPULAR,
  pop: POPULAR,
  'hip-hop': POPULAR,
  country: POPULAR,
  jazz: SEATED,
  electronic: POPULAR,
  indie: POPULAR,
  'r-and-b': POPULAR,
  metal: POPULAR,
  folk: SEATED,
  blues: SEATED,
  latin: POPULAR,
  classical: { tour: ['hall', 'theatre', 'arena'], local: ['hall', 'theatre', 'community'] },
  punk: {
    tour: ['club', 'hall', 'theatre', 'arena', 'park'],
    local: ['club', 'hall', 'community'],
  },
  reggae: POPULAR,
}

/**
 * The farthest a tour travels per day between two shows: a night bus covers a few hundred
 * kilometres, a crossing of the ocean takes days off.
 */
export const TOUR_KM_PER_DAY = 800

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

interface Act {
  readonly name: string
  readonly genre: Genre
  readonly base: number
  readonly performer: number
  readonly labels: readonly string[]
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
    const act = { name, genre, base, performer, labels: ['concert', 'music', genre] }
    made += base >= 58 ? tour(ctx, rng, act, count - made) : localShows(ctx, rng, act, count - made)
  }
}

/**
 * A tour: one title, a run of dates, each city one it has not played yet and near enough to the
 * last for the days between (TOUR_KM_PER_DAY); it mostly works through a country before moving on.
 */
function tour(ctx: GenContext, rng: Rng, act: Act, room: number): number {
  const word = rng.pick(TOUR_WORDS)
  const tourName = `${word}${rng.chance(0.3) && word !== 'World' ? ' World' : ''} Tour`
  const title = rng.chance(0.8) ? `${act.name}: ${tourName}` : `${act.name} - ${tourName}`
  // Its own entity even when another act of the same name tours under the same words.
  const tourEntity = ctx.entities.add(
    'event-group',
    `${act.name} ${tourName}`,
    `tour|${act.name}|${tourName}|${ctx.window.start}|${rng.uint32()}`,
  )
  const kinds = CONCERT_VENUES[act.genre].tour
  const shows = Math.min(room, rng.between(15, 60))
  let day = Math.min(pickDay(ctx, rng), ctx.window.end - (2 * shows + 3) * DAY_MS)
  const visited = new Set<number>()
  let last: Show | undefined
  let made = 0
  for (let i = 0; i < shows; i++) {
    const city = last === undefined ? undefined : nextStop(ctx, rng, kinds, last.cityIndex, visited)
    const show = placeShow(ctx, rng, kinds, act.base + 3 * rng.normal(), city)
    if (last !== undefined) {
      let gap = rng.between(1, 2)
      while (venueDistance(ctx, last.venue, show.venue) > TOUR_KM_PER_DAY * gap) gap++
      day += gap * DAY_MS
    }
    if (day >= ctx.window.end - DAY_MS) break
    addVenueEvent(ctx, rng, {
      category: 'concerts',
      title,
      venue: show.venue,
      localStart: day + timeOfDay(rng, [19, 19.5, 20, 20]),
      duration: 3 * HOUR_MS,
      rank: show.rank,
      attendance: show.attendance,
      labels: act.labels,
      entities: [act.performer, tourEntity],
      leadDays: 150,
      brandUnsafe: act.genre === 'hip-hop' && rng.chance(0.05),
    })
    visited.add(show.cityIndex)
    last = show
    made++
  }
  return Math.max(1, made)
}

/**
 * The next city: of eight drawn by population (six in the current country, most of the time),
 * the nearest the tour has not played; the last of them when it has played them all.
 */
function nextStop(
  ctx: GenContext,
  rng: Rng,
  kinds: readonly VenueKind[],
  current: number,
  visited: ReadonlySet<number>,
): number {
  const here = ctx.world.cities[current]
  const country = rng.chance(0.85) ? (here?.countryAlpha2 ?? '') : ''
  let best = -1
  let bestKm = Infinity
  let fallback = current
  for (let k = 0; k < 8; k++) {
    const inCountry = country === '' || k >= 6 ? -1 : pickCityIn(ctx, rng, kinds, country)
    const candidate = inCountry >= 0 ? inCountry : pickCityWith(ctx, rng, kinds)
    const there = ctx.world.cities[candidate]
    if (!here || !there) continue
    fallback = candidate
    if (visited.has(candidate)) continue
    const km = haversineKm(here.lon, here.lat, there.lon, there.lat)
    if (km < bestKm) {
      best = candidate
      bestKm = km
    }
  }
  return best >= 0 ? best : fallback
}

function venueDistance(ctx: GenContext, a: number, b: number): number {
  const { lon, lat } = ctx.venues
  return haversineKm(lon[a] ?? 0, lat[a] ?? 0, lon[b] ?? 0, lat[b] ?? 0)
}

/** A local act: a few shows, mostly in its home city, sometimes with a support act. */
function localShows(ctx: GenContext, rng: Rng, act: Act, room: number): number {
  const kinds = CONCERT_VENUES[act.genre].local
  const home = pickCityWith(ctx, rng, kinds)
  const shows = Math.min(room, rng.between(1, 8))
  for (let i = 0; i < shows; i++) {
    const city = rng.chance(0.7) ? home : pickCityWith(ctx, rng, kinds)
    const show = placeShow(ctx, rng, kinds, act.base + 4 * rng.normal(), city)
    const entities = [act.performer]
    let title = act.name
    if (rng.chance(0.25)) {
      if (rng.chance(0.5)) title = `${act.name} Live`
      else {
        const support = performerName(rng)
        title = `${act.name} with ${support.name}`
        entities.push(ctx.entities.add(support.solo ? 'person' : 'organisation', support.name))
      }
    }
    addVenueEvent(ctx, rng, {
      category: 'concerts',
      title,
      venue: show.venue,
      localStart: pickDay(ctx, rng, NIGHTLIFE_WEEK) + timeOfDay(rng, [18, 19, 20, 20.5, 21, 22]),
      duration: rng.between(2, 4) * HOUR_MS,
      rank: show.rank,
      attendance: show.attendance,
      labels: act.labels,
      entities,
      leadDays: 30,
      brandUnsafe: rng.chance(0.01),
    })
  }
  return shows
}
