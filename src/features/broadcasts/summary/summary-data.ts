// The numbers of the summary, from the broadcasts the map holds: total and top viewership,
// viewership per local day, and the events watched most.
import type { MapBroadcast } from '../map/county-viewership'

export interface SummaryData {
  readonly totalViewership: number
  /** The most watched single broadcast (one county). */
  readonly top: MapBroadcast | undefined
  /** `YYYY-MM-DD` (the broadcast's local day) -> viewers, in date order. */
  readonly byDay: readonly { readonly day: string; readonly value: number }[]
  readonly topEvents: readonly {
    readonly eventId: string
    readonly title: string
    readonly value: number
    readonly counties: number
  }[]
}

export function summarise(broadcasts: readonly MapBroadcast[], topN = 8): SummaryData {
  let total = 0
  let top: MapBroadcast | undefined
  const days = new Map<string, number>()
  const events = new Map<string, { title: string; value: number; counties: number }>()
  for (const b of broadcasts) {
    total += b.viewership
    if (!top || b.viewership > top.viewership) top = b
    // The local day the county watches on; a record without one counts on its UTC day.
    const day = (b.startLocal || b.start).slice(0, 10)
    if (day !== '') days.set(day, (days.get(day) ?? 0) + b.viewership)
    const event = events.get(b.eventId)
    if (event) {
      event.value += b.viewership
      event.counties += 1
    } else {
      events.set(b.eventId, { title: b.title, value: b.viewership, counties: 1 })
    }
  }
  return {
    totalViewership: total,
    top,
    byDay: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, value]) => ({ day, value })),
    topEvents: [...events]
      .map(([eventId, e]) => ({ eventId, ...e }))
      .sort((a, b) => b.value - a.value || a.title.localeCompare(b.title))
      .slice(0, topN),
  }
}
