// Festivals: multi-day umbrella events, summer-heavy (winter in the southern hemisphere). Music
// festivals carry their shows as child concerts on the same grounds (docs/api.md "Event").

import { DAY, HOUR } from '../clock'
import { addVenueEvent, attendanceForRank, pickDay, placeCrowd } from './attended'
import { GENRES, performerName } from './concerts'
import type { GenContext } from './context'

const KINDS: readonly (readonly [string, string])[] = [
  ['Food & Wine Festival', 'food'],
  ['Jazz Festival', 'music'],
  ['Music Festival', 'music'],
  ['Film Festival', 'film'],
  ['Arts Festival', 'arts'],
  ['Beer Festival', 'food'],
  ['Pride Festival', 'pride'],
  ['Folk Festival', 'music'],
  ['Lantern Festival', 'culture'],
  ['Blues Festival', 'music'],
  ['Book Festival', 'books'],
  ['Harvest Festival', 'food'],
  ['Street Festival', 'culture'],
]

export function generateFestivals(ctx: GenContext, count: number): void {
  const rng = ctx.stream('festivals')
  let made = 0
  while (made < count) {
    const [kind, topic] = rng.pick(KINDS)
    const crowd = placeCrowd(ctx, rng, ['park', 'stadium', 'convention'], 54 + 10 * rng.normal())
    const place = ctx.world.cities[crowd.cityIndex]
    const city = place?.name ?? ''
    // Summer months of the hemisphere, most of the time.
    let day = pickDay(ctx, rng)
    const month = new Date(day).getUTCMonth()
    const summer = (place?.lat ?? 0) >= 0 ? month >= 4 && month <= 8 : month <= 2 || month >= 10
    if (!summer && rng.chance(0.6)) day = pickDay(ctx, rng)
    const days = rng.between(1, 4)
    day = Math.min(day, ctx.window.end - (days + 1) * DAY)
    const title = rng.chance(0.7)
      ? `${city} ${kind}`
      : `${rng.pick(['Summer', 'Sunset', 'Riverside', 'Harbor', 'Winter'])} ${kind.replace(' Festival', '')} Fest`
    const labels = ['festival', topic]
    const group = ctx.entities.add('event-group', title)
    const parent = addVenueEvent(ctx, rng, {
      category: 'festivals',
      title,
      venue: crowd.venue,
      localStart: day + 11 * HOUR,
      duration: (days - 1) * DAY + 12 * HOUR,
      rank: crowd.rank,
      attendance: crowd.attendance,
      labels,
      entities: [group],
      leadDays: 200,
    })
    made++
    if (topic !== 'music' || made >= count) continue
    const shows = Math.min(count - made, days * rng.between(2, 5))
    for (let s = 0; s < shows; s++) {
      const performer = performerName(rng)
      const rank = crowd.rank - 8 + 4 * rng.normal()
      addVenueEvent(ctx, rng, {
        category: 'concerts',
        title: performer.name,
        venue: crowd.venue,
        localStart: day + (s % days) * DAY + rng.between(13, 22) * HOUR,
        duration: HOUR + rng.int(2) * 0.5 * HOUR,
        rank,
        attendance: Math.min(crowd.attendance, attendanceForRank(rank, rng)),
        labels: ['concert', 'music', rng.pick(GENRES)],
        entities: [
          ctx.entities.add(performer.solo ? 'person' : 'organisation', performer.name),
          group,
        ],
        leadDays: 150,
        parent,
      })
    }
    made += shows
  }
}
