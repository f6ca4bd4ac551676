// Node-side loading of the holiday calendars: the file `npm run data` wrote when it covers the
// years asked for, otherwise a live computation.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { HOLIDAYS_FILE } from '../../../utils/data-files'
import { coversYears } from './calendars'
import type { HolidayCalendars } from './calendars'
import { computeHolidayCalendars } from './live-calendars'

/** The precomputed calendars in `dir`, or undefined when there is no readable file. */
export function readHolidayCalendarsFile(dir: string): HolidayCalendars | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, HOLIDAYS_FILE), 'utf8')) as HolidayCalendars
  } catch {
    return undefined
  }
}

export function loadHolidayCalendars(dir: string, years: readonly number[]): HolidayCalendars {
  const file = readHolidayCalendarsFile(dir)
  return file && coversYears(file, years) ? file : computeHolidayCalendars(years)
}
