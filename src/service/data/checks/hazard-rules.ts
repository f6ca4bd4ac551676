// Rules for unscheduled area events: each hazard keeps to its kind's places, season, labels and
// rank band (generate/hazards.ts), and an airport delay names a real airport where it is
// (generate/airports.ts).

import { PLACE_TYPES } from '../gazetteer/types'
import { AIRPORTS, airportEntityName, DELAY_CAUSES, delayTitle } from '../generate/airports'
import type { HazardCategory } from '../generate/hazards'
import { hazardOfTitle } from '../generate/hazards'
import { normalise } from '../generate/world'
import { MONTH_NAMES, zoneFor } from '../generate/zones'
import type { CheckContext, Violations } from './check-context'
import { HOUR_MS } from '../../../utils/time'

export function checkHazard(
  ctx: CheckContext,
  v: Violations,
  i: number,
  category: HazardCategory,
): void {
  const found = hazardOfTitle(category, ctx.title(i))
  if (!found) {
    v.fail('hazard-kind', i, `no ${category} kind has this title`)
    return
  }
  const { kind, placeName } = found
  const labels = ctx.labels(i)
  if (labels.join('|') !== [category, ...kind.labels].join('|'))
    v.fail('hazard-labels', i, `labels ${labels.join(', ')}`)
  const place = ctx.place(i)
  const scope = PLACE_TYPES[ctx.events.scope[i] ?? 0]
  if (
    !place ||
    place.name !== placeName ||
    place.type !== scope ||
    !kind.scope.includes(place.type) ||
    place.countryAlpha2 !== ctx.country(i)
  ) {
    v.fail('hazard-scope', i, `a ${scope ?? '?'} named ${place?.name ?? '?'}`)
    return
  }
  const where = ctx.where(i)
  const zone = where && zoneFor(kind.zones, where)
  const month = ctx.localMonth(i)
  if (!zone) v.fail('hazard-place', i, `${kind.title} does not happen here`)
  else if (!zone.months.includes(month))
    v.fail('hazard-season', i, `${MONTH_NAMES[month] ?? '?'} is outside its season (${zone.name})`)
  const rank = ctx.events.rank[i] ?? 0
  if (rank < kind.rank[0] || rank > kind.rank[1]) v.fail('hazard-rank', i, `rank ${rank}`)
  const hours = ((ctx.events.end[i] ?? 0) - (ctx.events.start[i] ?? 0)) / HOUR_MS
  if (hours < kind.hours[0] || hours > kind.hours[1]) v.fail('hazard-duration', i, `${hours} h`)
}

export function checkAirportDelay(ctx: CheckContext, v: Violations, i: number): void {
  const title = ctx.title(i)
  const airport = AIRPORTS.find((a) => delayTitle(a) === title)
  const place = ctx.place(i)
  if (
    !airport ||
    !place ||
    normalise(place.name) !== normalise(airport.city) ||
    place.countryAlpha2 !== airport.country
  ) {
    v.fail('airport-delay', i, 'not a known airport of this place')
    return
  }
  const entities = ctx.entities(i)
  const labels = ctx.labels(i)
  const cause = labels[2] ?? ''
  if (
    entities.length !== 1 ||
    entities[0]?.name !== airportEntityName(airport) ||
    entities[0].type !== 'airport' ||
    labels.length !== 3 ||
    labels[0] !== 'airport-delays' ||
    labels[1] !== 'airport' ||
    !DELAY_CAUSES.some((c) => c === cause)
  )
    v.fail('airport-delay', i, 'entity or labels do not match the airport')
}
