// Public holidays, observances and school holidays from the real calendars of `date-holidays`
// (docs/architecture.md "The embedded dataset"). Country-wide days are scoped to the country; days that only
// some regions keep are scoped to those regions. Dates are local and time-zone agnostic
// (timezone null; docs/api.md "Event": local time when `timezone` is null), all-day.

import type { EventCategory } from '../../../contract/enums'
import { parseWallTime } from '../clock'
import type { GenContext } from '../generate/context'
import { addAreaEvent } from '../generate/area-event'
import { normalise } from '../generate/world'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { forYears } from './calendars'
import type { CalendarDay, HolidayCalendars, HolidayType } from './calendars'
import { HOUR_MS } from '../../../utils/time'

const CATEGORY: Record<HolidayType, EventCategory> = {
  public: 'public-holidays',
  bank: 'public-holidays',
  optional: 'observances',
  observance: 'observances',
  school: 'school-holidays',
}

export function generateCalendarHolidays(ctx: GenContext, all: HolidayCalendars): number {
  const rng = ctx.stream('holidays')
  const calendars = forYears(all, ctx.window.years)
  const countries = new Map(
    ctx.world.gazetteer.ofType('country').map((c) => [c.countryAlpha2 ?? '', c]),
  )
  const regionsByCountry = new Map<string, PlaceRecord[]>()
  for (const region of ctx.world.gazetteer.ofType('region')) {
    const list = regionsByCountry.get(region.countryAlpha2 ?? '') ?? []
    list.push(region)
    regionsByCountry.set(region.countryAlpha2 ?? '', list)
  }
  let made = 0
  for (const calendar of calendars.countries) {
    const country = countries.get(calendar.code)
    if (!country) continue
    for (const day of calendar.days) made += addHoliday(ctx, rng, country, day, country.population)
    const regions = regionsByCountry.get(calendar.code) ?? []
    for (const state of calendar.states) {
      const region = regions.find((r) => normalise(r.name) === normalise(state.name))
      if (!region) continue
      for (const day of state.days) {
        made += addHoliday(ctx, rng, region, day, region.population || country.population / 20)
      }
    }
  }
  return made
}

function addHoliday(
  ctx: GenContext,
  rng: Rng,
  place: PlaceRecord,
  day: CalendarDay,
  population: number,
): number {
  const start = parseWallTime(day.date)
  if (!(start >= ctx.window.start && start < ctx.window.end)) return 0
  const category = CATEGORY[day.type]
  const weight = Math.log10(Math.max(10_000, population))
  const base =
    category === 'public-holidays'
      ? 40 + 6 * weight
      : category === 'school-holidays'
        ? 35 + 5 * weight
        : 20 + 5 * weight
  const rank = base - (place.type === 'region' ? 8 : 0) + rng.normal()
  const labels =
    category === 'public-holidays'
      ? ['holiday', place.type === 'country' ? 'national' : 'regional']
      : category === 'school-holidays'
        ? ['school', 'holiday']
        : ['observance']
  addAreaEvent(ctx, rng, {
    category,
    title: day.name,
    place,
    start,
    duration: Math.max(day.duration, 24 * HOUR_MS),
    timezone: null,
    rank,
    labels,
    // School holidays keep children (about 17% of residents) out of school: that is their attendance.
    attendance: category === 'school-holidays' ? Math.round(population * 0.17) : null,
    aviationRank: rank - (category === 'observances' ? 25 : 10) + 3 * rng.normal(),
    unscheduled: false,
  })
  return 1
}
