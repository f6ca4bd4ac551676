// Playback of the events map's time window in days (docs/view-habits.md "The time bar"): the
// shared playback (src/components/time-bar/playback.tsx) over the view's period, lighting the
// events whose active days (active-days.ts) meet the window's.
import { useCallback, useMemo } from 'react'
import type { ReactNode } from 'react'

import { countActive } from '../../../components/map/active-days'
import type { EventDays } from '../../../components/map/active-days'
import { createPlayback } from '../../../components/time-bar/playback'
import type { PlaybackSearch as Search } from '../../../components/time-bar/playback'
import type { Span } from '../../../components/time-bar/window-span'
import { EVENT_WORDS } from './lit-text'
import { DAY_UNIT, dayAxis } from './time-window'
import type { PeriodDays, WindowLength } from './time-window'

/** The URL's part of playback (events search-schema.ts). */
export type PlaybackSearch = Search<WindowLength>

const events = createPlayback<WindowLength>()

/** The events view's playback; undefined outside it or for a period open at an end. */
export const usePlayback = events.usePlayback

export function PlaybackProvider({
  period,
  search,
  onChange,
  days,
  shown,
  total,
  children,
}: {
  /** Undefined for a period open at an end: there is then no time bar and no window. */
  readonly period: PeriodDays | undefined
  readonly search: PlaybackSearch
  readonly onChange: (patch: Partial<PlaybackSearch>) => void
  /** The active days of the events on the map, in their order. */
  readonly days: EventDays | undefined
  readonly shown: number
  readonly total: number | undefined
  readonly children: ReactNode
}) {
  const axis = useMemo(() => period && dayAxis(period), [period])
  const lit = useCallback((span: Span) => (days ? countActive(days, span) : 0), [days])
  return (
    <events.PlaybackProvider
      axis={axis}
      unit={DAY_UNIT}
      search={search}
      onChange={onChange}
      count={days ? lit : undefined}
      shown={shown}
      total={total}
      words={EVENT_WORDS}
    >
      {children}
    </events.PlaybackProvider>
  )
}
