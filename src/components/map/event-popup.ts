// Popup content for one event, built from DOM nodes and textContent only: titles come from the
// API and must never be parsed as HTML (design.md "The dashboard").
import type { MapEvent } from './events-geojson'

const numberFormat = new Intl.NumberFormat('en')

const DATE_FIELDS = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const

/** The start in the event's own time zone, as the people attending it read their clocks. */
export function formatStart(start: string, timezone: string | null): string {
  const date = new Date(start)
  if (Number.isNaN(date.getTime())) return start
  try {
    return new Intl.DateTimeFormat('en', { ...DATE_FIELDS, timeZone: timezone ?? 'UTC' }).format(
      date,
    )
  } catch {
    // An unknown time zone name: show the instant in UTC rather than nothing.
    return new Intl.DateTimeFormat('en', { ...DATE_FIELDS, timeZone: 'UTC' }).format(date)
  }
}

export function humanCategory(category: string): string {
  const text = category.replaceAll('-', ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The popup body: title, category, start, rank and (where predicted) attendance. */
export function buildEventPopup(event: MapEvent, doc: Document = document): HTMLElement {
  const root = doc.createElement('div')
  root.className = 'map-event-popup'
  const title = doc.createElement('strong')
  title.className = 'map-event-popup__title'
  title.textContent = event.title
  root.append(title)
  const list = doc.createElement('dl')
  const rows: [string, string][] = [
    ['Category', humanCategory(event.category)],
    ['Starts', formatStart(event.start, event.timezone)],
    ['Rank', String(event.rank)],
  ]
  if (event.svc_attendance != null)
    rows.push(['Attendance', numberFormat.format(event.svc_attendance)])
  for (const [term, value] of rows) {
    const dt = doc.createElement('dt')
    dt.textContent = term
    const dd = doc.createElement('dd')
    dd.textContent = value
    list.append(dt, dd)
  }
  root.append(list)
  return root
}
