// A change in plain words ("Cancelled: Isla Evans at City Hall, 27 Dec 2026"), shared by the
// location's panel, the list's badge title and the brief, so they read alike.
import {
  formatDateWithWeekday,
  formatTimestampDate,
  formatTimestampTime,
} from '../../../utils/dates'
import { formatInteger } from '../../../utils/format'
import { lonLatOf } from '../../../components/map/events-geojson'
import { greatCircleMeters } from '../../../utils/geodesy'
import type { ChangeKind, EventChange, SurgeDay } from './classify'

/** Each kind's heading in a list of changes. */
export const CHANGE_HEADINGS: Readonly<Record<ChangeKind, string>> = {
  new: 'New',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  moved: 'Moved',
  'rank-up': 'Rose to rank level 4–5',
  duplicate: 'Marked duplicate',
}

const dateOf = (change: EventChange, start = change.event.start) =>
  formatTimestampDate(start, change.event.timezone)
const timeOf = (change: EventChange, start = change.event.start) =>
  formatTimestampTime(start, change.event.timezone)

/** What happened to the event, after its title and venue. */
function detail(change: EventChange): string {
  const { event, before } = change
  switch (change.kind) {
    case 'postponed':
      return change.newStart
        ? `${dateOf(change)} → ${dateOf(change, change.newStart)}`
        : `${dateOf(change)}, new date not announced`
    case 'moved': {
      if (before && Date.parse(before.start) !== Date.parse(event.start)) {
        const [was, now] = [dateOf(change, before.start), dateOf(change)]
        // A start moved within its day reads by the hour: "12 Mar 2026, 19:00 → 19:30".
        return was === now
          ? `${now}, ${timeOf(change, before.start)} → ${timeOf(change)}`
          : `${was} → ${now}`
      }
      const at = lonLatOf(event.location)
      const km =
        at && before?.at ? greatCircleMeters(at[0], at[1], before.at[0], before.at[1]) / 1000 : NaN
      return Number.isFinite(km)
        ? `${dateOf(change)}, place moved ${km.toFixed(1)} km`
        : `${dateOf(change)}, place changed`
    }
    case 'rank-up':
      return `${dateOf(change)}, rank ${formatInteger(before?.rank)} → ${formatInteger(event.rank)}`
    case 'duplicate':
      return `${dateOf(change)}, folded into its original`
    default:
      return dateOf(change)
  }
}

/** "Isla Evans at City Hall, 27 Dec 2026": the event and what changed, without the kind. */
export function changeText(change: EventChange): string {
  const { title, venue } = change.event
  return `${title}${venue ? ` at ${venue}` : ''}, ${detail(change)}`
}

export const SURGE_HEADING = 'New demand-surge days'

/** "Sat 18 Feb 2027: 56,910 people expected". */
export function surgeText(day: SurgeDay): string {
  return `${formatDateWithWeekday(day.date)}: ${formatInteger(day.attendance)} people expected`
}
