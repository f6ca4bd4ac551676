// The hours the broadcasts list covers when it follows the time window (docs/view-habits.md "The
// time bar", broadcasts): the URL's window as the API's `start.gte`/`start.lt`, wall times in the
// view's `start.tz`, so the list holds exactly the broadcasts the map lights (broadcast-hours.ts).
import { hourAxis, hourName } from '../../../components/time-bar/hour-axis'
import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import { spanAt, urlStart } from '../../../components/time-bar/window-span'
import type { BroadcastsSearch } from '../search-schema'
import { HOUR_LENGTHS } from './hour-window'

export interface ListWindow {
  /** The window's first and following hours, `YYYY-MM-DDThh:mm:ss` in the view's zone. */
  readonly gte: string
  readonly lt: string
  /** The window in brief: "Sun 13 Dec 21:00–24:00". */
  readonly label: string
}

/** The URL's window over `period`; undefined without one, or for a period open at an end. */
export function listWindow(
  search: Pick<BroadcastsSearch, 'at' | 'window' | 'mode'>,
  period: PeriodHours | undefined,
): ListWindow | undefined {
  if (!period || period.hours === 0) return undefined
  const axis = hourAxis(period)
  const length = HOUR_LENGTHS[search.window]
  const start = urlStart(axis, search.at, length)
  if (start === undefined) return undefined
  const span = spanAt(start, length, search.mode, axis.units)
  return {
    gte: `${hourName(period, span.first)}:00`,
    lt: `${hourName(period, span.last + 1)}:00`,
    label: axis.shortLabel(span),
  }
}
