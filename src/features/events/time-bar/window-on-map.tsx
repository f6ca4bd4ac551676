// The time window as the events map shows it: which points are lit, and the legend's caption saying
// how many (docs/view-habits.md "The time bar"). Both read the playback context, so a frame
// re-renders these two and nothing else of the map.
import type { EventDays } from '../../../components/map/active-days'
import type { MapEvent } from '../../../contract/event'
import type { LegendModel } from '../../../components/map/legend'
import { MatchesLegend } from '../../../components/map/matches-legend'
import { useEventsWindow } from '../../../components/map/use-events-window'
import type { AllMatches } from '../../../components/map/use-all-matches'
import { usePlayback } from './playback'

export function EventsWindow({
  events,
  days,
}: {
  readonly events: readonly MapEvent[]
  /** Aligned with `events`. */
  readonly days: EventDays | undefined
}) {
  useEventsWindow(usePlayback()?.window, events, days)
  return null
}

/** The map's legend, its caption saying what the window lights while there is one. */
export function EventsMapLegend({
  model,
  matches,
}: {
  readonly model: LegendModel
  readonly matches: AllMatches<MapEvent>
}) {
  const caption = useWindowCaption()
  return <MatchesLegend model={model} matches={matches} noun="events" caption={caption} />
}

/** What the window lights, as the legend's caption; undefined without a window. */
export function useWindowCaption(): string | undefined {
  return usePlayback()?.caption
}
