// Popup content for one event, built from DOM nodes and textContent only: titles come from the
// API and must never be parsed as HTML (docs/architecture.md "The dashboard"). Every value goes through the
// display formatters (src/utils/display.ts), so an odd record shows as written or as a dash.
import { formatDateTime } from '../../utils/dates'
import { rawText } from '../../utils/display'
import { formatInteger, formatSlug } from '../../utils/format'
import type { MapEvent } from '../../contract/event'

/**
 * The start in the event's own time zone, as the people attending it read their clocks, written
 * as the list writes it (docs/view-habits.md "Dates"); in UTC, named so, when the zone is missing
 * or unknown (formatDateTime).
 */
export function formatStart(start: unknown, timezone: unknown): string {
  return formatDateTime(start, timezone)
}

/** The popup's rows: category, start, rank and (where predicted) attendance. */
export function popupRows(event: MapEvent): readonly (readonly [string, string])[] {
  const rows: (readonly [string, string])[] = [
    ['Category', formatSlug(event.category)],
    ['Starts', formatStart(event.start, event.timezone)],
    ['Rank', rawText(event.rank)],
  ]
  if (event.svc_attendance != null) rows.push(['Attendance', formatInteger(event.svc_attendance)])
  return rows
}

/** The popup body: the title, then popupRows as a description list. */
export function buildEventPopup(event: MapEvent, doc: Document = document): HTMLElement {
  const root = doc.createElement('div')
  root.className = 'map-event-popup'
  const title = doc.createElement('strong')
  title.className = 'map-event-popup__title'
  title.textContent = rawText(event.title)
  root.append(title)
  const list = doc.createElement('dl')
  for (const [term, value] of popupRows(event)) {
    const dt = doc.createElement('dt')
    dt.textContent = term
    const dd = doc.createElement('dd')
    dd.textContent = value
    list.append(dt, dd)
  }
  root.append(list)
  return root
}
