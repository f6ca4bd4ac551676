// Real holiday calendars as plain data. Computing them with date-holidays costs seconds of CPU
// (astronomical and lunar rules), so `npm run data` computes them once for a span of years and the
// dataset build reads that file; live computation (live-calendars.ts) is the fallback for years
// the file does not cover. Both give the same data in the same order, so a seed still yields
// byte-identical datasets.

export type HolidayType = 'public' | 'bank' | 'school' | 'optional' | 'observance'

export interface CalendarDay {
  /** Local date-time as date-holidays writes it, `YYYY-MM-DD hh:mm:ss`. */
  readonly date: string
  readonly name: string
  readonly type: HolidayType
  /** Milliseconds. */
  readonly duration: number
}

export interface StateCalendar {
  readonly code: string
  readonly name: string
  /** Only the days the national calendar does not already have (same date and name). */
  readonly days: readonly CalendarDay[]
}

export interface CountryCalendar {
  /** ISO 3166-1 alpha-2. */
  readonly code: string
  readonly days: readonly CalendarDay[]
  readonly states: readonly StateCalendar[]
}

export interface HolidayCalendars {
  /** Calendar years the days cover, ascending. */
  readonly years: readonly number[]
  readonly countries: readonly CountryCalendar[]
}

export const dayKey = (day: CalendarDay): string => `${day.date}|${day.name}`

export function coversYears(calendars: HolidayCalendars, years: readonly number[]): boolean {
  return years.every((year) => calendars.years.includes(year))
}

/** The same calendars restricted to some years (days keep their order). */
export function forYears(calendars: HolidayCalendars, years: readonly number[]): HolidayCalendars {
  const wanted = new Set(years.map(String))
  const keep = (days: readonly CalendarDay[]) => days.filter((d) => wanted.has(d.date.slice(0, 4)))
  return {
    years: calendars.years.filter((y) => years.includes(y)),
    countries: calendars.countries.map((country) => ({
      code: country.code,
      days: keep(country.days),
      states: country.states.map((state) => ({ ...state, days: keep(state.days) })),
    })),
  }
}
