// Community events: small, local, frequent (markets, fundraisers, meetups), mostly weekends, in
// venues that suit them and in their season (docs/dataset.md "Plausibility"). Local rank is
// meaningful for them; aviation rank is not calculated (docs/api.md "Event").

import type { Rng } from '../random'
import { addVenueEvent } from './attended'
import type { GenContext } from './context'
import { CHRISTMAS_PARADE_COUNTRIES } from './country-lists'
import { placeShow } from './crowds'
import { PRIDE_SEASON } from './festivals'
import { pickDayInMonths } from './season-days'
import type { VenueKind } from './venue-kinds'
import type { Zone } from './zones'
import { ALL_YEAR, EVERYWHERE, hemispheric, months, onlyIn, whereOf, zoneFor } from './zones'
import { HOUR_MS } from '../../../utils/time'

export interface CommunityKind {
  readonly title: string
  /** The label after 'community'. */
  readonly topic: string
  readonly hours: number
  /** Typical rank: a Pride parade draws a crowd, a book club a dozen. */
  readonly rank: number
  readonly venues: readonly VenueKind[]
  readonly zones: readonly Zone[]
  /** Whether the title may name the venue rather than the town ("The Anchor Trivia Night"). */
  readonly byVenue: boolean
}

const OUTDOORS = hemispheric('outdoor season', months('Apr', 'Oct'), ALL_YEAR)
const SUMMER = hemispheric('summer', months('May', 'Sep'), ALL_YEAR)
const MARKETS = hemispheric('market season', months('Apr', 'Nov'), ALL_YEAR)
const THAW_TO_AUTUMN = hemispheric('thaw to autumn', months('Mar', 'Oct'), ALL_YEAR)
const CHRISTMAS = onlyIn(CHRISTMAS_PARADE_COUNTRIES, [
  { name: 'Christmas season', areas: [{}], months: months('Nov', 'Dec') },
])

type Row = readonly [string, string, number, number, readonly VenueKind[], readonly Zone[], boolean]
const ROWS: readonly Row[] = [
  ['Farmers Market', 'market', 5, 36, ['park', 'community'], MARKETS, true],
  ['Street Fair', 'fair', 6, 42, ['park'], SUMMER, false],
  ['Charity Gala', 'fundraiser', 4, 38, ['hotel', 'hall'], EVERYWHERE, true],
  ['Blood Drive', 'health', 4, 30, ['community', 'campus'], EVERYWHERE, true],
  ['Book Club', 'books', 2, 22, ['community'], EVERYWHERE, true],
  ['Trivia Night', 'social', 3, 30, ['club'], EVERYWHERE, true],
  ['Library Storytime', 'family', 1.5, 24, ['community'], EVERYWHERE, false],
  ['Pride Parade', 'parade', 4, 52, ['park'], PRIDE_SEASON, false],
  ['Holiday Parade', 'parade', 3, 45, ['park'], CHRISTMAS, false],
  ['Town Hall Meeting', 'civic', 2, 30, ['community', 'hall'], EVERYWHERE, false],
  ['Craft Fair', 'market', 5, 35, ['community', 'park'], EVERYWHERE, true],
  ['Cleanup Day', 'volunteering', 3, 28, ['park'], THAW_TO_AUTUMN, false],
  ['Car Show', 'automotive', 5, 40, ['park'], OUTDOORS, true],
  ['Pet Adoption Day', 'family', 4, 32, ['park', 'community'], EVERYWHERE, true],
  ['Cultural Night', 'culture', 3, 34, ['community', 'hall'], EVERYWHERE, true],
  ['Chili Cook-Off', 'food', 4, 34, ['park', 'community'], EVERYWHERE, true],
  ['Yoga in the Park', 'health', 1.5, 26, ['park'], SUMMER, false],
  ['Open Mic Night', 'social', 3, 30, ['club'], EVERYWHERE, true],
]

export const COMMUNITY_KINDS: readonly CommunityKind[] = ROWS.map(
  ([title, topic, hours, rank, venues, zones, byVenue]) => ({
    title,
    topic,
    hours,
    rank,
    venues,
    zones,
    byVenue,
  }),
)

export function generateCommunity(ctx: GenContext, count: number): void {
  const rng = ctx.stream('community')
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(COMMUNITY_KINDS)
    // A town where the kind is held, in its season (a few draws; the kind is rarely that picky).
    let tries = 0
    while (tries < 20 && !addCommunity(ctx, rng, kind)) tries++
  }
}

function addCommunity(ctx: GenContext, rng: Rng, kind: CommunityKind): boolean {
  const crowd = placeShow(ctx, rng, kind.venues, kind.rank + 8 * rng.normal())
  const city = ctx.world.cities[crowd.cityIndex]
  if (!city) return false
  const where = whereOf(city, ctx.venues.lat[crowd.venue] ?? 0, ctx.venues.lon[crowd.venue] ?? 0)
  const season = zoneFor(kind.zones, where)?.months ?? []
  if (season.length === 0) return false
  const title =
    kind.byVenue && rng.chance(0.4)
      ? `${ctx.venues.name[crowd.venue] ?? city.name} ${kind.title}`
      : `${city.name} ${kind.title}`
  addVenueEvent(ctx, rng, {
    category: 'community',
    title,
    venue: crowd.venue,
    localStart:
      pickDayInMonths(ctx, rng, season, [0.9, 0.4, 0.4, 0.5, 0.6, 0.8, 1]) +
      rng.pick([9, 10, 11, 17, 18, 19]) * HOUR_MS,
    duration: kind.hours * HOUR_MS,
    rank: crowd.rank,
    attendance: crowd.attendance,
    labels: ['community', kind.topic],
    entities: [],
    leadDays: 20,
  })
  return true
}
