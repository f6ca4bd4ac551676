// Festivals: umbrella events of two to four days, in the season of their kind for the place's
// hemisphere, on grounds that suit them. Music festivals carry their shows as child concerts on
// the same grounds (docs/api.md "Event"; docs/dataset.md "Plausibility").

import type { Rng } from '../random'
import { addVenueEvent, attendanceForRank } from './attended'
import { performerName } from './concerts'
import type { Genre } from './concerts'
import type { GenContext } from './context'
import { pickCityWith, placeShow, rankOfCrowd, VENUE_CROWDS } from './crowds'
import type { Show } from './crowds'
import { pickDayInMonths } from './season-days'
import type { VenueKind } from './venue-kinds'
import type { Zone } from './zones'
import { DRY_COUNTRIES, PRIDE_COUNTRIES } from './country-lists'
import {
  ALL_YEAR,
  except,
  hemispheric,
  months,
  NORTH,
  onlyIn,
  SOUTH,
  TROPICS,
  whereOf,
  zoneFor,
} from './zones'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

export interface FestivalKind {
  readonly title: string
  /** The label after 'festival'. */
  readonly topic: string
  readonly venues: readonly VenueKind[]
  readonly zones: readonly Zone[]
  /** Genres of its shows, for music festivals. */
  readonly genres?: readonly Genre[]
}

const OPEN_AIR = hemispheric('open-air season', months('May', 'Sep'), ALL_YEAR)
const WARM = hemispheric('warm season', months('Apr', 'Oct'), ALL_YEAR)
const ANY_TIME = hemispheric('any time', ALL_YEAR, ALL_YEAR)
/** Pride month in the north, spring and early summer in the south, most of the year in the tropics. */
export const PRIDE_SEASON = onlyIn(
  PRIDE_COUNTRIES,
  hemispheric('pride season', months('May', 'Aug'), months('May', 'Nov')),
)
/** Beer and wine are not poured everywhere. */
const DRINKS_SEASON = except(
  'no alcohol',
  DRY_COUNTRIES,
  hemispheric('beer garden season', months('May', 'Oct'), ALL_YEAR),
)
const GROUNDS: readonly VenueKind[] = ['park', 'stadium']
const SEATED: readonly VenueKind[] = ['park', 'hall', 'theatre']
const INDOORS: readonly VenueKind[] = ['theatre', 'hall', 'convention']

export const FESTIVAL_KINDS: readonly FestivalKind[] = [
  {
    title: 'Food & Wine Festival',
    topic: 'food',
    venues: ['park', 'convention'],
    zones: except('no alcohol', DRY_COUNTRIES, WARM),
  },
  { title: 'Jazz Festival', topic: 'music', venues: SEATED, zones: OPEN_AIR, genres: ['jazz'] },
  {
    title: 'Music Festival',
    topic: 'music',
    venues: GROUNDS,
    zones: OPEN_AIR,
    genres: ['rock', 'pop', 'hip-hop', 'electronic', 'indie', 'r-and-b', 'latin', 'reggae'],
  },
  { title: 'Film Festival', topic: 'film', venues: INDOORS, zones: ANY_TIME },
  { title: 'Arts Festival', topic: 'arts', venues: ['park', ...INDOORS], zones: ANY_TIME },
  {
    title: 'Beer Festival',
    topic: 'food',
    venues: ['park', 'convention'],
    zones: DRINKS_SEASON,
  },
  {
    title: 'Pride Festival',
    topic: 'pride',
    venues: GROUNDS,
    zones: PRIDE_SEASON,
  },
  { title: 'Folk Festival', topic: 'music', venues: SEATED, zones: OPEN_AIR, genres: ['folk'] },
  {
    title: 'Lantern Festival',
    topic: 'culture',
    venues: ['park'],
    // Lunar New Year's lanterns everywhere, and winter lantern shows in the north.
    zones: [
      { name: 'winter lanterns, north', areas: [NORTH], months: months('Nov', 'Mar') },
      { name: 'Lunar New Year', areas: [TROPICS, SOUTH], months: months('Jan', 'Mar') },
    ],
  },
  { title: 'Blues Festival', topic: 'music', venues: SEATED, zones: OPEN_AIR, genres: ['blues'] },
  {
    title: 'Book Festival',
    topic: 'books',
    venues: [...INDOORS, 'campus'],
    zones: ANY_TIME,
  },
  {
    title: 'Harvest Festival',
    topic: 'food',
    venues: ['park'],
    zones: hemispheric('harvest', months('Aug', 'Oct'), ALL_YEAR),
  },
  { title: 'Street Festival', topic: 'culture', venues: ['park'], zones: WARM },
]

