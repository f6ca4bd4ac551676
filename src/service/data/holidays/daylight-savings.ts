// Daylight-saving changes from the time-zone database (docs/architecture.md). A country whose regions all
// follow one zone gets country-scoped events; countries spanning several zones (US, Canada,
// Australia, Mexico...) get one event per region in the region's zone. Each event covers the
// local day of the change.

import type { GenContext } from '../generate/context'
import { addAreaEvent } from '../generate/area-event'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { DAY_MS } from '../../../utils/time'

export function generateDaylightSavings(ctx: GenContext): number {
  const rng = ctx.stream('daylight-savings')
  const regionsByCountry = new Map<string, PlaceRecord[]>()
  for (const region of ctx.world.gazetteer.ofType('region')) {
    if (region.timezone === null) continue
    const list = regionsByCountry.get(region.countryAlpha2 ?? '') ?? []
    list.push(region)
    regionsByCountry.set(region.countryAlpha2 ?? '', list)
  }
  let made = 0
  for (const country of ctx.world.gazetteer.ofType('country')) {
    if (country.timezone === null) continue
    const regions = regionsByCountry.get(country.countryAlpha2 ?? '') ?? []
    const zones = new Set(
      regions.map((r) => r.timezone ?? '').filter((z) => ctx.zones.transitions(z).length > 0),
    )
    if (zones.size <= 1) {
      const zone = [...zones][0] ?? country.timezone
      made += addTransitions(ctx, rng, country, zone)
    } else {
      for (const region of regions) made += addTransitions(ctx, rng, region, region.timezone ?? '')
    }
  }
  return made
}

function addTransitions(ctx: GenContext, rng: Rng, place: PlaceRecord, zone: string): number {
  let made = 0
  for (const change of ctx.zones.transitions(zone)) {
    if (change.at < ctx.window.start || change.at >= ctx.window.end) continue
    const localDay = Math.floor((change.at + change.offsetBefore) / DAY_MS) * DAY_MS
    const start = ctx.zones.toUtc(zone, localDay)
    const end = ctx.zones.toUtc(zone, localDay + DAY_MS)
    const starts = change.offsetAfter > change.offsetBefore
    addAreaEvent(ctx, rng, {
      category: 'daylight-savings',
      title: starts ? 'Daylight Saving Time Starts' : 'Daylight Saving Time Ends',
      place,
      start,
      duration: end - start,
      timezone: zone,
      rank: 40 + 3 * Math.log10(Math.max(10_000, place.population)) + rng.normal(),
      labels: ['daylight-savings', starts ? 'dst-start' : 'dst-end'],
      unscheduled: false,
    })
    made++
  }
  return made
}
