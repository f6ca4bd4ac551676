// Local sport everywhere: club fixtures between neighbouring towns, road races and open
// tournaments, in cities drawn by population (fills the sports share beyond the leagues). Each
// keeps to its season and its grounds (sports-local-rules.ts, docs/dataset.md "Plausibility").

import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { WeightedPicker } from '../random'
import { addVenueEvent, timeOfDay } from './attended'
import type { GenContext } from './context'
import { hasVenueOf, pickCityWith, placeShow, rankOfCrowd } from './crowds'
import type { Show } from './crowds'
import { fitRun, pickDayInMonths } from './season-days'
import {
  DEFAULT_SPORTS,
  LOCAL_LEAGUE_KM,
  RACE_VENUES,
  RACES,
  SPORTS_BY_COUNTRY,
  TEAM_SPORTS,
  TOURNAMENTS,
} from './sports-local-rules'
import type { VenueKind } from './venue-kinds'
import type { World } from './world'
import { haversineKm } from '../geo/distance'
import { NOUNS } from './words'
import type { Zone } from './zones'
import { whereOf, zoneFor } from './zones'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

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

/** The months of its season where the show's venue is (the first zone that holds it). */
function seasonAt(ctx: GenContext, show: Show, zones: readonly Zone[]): readonly number[] {
  const city = ctx.world.cities[show.cityIndex]
  if (!city) return []
  const where = whereOf(city, ctx.venues.lat[show.venue] ?? 0, ctx.venues.lon[show.venue] ?? 0)
  return zoneFor(zones, where)?.months ?? []
}

/** Grounds any team sport is played on. */
const FIXTURE_VENUES: readonly VenueKind[] = ['stadium', 'park', 'arena', 'campus']

function fixture(ctx: GenContext, rng: Rng): number {
  const cityIndex = pickCityWith(ctx, rng, FIXTURE_VENUES)
  const city = ctx.world.cities[cityIndex]
  if (!city) return 0
  // A sport the country's clubs play, among those the town has grounds for.
  const sports = (SPORTS_BY_COUNTRY[city.countryAlpha2 ?? ''] ?? DEFAULT_SPORTS).filter((s) => {
    const rules = TEAM_SPORTS[s]
    return rules !== undefined && hasVenueOf(ctx, cityIndex, rules.venues)
  })
  if (sports.length === 0) return 0
  const sport = rng.pick(sports)
  const rules = TEAM_SPORTS[sport]
  if (!rules) return 0
  const show = placeShow(ctx, rng, rules.venues, 45 + 7 * rng.normal(), cityIndex)
  const season = seasonAt(ctx, show, rules.zones)
  if (season.length === 0) return 0
  const home = `${city.name} ${rng.pick(NOUNS)}`
  const away = `${neighbour(ctx, rng, city).name} ${rng.pick(NOUNS)}`
  addVenueEvent(ctx, rng, {
    category: 'sports',
    title: `${home} vs ${away}`,
    venue: show.venue,
    localStart:
      pickDayInMonths(ctx, rng, season, [1, 0.4, 0.4, 0.5, 0.6, 0.9, 1]) +
      timeOfDay(rng, [13, 15, 18, 19, 19.5]),
    duration: 2.5 * HOUR_MS,
    rank: show.rank,
    attendance: show.attendance,
    labels: ['sport', sport],
    entities: [ctx.entities.add('organisation', home), ctx.entities.add('organisation', away)],
    leadDays: 60,
  })
  return 1
}

// Cities of each country, by population, for drawing a club's rivals.
const countryPickers = new WeakMap<
  World,
  Map<string, { cities: number[]; picker: WeightedPicker }>
>()

