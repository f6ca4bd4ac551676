// Public holidays, observances and school holidays from the real calendars of `date-holidays`
// (design.md "The embedded dataset"). Country-wide days are scoped to the country; days that only
// some regions keep are scoped to those regions. Dates are local and time-zone agnostic
// (timezone null; spec Event.start: local time when `timezone` is null), all-day.

import Holidays from 'date-holidays'
import type { HolidaysTypes } from 'date-holidays'
import type { EventCategory } from '../../../contract/enums'
import { parseWallTime } from '../clock'
import type { GenContext } from '../generate/context'
import { addAreaEvent } from '../generate/area-event'
import { normalise } from '../generate/world'
import type { PlaceRecord } from '../gazetteer/types'
import { createRng } from '../random'

interface CalendarDay {
  readonly date: string
  readonly name: string
  readonly type: HolidaysTypes.HolidayType
  readonly duration: number
}

/** Calendars are pure functions of (country, state, year): computed once per process. */
const cache = new Map<string, readonly CalendarDay[]>()

function calendar(
  hd: Holidays,
  country: string,
  state: string | undefined,
  years: readonly number[],
): readonly CalendarDay[] {
  const key = `${country}|${state ?? ''}|${years.join(',')}`
  let days = cache.get(key)
  if (!days) {
    // Only the local date and the length are used, so UTC spares date-holidays its zone conversions.
    if (state === undefined) hd.init(country, { timezone: 'UTC' })
    else hd.init(country, state, { timezone: 'UTC' })
    days = years.flatMap((y) =>
      hd.getHolidays(y).map((h) => ({
        date: h.date,
        name: h.name,
        type: h.type,
        duration: h.end.getTime() - h.start.getTime(),
      })),
    )
    cache.set(key, days)
  }
  return days
}

const CATEGORY: Record<HolidaysTypes.HolidayType, EventCategory> = {
  public: 'public-holidays',
  bank: 'public-holidays',
  optional: 'observances',
  observance: 'observances',
  school: 'school-holidays',
}

export function generateCalendarHolidays(ctx: GenContext): number {
  const rng = createRng(ctx.seed, 'holidays')
  const hd = new Holidays()
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
  for (const code of Object.keys(hd.getCountries())) {
    const country = countries.get(code)
    if (!country) continue
    const national = calendar(hd, code, undefined, ctx.window.years)
    const seen = new Set(national.map((d) => `${d.date}|${d.name}`))
    for (const day of national) made += addHoliday(ctx, rng, country, day, country.population)
    const states = statesOf(hd, code)
    const regions = regionsByCountry.get(code) ?? []
    for (const [stateCode, stateName] of Object.entries(states)) {
      const region = regions.find((r) => normalise(r.name) === normalise(stateName))
      if (!region) continue
      for (const day of calendar(hd, code, stateCode, ctx.window.years)) {
        if (seen.has(`${day.date}|${day.name}`)) continue
        made += addHoliday(ctx, rng, region, day, region.population || country.population / 20)
      }
    }
  }
  return made
}

function addHoliday(
  ctx: GenContext,
  rng: ReturnType<typeof createRng>,
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
    duration: Math.max(day.duration, 24 * 3_600_000),
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

/** Typed as always present, but undefined at run time for countries without states. */
function statesOf(hd: Holidays, code: string): Record<string, string> {
  const states: unknown = hd.getStates(code)
  return typeof states === 'object' && states !== null ? (states as Record<string, string>) : {}
}
