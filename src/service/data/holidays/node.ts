// Node-side loading of the holiday calendars: the file `npm run data` wrote when it covers the
// years asked for, otherwise a live computation.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { HOLIDAYS_FILE } from '../../../utils/data-files'
import { coversYears } from './calendars'
import type { HolidayCalendars } from './calendars'

/** The precomputed calendars in `dir`, or undefined when there is no readable file. */
export function readHolidayCalendarsFile(dir: string): HolidayCalendars | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, HOLIDAYS_FILE), 'utf8')) as HolidayCalendars
  } catch {
    return undefined
  }
}

export async function loadHolidayCalendars(
  dir: string,
  years: readonly number[],
): Promise<HolidayCalendars> {
  const file = readHolidayCalendarsFile(dir)
  if (file && coversYears(file, years)) return file
  // Imported only when needed: date-holidays takes over a second to load, and most callers
  // (every service test) find their years in the file.
  const { computeHolidayCalendars } = await import('./live-calendars')
  return computeHolidayCalendars(years)
}
