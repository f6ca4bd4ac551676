// Community events: small, local, frequent (markets, fundraisers, meetups), mostly weekends.
// Local rank is meaningful for them; aviation rank is not calculated (docs/api.md "Event").

import { HOUR } from '../clock'
import { addVenueEvent, pickDay, placeCrowd } from './attended'
import type { GenContext } from './context'

const KINDS: readonly (readonly [string, string, number])[] = [
  ['Farmers Market', 'market', 5],
  ['Street Fair', 'fair', 6],
  ['Charity Gala', 'fundraiser', 4],
  ['Blood Drive', 'health', 4],
  ['Book Club', 'books', 2],
  ['Trivia Night', 'social', 3],
  ['Library Storytime', 'family', 1.5],
  ['Pride Parade', 'parade', 4],
  ['Holiday Parade', 'parade', 3],
  ['Town Hall Meeting', 'civic', 2],
  ['Craft Fair', 'market', 5],
  ['Cleanup Day', 'volunteering', 3],
  ['Car Show', 'automotive', 5],
  ['Pet Adoption Day', 'family', 4],
  ['Cultural Night', 'culture', 3],
  ['Chili Cook-Off', 'food', 4],
  ['Yoga in the Park', 'health', 1.5],
  ['Open Mic Night', 'social', 3],
]

export function generateCommunity(ctx: GenContext, count: number): void {
  const rng = ctx.stream('community')
  for (let i = 0; i < count; i++) {
    const [kind, topic, hours] = rng.pick(KINDS)
    const crowd = placeCrowd(
      ctx,
      rng,
      ['community', 'park', 'club', 'campus'],
      33 + 8 * rng.normal(),
    )
    const city = ctx.world.cities[crowd.cityIndex]?.name ?? ''
    const title = rng.chance(0.6)
      ? `${city} ${kind}`
      : `${ctx.venues.name[crowd.venue] ?? city} ${kind}`
    addVenueEvent(ctx, rng, {
      category: 'community',
      title,
      venue: crowd.venue,
      localStart:
        pickDay(ctx, rng, [0.9, 0.4, 0.4, 0.5, 0.6, 0.8, 1]) +
        rng.pick([9, 10, 11, 17, 18, 19]) * HOUR,
      duration: hours * HOUR,
      rank: crowd.rank,
      attendance: crowd.attendance,
      labels: ['community', topic],
      entities: [],
      leadDays: 20,
    })
  }
}
