// Performing arts: productions with runs of performances at one theatre under one shared title,
// by a company of the theatre's city, plus comedy nights; matinees on weekends. Seasonal
// productions keep to their season (docs/dataset.md "Plausibility").

import type { Rng } from '../random'
import { addVenueEvent, pickDay } from './attended'
import type { GenContext } from './context'
import { placeShow, rankOfCrowd, VENUE_CROWDS } from './crowds'
import type { VenueKind } from './venue-kinds'
import { FIRST_NAMES, SURNAMES } from './words'
import { DAY_MS, HOUR_MS } from '../../../utils/time'

export interface Production {
  readonly title: string
  /** The label after 'performing-arts'. */
  readonly genre: string
  /** 0-based months, one stretch within a year, when it is staged; any month when absent. */
  readonly months?: readonly number[]
}

export const PRODUCTIONS: readonly Production[] = (
  [
    ['Hamlet', 'theatre'],
    ['Macbeth', 'theatre'],
    ["A Midsummer Night's Dream", 'theatre'],
    ['Romeo and Juliet', 'theatre'],
    ['The Phantom of the Opera', 'musical'],
    ['Les Misérables', 'musical'],
    ['Hamilton', 'musical'],
    ['Wicked', 'musical'],
    ['The Lion King', 'musical'],
    ['Chicago', 'musical'],
    ['Mamma Mia!', 'musical'],
    ['Swan Lake', 'ballet'],
    ['Giselle', 'ballet'],
    ['La Traviata', 'opera'],
    ['Carmen', 'opera'],
    ['The Magic Flute', 'opera'],
    ['Madama Butterfly', 'opera'],
    ['Death of a Salesman', 'theatre'],
    ['A Streetcar Named Desire', 'theatre'],
    ['Our Town', 'theatre'],
    ['Cats', 'musical'],
    ['Rent', 'musical'],
    ["Beethoven's Ninth", 'classical'],
    ['Mahler: Symphony No. 2', 'classical'],
    ['Cirque Spectacular', 'circus'],
  ] as const
)
  .map(([title, genre]): Production => ({ title, genre }))
  // The Nutcracker is a Christmas ballet: November and December only.
  .concat([{ title: 'The Nutcracker', genre: 'ballet', months: [10, 11] }])

/** The company staging a genre, named after its city: "Denver Opera". */
export const COMPANIES: Readonly<Record<string, string>> = {
  theatre: 'Repertory Theatre',
  musical: 'Repertory Theatre',
  ballet: 'Ballet',
  opera: 'Opera',
  classical: 'Symphony Orchestra',
  circus: 'Circus',
}

export const STAGE_VENUES: Readonly<Record<string, readonly VenueKind[]>> = {
  circus: ['arena', 'theatre', 'park'],
  comedy: ['club', 'theatre', 'hall'],
}
export const DEFAULT_STAGES: readonly VenueKind[] = ['theatre', 'hall']

export function generatePerformingArts(ctx: GenContext, count: number): void {
  const rng = ctx.stream('performing-arts')
  let made = 0
  while (made < count) {
    if (rng.chance(0.45)) {
      comedyNight(ctx, rng)
      made++
      continue
    }
    // A run: one title and theatre, several weeks of evening shows and weekend matinees.
    const production = rng.pick(PRODUCTIONS)
    const { genre } = production
    const crowd = placeShow(ctx, rng, STAGE_VENUES[genre] ?? DEFAULT_STAGES, 45 + 8 * rng.normal())
    const company = ctx.entities.add(
      'organisation',
      `${ctx.world.cities[crowd.cityIndex]?.name ?? ''} ${COMPANIES[genre] ?? 'Repertory Theatre'}`,
    )
    const [fewest] = VENUE_CROWDS[ctx.venues.kind[crowd.venue] ?? 'theatre']
    const shows = Math.min(count - made, rng.between(2, 10))
    let day = firstNight(ctx, rng, production, Math.ceil(shows / 6) * 7 + 7)
    for (let s = 0; s < shows; s++) {
      const weekday = new Date(day).getUTCDay()
      if (weekday === 1) day += DAY_MS // dark on Mondays
      const matinee = (weekday === 0 || weekday === 6) && rng.chance(0.4)
      const attendance = Math.max(fewest, Math.round(crowd.attendance * (0.85 + 0.15 * rng.next())))
      addVenueEvent(ctx, rng, {
        category: 'performing-arts',
        title: production.title,
        venue: crowd.venue,
        localStart: day + (matinee ? 14 : 19.5) * HOUR_MS,
        duration: (genre === 'opera' ? 3 : 2.5) * HOUR_MS,
        rank: rankOfCrowd(attendance, rng),
        attendance,
        labels: ['performing-arts', genre],
        entities: [company],
        leadDays: 120,
      })
      if (!matinee || rng.chance(0.5)) day += DAY_MS
    }
    made += shows
  }
}

/** The first night of a run of `runDays`, so that the whole run falls in its months. */
function firstNight(ctx: GenContext, rng: Rng, production: Production, runDays: number): number {
  const list = production.months
  if (!list || list.length === 0)
    return Math.min(pickDay(ctx, rng), ctx.window.end - runDays * DAY_MS)
  const year = new Date(ctx.window.start).getUTCFullYear()
  const from = Date.UTC(year, list[0] ?? 0, 1)
  const to = Date.UTC(year, (list[list.length - 1] ?? 11) + 1, 1)
  return from + rng.int(Math.max(1, Math.round((to - from) / DAY_MS) - runDays)) * DAY_MS
}

function comedyNight(ctx: GenContext, rng: Rng): void {
  const comedian = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`
  const crowd = placeShow(ctx, rng, STAGE_VENUES.comedy ?? DEFAULT_STAGES, 42 + 9 * rng.normal())
  addVenueEvent(ctx, rng, {
    category: 'performing-arts',
    title: rng.chance(0.5) ? `${comedian}: Live` : `${comedian} - Stand-Up Comedy`,
    venue: crowd.venue,
    localStart:
      pickDay(ctx, rng, [0.5, 0.3, 0.4, 0.6, 0.9, 1, 1]) + rng.pick([19.5, 20, 21.5]) * HOUR_MS,
    duration: 2 * HOUR_MS,
    rank: crowd.rank,
    attendance: crowd.attendance,
    labels: ['performing-arts', 'comedy'],
    entities: [ctx.entities.add('person', comedian)],
    leadDays: 45,
    brandUnsafe: rng.chance(0.06),
  })
}