function countryCities(
  world: World,
  country: string,
): { cities: number[]; picker: WeightedPicker } {
  let perCountry = countryPickers.get(world)
  if (!perCountry) {
    perCountry = new Map()
    const lists = new Map<string, number[]>()
    world.cities.forEach((c, i) => {
      const key = c.countryAlpha2 ?? ''
      const list = lists.get(key)
      if (list) list.push(i)
      else lists.set(key, [i])
    })
    for (const [key, cities] of lists) {
      perCountry.set(key, {
        cities,
        picker: new WeightedPicker(cities.map((i) => world.cityWeights[i] ?? 0)),
      })
    }
    countryPickers.set(world, perCountry)
  }
  return perCountry.get(country) ?? { cities: [], picker: new WeightedPicker([]) }
}

/**
 * A rival's town: of six towns of the country drawn by population, the first within a local
 * league's reach; the home town itself (a derby) when none is.
 */
function neighbour(ctx: GenContext, rng: Rng, home: PlaceRecord): PlaceRecord {
  const { cities, picker } = countryCities(ctx.world, home.countryAlpha2 ?? '')
  if (cities.length === 0) return home
  for (let k = 0; k < 6; k++) {
    const other = ctx.world.cities[cities[picker.pick(rng)] ?? 0]
    if (!other || other.id === home.id) continue
    if (haversineKm(home.lon, home.lat, other.lon, other.lat) <= LOCAL_LEAGUE_KM) return other
  }
  return home
}

function race(ctx: GenContext, rng: Rng): number {
  const kind = rng.pick(RACES)
  const show = placeShow(ctx, rng, RACE_VENUES, 52 + 9 * rng.normal())
  const city = ctx.world.cities[show.cityIndex]
  const season = seasonAt(ctx, show, kind.zones)
  if (!city || season.length === 0) return 0
  addVenueEvent(ctx, rng, {
    category: 'sports',
    title: `${city.name} ${kind.title}`,
    venue: show.venue,
    localStart: pickDayInMonths(ctx, rng, season, [1, 0, 0, 0, 0, 0.1, 0.8]) + 7 * HOUR_MS,
    duration: 6 * HOUR_MS,
    rank: show.rank,
    attendance: show.attendance,
    labels: ['sport', kind.label],
    entities: [],
    leadDays: 200,
  })
  return 1
}

/** An open tournament: the umbrella event and one child event per day (docs/api.md "Event"). */
function tournament(ctx: GenContext, rng: Rng, room: number): number {
  const kind = rng.pick(TOURNAMENTS)
  const venues: readonly VenueKind[] = kind.venues
  const daily = placeShow(ctx, rng, venues, 50 + 8 * rng.normal())
  const city = ctx.world.cities[daily.cityIndex]
  const season = seasonAt(ctx, daily, kind.zones)
  if (!city || season.length === 0) return 0
  const name = `${city.name} ${kind.suffix}`
  const days = Math.max(1, Math.min(room - 1, rng.between(2, 6)))
  const first = fitRun(
    Math.min(pickDayInMonths(ctx, rng, season), ctx.window.end - (days + 1) * DAY_MS),
    days,
    season,
  )
  const group = ctx.entities.add('event-group', name)
  const labels = ['sport', kind.sport]
  // The umbrella's attendance covers every day of it.
  const attendance = daily.attendance * days
  const parent = addVenueEvent(ctx, rng, {
    category: 'sports',
    title: name,
    venue: daily.venue,
    localStart: first + 9 * HOUR_MS,
    duration: days * DAY_MS - 9 * HOUR_MS,
    rank: rankOfCrowd(attendance, rng),
    attendance,
    labels,
    entities: [group],
    leadDays: 180,
  })
  for (let d = 0; d < days; d++) {
    addVenueEvent(ctx, rng, {
      category: 'sports',
      title: `${name}: Day ${d + 1}`,
      venue: daily.venue,
      localStart: first + d * DAY_MS + 10 * HOUR_MS,
      duration: 8 * HOUR_MS,
      rank: rankOfCrowd(daily.attendance, rng),
      attendance: daily.attendance,
      labels,
      entities: [group],
      leadDays: 180,
      parent,
    })
  }
  return days + 1
}
