// Playback of the events map's time window (docs/view-habits.md "The time bar"). The playhead
// and the window's shape live in the URL, so a shared link opens on the same frame; while the
// window plays or is dragged, the playhead lives here and reaches the URL when it stops, so a
// frame re-renders only what reads this context (the bar, the map's window, the legend line),
// never the list or the filters.
import { createContext, use, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'

import { countActive } from '../../../components/map/active-days'
import type { DayWindow, EventDays } from '../../../components/map/active-days'
import {
  clampPlayhead,
  nextPlayhead,
  playheadDate,
  playheadOf,
  windowDays,
  windowLabel,
} from './time-window'
import type { PeriodDays, PlaySpeed, WindowSearch, WindowShape } from './time-window'
import { litText } from './lit-text'
import type { LitCount } from './lit-text'

/** The URL's part of playback (events search-schema.ts). */
export type PlaybackSearch = WindowSearch

export interface Playback {
  readonly period: PeriodDays
  readonly shape: WindowShape
  /** The window's first day (or, cumulative, its last start); undefined when there is none. */
  readonly playhead: number | undefined
  /** The days lit; undefined when no window is set and the whole period shows. */
  readonly window: DayWindow | undefined
  readonly lit: LitCount | undefined
  /** What the window lights, in words (the legend's caption, the slider's value, the PNG). */
  readonly caption: string | undefined
  /** The same for the window at another playhead (a video's frames). */
  readonly captionAt: (playhead: number) => string | undefined
  readonly playing: boolean
  readonly speed: PlaySpeed
  readonly loop: boolean
  /** Moves the playhead; `live` keeps it off the URL until `settle` (a drag in progress). */
  readonly seek: (playhead: number, live?: boolean) => void
  readonly settle: () => void
  readonly clear: () => void
  readonly togglePlay: () => void
  readonly setShape: (shape: Partial<WindowShape>) => void
  readonly setSpeed: (speed: PlaySpeed) => void
  readonly setLoop: (loop: boolean) => void
}

const PlaybackContext = createContext<Playback | undefined>(undefined)

/** The events view's playback; undefined outside it or for a period open at an end. */
export function usePlayback(): Playback | undefined {
  return use(PlaybackContext)
}

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
  const [live, setLive] = useState<number | undefined>(undefined)
  const [playing, setPlaying] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [speed, setSpeed] = useState<PlaySpeed>(2)
  const [loop, setLoop] = useState(false)
  const shape = useMemo(
    () => ({ length: search.window, mode: search.mode }),
    [search.window, search.mode],
  )
  const urlPlayhead = period && playheadOf(search.at, period, shape.length)
  const playhead =
    period && live !== undefined ? clampPlayhead(live, period, shape.length) : urlPlayhead

  // Once the URL holds what was played or dragged to, it is the truth again (and a link followed
  // or a Back press moves the playhead): state adjusted while rendering, as React advises.
  const [seenUrl, setSeenUrl] = useState(urlPlayhead)
  if (seenUrl !== urlPlayhead) {
    setSeenUrl(urlPlayhead)
    if (!playing && !dragging) setLive(undefined)
  }

  useEffect(() => {
    if (!playing || !period || playhead === undefined) return
    const timer = setTimeout(() => {
      const next = nextPlayhead(playhead, period, shape.length, loop)
      if (next === undefined) {
        setPlaying(false)
        onChange({ at: playheadDate(playhead, period) })
      } else setLive(next)
    }, 1000 / speed)
    return () => {
      clearTimeout(timer)
    }
  }, [playing, playhead, period, shape.length, loop, speed, onChange])

  const window = useMemo(
    () => (period && playhead !== undefined ? windowDays(playhead, shape, period) : undefined),
    [period, playhead, shape],
  )
  const litOf = useMemo(
    () =>
      days &&
      ((frame: DayWindow): LitCount => ({
        lit: countActive(days, frame),
        shown,
        total: Math.max(total ?? shown, shown),
      })),
    [days, shown, total],
  )
  const lit = useMemo(() => (litOf && window ? litOf(window) : undefined), [litOf, window])

  const value = useMemo((): Playback | undefined => {
    if (!period) return undefined
    const commit = (index: number | undefined) => {
      onChange({ at: index === undefined ? undefined : playheadDate(index, period) })
    }
    const pause = () => {
      setPlaying(false)
      commit(playhead)
    }
    return {
      period,
      shape,
      playhead,
      window,
      lit,
      caption: lit && window ? litText(lit, windowLabel(window, period)) : undefined,
      captionAt: (at) => {
        const frame = windowDays(at, shape, period)
        return litOf && litText(litOf(frame), windowLabel(frame, period))
      },
      playing,
      speed,
      loop,
      seek: (index, isLive = false) => {
        const next = clampPlayhead(index, period, shape.length)
        // Shown at once; a step (not live) then goes to the URL, which takes over when it lands.
        setDragging(isLive)
        setLive(next)
        if (!isLive) {
          setPlaying(false)
          commit(next)
        }
      },
      settle: () => {
        setDragging(false)
        if (live !== undefined) commit(live)
      },
      clear: () => {
        setPlaying(false)
        setDragging(false)
        setLive(undefined)
        commit(undefined)
      },
      togglePlay: () => {
        if (playing) {
          pause()
          return
        }
        const end = nextPlayhead(playhead ?? 0, period, shape.length, false)
        // From the start when there is no window yet or the last one has been reached.
        setLive(playhead === undefined || end === undefined ? 0 : playhead)
        setPlaying(true)
      },
      setShape: (patch) => {
        onChange({
          window: patch.length ?? shape.length,
          mode: patch.mode ?? shape.mode,
          at: playheadDate(playhead ?? 0, period),
        })
      },
      setSpeed,
      setLoop,
    }
  }, [period, shape, playhead, window, lit, playing, speed, loop, live, onChange, litOf])

  return <PlaybackContext value={value}>{children}</PlaybackContext>
}
