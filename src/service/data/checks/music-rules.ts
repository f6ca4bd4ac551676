// Rules for concerts and festivals: a concert's title names its performer (and its tour or
// support act, which are entities too), it plays a venue its genre plays, a tour's shows fall on
// separate dates with time to travel between cities, and a festival spans several days in its
// season, its shows on its grounds (generate/concerts.ts, generate/festivals.ts).

import { CONCERT_VENUES, GENRES, TOUR_KM_PER_DAY } from '../generate/concerts'
import type { Genre } from '../generate/concerts'
import type { FestivalKind } from '../generate/festivals'
import { FESTIVAL_KINDS, FESTIVAL_PREFIXES, shortFestivalTitle } from '../generate/festivals'
import { haversineKm } from '../geo/distance'
import { zoneFor } from '../generate/zones'
import type { CheckContext, Violations } from './check-context'
import { checkLabels, checkSeason, checkVenueEvent } from './venue-rules'
import { DAY_MS } from '../../../utils/time'

/** Shows of each tour (by tour entity), for the route rule once every row is read. */
export type Tours = Map<number, number[]>

function genreOf(labels: readonly string[]): Genre | undefined {
  return GENRES.find((g) => g === labels[2])
}

export function checkConcert(ctx: CheckContext, v: Violations, i: number, tours: Tours): void {
  const labels = ctx.labels(i)
  const genre = genreOf(labels)
  if (!genre || !checkLabels(ctx, v, i, 'concert-labels', ['concert', 'music', genre])) return
  const entities = ctx.entities(i)
  const performer = entities[0]
  const title = ctx.title(i)
  if (!performer || (performer.type !== 'person' && performer.type !== 'organisation')) {
    v.fail('concert-title', i, 'no performer')
    return
  }
  if (ctx.parent(i) >= 0) {
    checkFestivalShow(ctx, v, i, genre)
    return
  }
  const second = entities[1]
  if (second?.type === 'event-group') {
    // A tour: "<Artist>: <Tour> Tour" or "<Artist> - <Tour> Tour", the tour an entity.
    const tourName = [': ', ' - ']
      .filter((sep) => title.startsWith(`${performer.name}${sep}`))
      .map((sep) => title.slice(performer.name.length + sep.length))[0]
    if (
      entities.length !== 2 ||
      tourName?.endsWith(' Tour') !== true ||
      second.name !== `${performer.name} ${tourName}`
    )
      v.fail('concert-title', i, 'title, performer and tour do not match')
    checkVenueEvent(ctx, v, i, { kinds: CONCERT_VENUES[genre].tour, wholeRun: false })
    if (!ctx.deleted(i) && !ctx.movedCopy(i)) {
      const tour = ctx.entityIndex(i, 1)
      const shows = tours.get(tour)
      if (shows) shows.push(i)
      else tours.set(tour, [i])
    }
    return
  }
  // A local act: its name, "<name> Live", or "<name> with <support act>".
  const support = second?.name
  const ok =
    entities.length === 1
      ? title === performer.name || title === `${performer.name} Live`
      : entities.length === 2 && title === `${performer.name} with ${support ?? ''}`
  if (!ok) v.fail('concert-title', i, 'title and performers do not match')
  checkVenueEvent(ctx, v, i, { kinds: CONCERT_VENUES[genre].local, wholeRun: false })
}

/** A festival's show: its performer's name, on the festival's grounds, during it, in its genres. */
function checkFestivalShow(ctx: CheckContext, v: Violations, i: number, genre: Genre): void {
  const parent = ctx.parent(i)
  const kind = festivalKind(ctx, parent)
  const start = ctx.events.start[i] ?? 0
  if (
    ctx.category(parent) !== 'festivals' ||
    ctx.title(i) !== ctx.entities(i)[0]?.name ||
    ctx.entityIndex(i, 1) !== ctx.entityIndex(parent, 0) ||
    ctx.venue(i) !== ctx.venue(parent) ||
    start < (ctx.events.start[parent] ?? 0) ||
    start > (ctx.events.end[parent] ?? 0) ||
    !kind?.genres?.includes(genre)
  )
    v.fail('festival-show', i, 'not a show of its festival')
  checkVenueEvent(ctx, v, i, { wholeRun: false })
}

/**
 * Each tour's shows in order: one a day at most, and never farther apart than a tour travels.
 * Two records of one show (same start and venue) are one show.
 */
export function checkTourRoutes(ctx: CheckContext, v: Violations, tours: Tours): void {
  for (const shows of tours.values()) {
    shows.sort((a, b) => ctx.localStart(a) - ctx.localStart(b))
    for (let k = 1; k < shows.length; k++) {
      const a = shows[k - 1] ?? 0
      const b = shows[k] ?? 0
      // A second record of the same show, not yet marked as its duplicate (history.ts).
      if (ctx.events.start[a] === ctx.events.start[b] && ctx.venue(a) === ctx.venue(b)) continue
      const days = Math.floor(ctx.localStart(b) / DAY_MS) - Math.floor(ctx.localStart(a) / DAY_MS)
      const km = haversineKm(
        ctx.events.lon[a] ?? 0,
        ctx.events.lat[a] ?? 0,
        ctx.events.lon[b] ?? 0,
        ctx.events.lat[b] ?? 0,
      )
      if (ctx.title(a) !== ctx.title(b))
        v.fail('tour-route', b, 'shows of one tour under two titles')
      else if (days < 1) v.fail('tour-route', b, 'two shows on one date')
      else if (km > TOUR_KM_PER_DAY * days)
        v.fail('tour-route', b, `${Math.round(km)} km in ${days} days from ${ctx.describe(a)}`)
    }
  }
}

/** The kind of a festival from its title ("Denver Jazz Festival", "Riverside Jazz Fest"). */
function festivalKind(ctx: CheckContext, i: number): FestivalKind | undefined {
  const title = ctx.title(i)
  const place = ctx.place(i)?.name ?? ''
  return FESTIVAL_KINDS.find(
    (k) =>
      title === `${place} ${k.title}` ||
      Object.keys(FESTIVAL_PREFIXES).some((p) => title === shortFestivalTitle(p, k)),
  )
}

export function checkFestival(ctx: CheckContext, v: Violations, i: number): void {
  const kind = festivalKind(ctx, i)
  const title = ctx.title(i)
  if (!kind) {
    v.fail('festival-title', i, 'no festival kind of this title and place')
    return
  }
  checkLabels(ctx, v, i, 'festival-labels', ['festival', kind.topic])
  const entities = ctx.entities(i)
  if (entities.length !== 1 || entities[0]?.name !== title || entities[0].type !== 'event-group')
    v.fail('festival-title', i, 'the festival is not its own entity')
  if (ctx.days(i) < 2) v.fail('festival-span', i, 'a festival of one day')
  checkVenueEvent(ctx, v, i, { kinds: kind.venues, wholeRun: true })
  checkSeason(ctx, v, i, 'festival-season', kind.zones)
  // "Summer ... Fest" in summer, "Winter ... Fest" in winter.
  const prefix = title.split(' ')[0] ?? ''
  const where = ctx.where(i)
  const prefixZones = FESTIVAL_PREFIXES[prefix]
  if (
    prefixZones &&
    title === shortFestivalTitle(prefix, kind) &&
    !ctx.movedCopy(i) &&
    where &&
    !zoneFor(prefixZones, where)?.months.includes(ctx.localMonth(i))
  )
    v.fail('festival-title', i, `a ${prefix} festival out of its season`)
}
