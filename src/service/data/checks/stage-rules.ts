// Rules for performing arts, community events, conferences and expos: the title is one of the
// kind's, naming the place or venue it is at and the entity that stages it; the venue suits the
// kind; seasonal kinds keep to their season (generate/performing-arts.ts, community.ts,
// gatherings.ts).

import { COMMUNITY_KINDS } from '../generate/community'
import {
  CONFERENCE_VENUES,
  conferenceSeries,
  conferenceTitles,
  EXPO_VENUES,
  EXPOS,
  expoTitles,
  FIELDS,
} from '../generate/gatherings'
import { COMPANIES, DEFAULT_STAGES, PRODUCTIONS, STAGE_VENUES } from '../generate/performing-arts'
import { MONTH_NAMES } from '../generate/zones'
import type { CheckContext, Violations } from './check-context'
import { checkLabels, checkSeason, checkVenueEvent } from './venue-rules'

export function checkPerformingArts(ctx: CheckContext, v: Violations, i: number): void {
  const title = ctx.title(i)
  const entities = ctx.entities(i)
  const first = entities[0]
  if (ctx.labels(i)[1] === 'comedy') {
    checkLabels(ctx, v, i, 'performing-arts-title', ['performing-arts', 'comedy'])
    const name = first?.name ?? ''
    if (
      entities.length !== 1 ||
      first?.type !== 'person' ||
      (title !== `${name}: Live` && title !== `${name} - Stand-Up Comedy`)
    )
      v.fail('performing-arts-title', i, 'title and comedian do not match')
    checkVenueEvent(ctx, v, i, { kinds: STAGE_VENUES.comedy ?? DEFAULT_STAGES, wholeRun: false })
    return
  }
  const production = PRODUCTIONS.find((p) => p.title === title)
  if (!production) {
    v.fail('performing-arts-title', i, 'not a known production')
    return
  }
  const { genre } = production
  checkLabels(ctx, v, i, 'performing-arts-title', ['performing-arts', genre])
  const company = `${ctx.place(i)?.name ?? ''} ${COMPANIES[genre] ?? ''}`
  if (entities.length !== 1 || first?.name !== company || first.type !== 'organisation')
    v.fail('performing-arts-title', i, `staged by ${first?.name ?? 'nobody'}, not ${company}`)
  checkVenueEvent(ctx, v, i, { kinds: STAGE_VENUES[genre] ?? DEFAULT_STAGES, wholeRun: false })
  const month = ctx.localMonth(i)
  if (production.months && !ctx.movedCopy(i) && !production.months.includes(month))
    v.fail('performing-arts-season', i, `${MONTH_NAMES[month] ?? '?'} is out of its season`)
}

export function checkCommunity(ctx: CheckContext, v: Violations, i: number): void {
  const title = ctx.title(i)
  const city = ctx.place(i)?.name ?? ''
  const venue = ctx.venueName(i)
  const kind = COMMUNITY_KINDS.find(
    (k) => title === `${city} ${k.title}` || (k.byVenue && title === `${venue} ${k.title}`),
  )
  if (!kind) {
    v.fail('community-title', i, 'no community kind of this title, place and venue')
    return
  }
  checkLabels(ctx, v, i, 'community-title', ['community', kind.topic])
  checkVenueEvent(ctx, v, i, { kinds: kind.venues, wholeRun: false })
  checkSeason(ctx, v, i, 'community-season', kind.zones)
}

export function checkConference(ctx: CheckContext, v: Violations, i: number): void {
  const title = ctx.title(i)
  const city = ctx.place(i)?.name ?? ''
  // A postponed conference's new date may fall in the next year; its title keeps the old one.
  const year = ctx.localYear(i)
  const years = ctx.movedCopy(i) ? [year - 1, year] : [year]
  const field = FIELDS.find(([f]) =>
    years.some((y) => conferenceTitles(f, city, y).includes(title)),
  )
  if (!field) {
    v.fail('conference-title', i, 'no conference of this title, place and year')
    return
  }
  checkLabels(ctx, v, i, 'conference-title', ['conference', field[1]])
  const entities = ctx.entities(i)
  if (
    entities.length !== 1 ||
    entities[0]?.name !== conferenceSeries(title) ||
    entities[0].type !== 'event-group'
  )
    v.fail('conference-title', i, 'the conference series is not its entity')
  // Conference attendance is daily (docs/api.md "Event": `svc_attendance`).
  checkVenueEvent(ctx, v, i, { kinds: CONFERENCE_VENUES, wholeRun: false })
}

export function checkExpo(ctx: CheckContext, v: Violations, i: number): void {
  const title = ctx.title(i)
  const city = ctx.place(i)?.name ?? ''
  const expo = EXPOS.find((e) => expoTitles(e.name, city).includes(title))
  if (!expo) {
    v.fail('expo-title', i, 'no expo of this title and place')
    return
  }
  checkLabels(ctx, v, i, 'expo-title', ['expo', expo.topic])
  const entities = ctx.entities(i)
  if (entities.length !== 1 || entities[0]?.name !== title || entities[0].type !== 'event-group')
    v.fail('expo-title', i, 'the expo is not its own entity')
  checkVenueEvent(ctx, v, i, { kinds: EXPO_VENUES, wholeRun: true })
  checkSeason(ctx, v, i, 'expo-place', expo.zones)
}
