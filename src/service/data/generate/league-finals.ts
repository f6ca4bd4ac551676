// Finals played at a neutral ground chosen years ahead, on a fixed weekend of their own month
// rather than at a finalist's home right after the season: the Super Bowl on the second Sunday
// of February, the College Football Playoff National Championship on a Monday in mid-January and
// the men's Final Four on the first Saturday of April. Hosts are the cities that hold them
// ("City|Region"); the other leagues' finals stay at a finalist's home (sports.ts).
import { DAY_MS } from '../../../utils/time'

export interface NeutralFinal {
  /** Month of the final (0-based), in the calendar year after the season's start. */
  readonly month: number
  /** The final is on the first `weekday` (0 Sunday) on or after this day of the month. */
  readonly fromDay: number
  readonly weekday: number
  readonly hosts: readonly string[]
}

export const NEUTRAL_FINALS: Readonly<Record<string, NeutralFinal>> = {
  nfl: {
    month: 1,
    fromDay: 8,
    weekday: 0,
    hosts: [
      'Santa Clara|California',
      'Inglewood|California',
      'Atlanta|Georgia',
      'New Orleans|Louisiana',
      'Miami Gardens|Florida',
      'Glendale|Arizona',
      'Las Vegas|Nevada',
      'Houston|Texas',
    ],
  },
  ncaaf: {
    month: 0,
    fromDay: 12,
    weekday: 1,
    hosts: [
      'Atlanta|Georgia',
      'Miami Gardens|Florida',
      'Las Vegas|Nevada',
      'Houston|Texas',
      'Inglewood|California',
      'Glendale|Arizona',
      'Indianapolis|Indiana',
    ],
  },
  ncaab: {
    month: 3,
    fromDay: 1,
    weekday: 6,
    hosts: [
      'San Antonio|Texas',
      'Indianapolis|Indiana',
      'Detroit|Michigan',
      'Las Vegas|Nevada',
      'Glendale|Arizona',
      'Houston|Texas',
      'Atlanta|Georgia',
    ],
  },
}

/** The day (00:00, UTC reading) of the final of the season that starts in `seasonYear`. */
export function neutralFinalDay(final: NeutralFinal, seasonYear: number): number {
  const first = Date.UTC(seasonYear + 1, final.month, final.fromDay)
  const offset = (final.weekday - new Date(first).getUTCDay() + 7) % 7
  return first + offset * DAY_MS
}
