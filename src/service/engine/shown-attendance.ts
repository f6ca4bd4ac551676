// The attendance an event shows (docs/api.md "Event": `svc_attendance` is given for the attended
// categories only). The table also holds figures for school holidays and academic events, which
// feed their attendance features (handlers/features-keys.ts); the events endpoint never shows
// them, so it must neither sort nor filter by them either.

import { ATTENDED_CATEGORIES, EVENT_CATEGORIES } from '../../contract/enums'
import type { EventTable } from '../data/tables'
import { NO_U32 } from '../data/tables'

const ATTENDED_INDEX = new Uint8Array(EVENT_CATEGORIES.length)
for (const category of ATTENDED_CATEGORIES) ATTENDED_INDEX[EVENT_CATEGORIES.indexOf(category)] = 1

/** Whether events of the table's category index show a predicted attendance. */
export function isAttendedCategory(category: number): boolean {
  return ATTENDED_INDEX[category] === 1
}

/** Row `r`'s shown attendance, or NO_U32 when the event shows none. */
export function shownAttendance(t: EventTable, r: number): number {
  return isAttendedCategory(t.category[r] ?? -1) ? (t.attendance[r] ?? NO_U32) : NO_U32
}
