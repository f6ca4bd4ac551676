// Holiday calendars computed with date-holidays (the real calendars of about 200 countries).
// Used by `npm run data` to write holidays.json, and as the fallback for years it lacks.
import Holidays from 'date-holidays'
import { dayKey } from './calendars'
import type { CalendarDay, CountryCalendar, HolidayCalendars } from './calendars'

function days(hd: Holidays, years: readonly number[]): CalendarDay[] {
  return years.flatMap((year) =>
    hd.getHolidays(year).map((h) => ({
      date: h.date,
      name: h.name,
      type: h.type,
      duration: h.end.getTime() - h.start.getTime(),
    })),
  )
}

/** Typed as always present, but undefined at run time for countries without states. */
function statesOf(hd: Holidays, code: string): Record<string, string> {
  const states: unknown = hd.getStates(code)
  return typeof states === 'object' && states !== null ? (states as Record<string, string>) : {}
}

export function computeHolidayCalendars(years: readonly number[]): HolidayCalendars {
  const hd = new Holidays()
  const countries: CountryCalendar[] = Object.keys(hd.getCountries()).map((code) => {
    // Only the local date and the length are used, so UTC spares date-holidays its zone conversions.
    hd.init(code, { timezone: 'UTC' })
    const national = days(hd, years)
    const seen = new Set(national.map(dayKey))
    const states = Object.entries(statesOf(hd, code)).map(([stateCode, name]) => {
      hd.init(code, stateCode, { timezone: 'UTC' })
      return { code: stateCode, name, days: days(hd, years).filter((d) => !seen.has(dayKey(d))) }
    })
    return { code, days: national, states }
  })
  return { years: [...years], countries }
}
