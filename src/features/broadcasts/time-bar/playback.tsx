// Playback of the broadcasts map's time window in hours (docs/view-habits.md "The time bar",
// broadcasts): the shared playback (src/components/time-bar/playback.tsx) over the view's period
// in hours, lighting the broadcasts that start in the window (broadcast-hours.ts).
import { useCallback, useMemo } from 'react'
import type { ReactNode } from 'react'

import { hourAxis } from '../../../components/time-bar/hour-axis'
import type { PeriodHours } from '../../../components/time-bar/hour-axis'
import type { LitWords } from '../../../components/time-bar/lit-text'
import { createPlayback } from '../../../components/time-bar/playback'
import type { PlaybackSearch } from '../../../components/time-bar/playback'
import type { Span } from '../../../components/time-bar/window-span'
import { countOnAir } from './broadcast-hours'
import { HOUR_UNIT } from './hour-window'
import type { HourLength } from './hour-window'

const BROADCAST_WORDS: LitWords = {
  one: 'broadcast',
  many: 'broadcasts',
  state: 'on air',
  kept: 'most watched',
}

const broadcasts = createPlayback<HourLength>()

/** The broadcasts view's playback; undefined outside it or for a period open at an end. */
export const usePlayback = broadcasts.usePlayback

export function BroadcastsPlayback({
  period,
  search,
  onChange,
  hours,
  total,
  children,
}: {
  /** Undefined for a period open at an end: there is then no time bar and no window. */
  readonly period: PeriodHours | undefined
  readonly search: PlaybackSearch<HourLength>
  readonly onChange: (patch: Partial<PlaybackSearch<HourLength>>) => void
  /** The hour each broadcast on the map starts in (broadcast-hours.ts). */
  readonly hours: Float64Array | undefined
  /** The matches in all; more than the map holds when it is capped. */
  readonly total: number | undefined
  readonly children: ReactNode
}) {
  const axis = useMemo(() => (period && period.hours > 0 ? hourAxis(period) : undefined), [period])
  const count = useCallback((span: Span) => (hours ? countOnAir(hours, span) : 0), [hours])
  return (
    <broadcasts.PlaybackProvider
      axis={axis}
      unit={HOUR_UNIT}
      search={search}
      onChange={onChange}
      count={hours ? count : undefined}
      shown={hours?.length ?? 0}
      total={total}
      words={BROADCAST_WORDS}
    >
      {children}
    </broadcasts.PlaybackProvider>
  )
}
