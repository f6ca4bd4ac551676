// Performing arts: productions with runs of performances at one theatre under one shared title,
// plus comedy and dance nights; matinees on weekends.

import { DAY, HOUR } from '../clock'
import { addVenueEvent, pickDay, placeCrowd } from './attended'
import type { GenContext } from './context'
import { FIRST_NAMES, SURNAMES } from './words'

const PRODUCTIONS: readonly (readonly [string, string])[] = [
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
  ['The Nutcracker', 'ballet'],
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
]

export function generatePerformingArts(ctx: GenContext, count: number): void {
  const rng = ctx.stream('performing-arts')
  let made = 0
  while (made < count) {
    if (rng.chance(0.3)) {
      const comedian = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`
      const crowd = placeCrowd(ctx, rng, ['club', 'theatre', 'hall'], 42 + 9 * rng.normal())
      addVenueEvent(ctx, rng, {
        category: 'performing-arts',
        title: rng.chance(0.5) ? `${comedian}: Live` : `${comedian} - Stand-Up Comedy`,
        venue: crowd.venue,
        localStart:
          pickDay(ctx, rng, [0.5, 0.3, 0.4, 0.6, 0.9, 1, 1]) + rng.pick([19.5, 20, 21.5]) * HOUR,
        duration: 2 * HOUR,
        rank: crowd.rank,
        attendance: crowd.attendance,
        labels: ['performing-arts', 'comedy'],
        entities: [ctx.entities.add('person', comedian)],
        leadDays: 45,
        brandUnsafe: rng.chance(0.06),
      })
      made++
      continue
    }
    // A run: one title and theatre, several weeks of evening shows and weekend matinees.
    const [title, genre] = rng.pick(PRODUCTIONS)
    const crowd = placeCrowd(ctx, rng, ['theatre', 'hall'], 45 + 8 * rng.normal())
    const company = ctx.entities.add(
      'organisation',
      `${ctx.world.cities[crowd.cityIndex]?.name ?? ''} ${genre === 'opera' ? 'Opera' : genre === 'ballet' ? 'Ballet' : genre === 'classical' ? 'Symphony Orchestra' : 'Repertory Theatre'}`,
    )
    const shows = Math.min(count - made, rng.between(3, 40))
    const first = Math.min(pickDay(ctx, rng), ctx.window.end - (Math.ceil(shows / 6) * 7 + 7) * DAY)
    let day = first
    for (let s = 0; s < shows; s++) {
      const weekday = new Date(day).getUTCDay()
      if (weekday === 1) day += DAY // dark on Mondays
      const matinee = (weekday === 0 || weekday === 6) && rng.chance(0.4)
      addVenueEvent(ctx, rng, {
        category: 'performing-arts',
        title,
        venue: crowd.venue,
        localStart: day + (matinee ? 14 : 19.5) * HOUR,
        duration: (genre === 'opera' ? 3 : 2.5) * HOUR,
        rank: crowd.rank + rng.normal(),
        attendance: Math.round(crowd.attendance * (0.85 + 0.15 * rng.next())),
        labels: ['performing-arts', genre],
        entities: [company],
        leadDays: 120,
      })
      if (!matinee || rng.chance(0.5)) day += DAY
    }
    made += shows
  }
}