/** Words a festival's short title may start with, and when they fit ("Winter ... Fest" in winter). */
export const FESTIVAL_PREFIXES: Readonly<Record<string, readonly Zone[]>> = {
  Summer: hemispheric('summer', months('Jun', 'Aug'), ALL_YEAR),
  Winter: hemispheric('winter', months('Dec', 'Feb')),
  Sunset: ANY_TIME,
  Riverside: ANY_TIME,
  Harbor: ANY_TIME,
}

/** "Riverside Jazz Fest" from "Jazz Festival". */
export function shortFestivalTitle(prefix: string, kind: FestivalKind): string {
  return `${prefix} ${kind.title.replace(' Festival', '')} Fest`
}

export function generateFestivals(ctx: GenContext, count: number): void {
  const rng = ctx.stream('festivals')
  let made = 0
  while (made < count) {
    const kind = rng.pick(FESTIVAL_KINDS)
    const cityIndex = pickCityWith(ctx, rng, kind.venues)
    const daily = placeShow(ctx, rng, kind.venues, 54 + 10 * rng.normal(), cityIndex)
    const place = ctx.world.cities[daily.cityIndex]
    if (!place) continue
    const where = whereOf(
      place,
      ctx.venues.lat[daily.venue] ?? place.lat,
      ctx.venues.lon[daily.venue] ?? place.lon,
    )
    // Where the kind is not held, another festival is drawn.
    const zone = zoneFor(kind.zones, where)
    if (!zone || zone.months.length === 0) continue
    const days = rng.between(2, 4)
    const day = Math.min(
      pickDayInMonths(ctx, rng, zone.months),
      ctx.window.end - (days + 1) * DAY_MS,
    )
    const month = new Date(day).getUTCMonth()
    const prefixes = Object.keys(FESTIVAL_PREFIXES).filter((p) =>
      zoneFor(FESTIVAL_PREFIXES[p] ?? [], where)?.months.includes(month),
    )
    const title =
      rng.chance(0.7) || prefixes.length === 0
        ? `${place.name} ${kind.title}`
        : shortFestivalTitle(rng.pick(prefixes), kind)
    const group = ctx.entities.add('event-group', title, `festival|${place.id}|${title}`)
    // Attendance covers the whole run (docs/api.md "Event": `svc_attendance`).
    const attendance = daily.attendance * days
    const parent = addVenueEvent(ctx, rng, {
      category: 'festivals',
      title,
      venue: daily.venue,
      localStart: day + 11 * HOUR_MS,
      duration: (days - 1) * DAY_MS + 12 * HOUR_MS,
      rank: rankOfCrowd(attendance, rng),
      attendance,
      labels: ['festival', kind.topic],
      entities: [group],
      leadDays: 200,
    })
    made++
    if (!kind.genres || made >= count) continue
    made += shows(ctx, rng, { genres: kind.genres, daily, group, parent, day, days }, count - made)
  }
}

/** A music festival: its genres, its first day's crowd and grounds, its entity and umbrella row. */
interface MusicFestival {
  readonly genres: readonly Genre[]
  readonly daily: Show
  readonly group: number
  readonly parent: number
  readonly day: number
  readonly days: number
}

/** The music festival's shows: acts of its genres on its grounds, each day of the run. */
function shows(ctx: GenContext, rng: Rng, festival: MusicFestival, room: number): number {
  const { genres, daily, group, parent, day, days } = festival
  const n = Math.min(room, days * rng.between(2, 5))
  const [fewest] = VENUE_CROWDS[ctx.venues.kind[daily.venue] ?? 'park']
  for (let s = 0; s < n; s++) {
    const performer = performerName(rng)
    // A stage draws part of the day's crowd, never more than the whole of it.
    const crowd = Math.max(
      fewest,
      Math.min(daily.attendance, attendanceForRank(daily.rank - 8 + 4 * rng.normal(), rng)),
    )
    const genre = rng.pick(genres)
    addVenueEvent(ctx, rng, {
      category: 'concerts',
      title: performer.name,
      venue: daily.venue,
      localStart: day + (s % days) * DAY_MS + rng.between(13, 22) * HOUR_MS,
      duration: HOUR_MS + rng.int(2) * 0.5 * HOUR_MS,
      rank: rankOfCrowd(crowd, rng),
      attendance: crowd,
      labels: ['concert', 'music', genre],
      entities: [
        ctx.entities.add(performer.solo ? 'person' : 'organisation', performer.name),
        group,
      ],
      leadDays: 150,
      parent,
    })
  }
  return n
}
