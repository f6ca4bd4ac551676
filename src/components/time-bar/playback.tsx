// Playback of a time window (docs/view-habits.md "The time bar"), in the unit a view gives it: days
// on the events map, hours on the broadcasts map. The playhead and the window's shape live in the
// URL, so a shared link opens on the same frame; while the window plays or is dragged, the playhead
// lives here and reaches the URL when it stops, so a frame re-renders only what reads this context
// (the bar, the map's window, the legend line), never the list or the filters. Each view makes its
// own context (`createPlayback`), typed by its window lengths.
import { createContext, use, useEffect, useMemo, useState } from 'react'
import type { Context, ReactNode } from 'react'

import { litText, shortLitText } from './lit-text'
import type { LitCount, LitWords } from './lit-text'
import { clampStart, frameStep, lastStart, nextStart, spanAt, urlStart } from './window-span'
import type { Span, TimeAxis, WindowMode, WindowShape, WindowUnit } from './window-span'

/** The URL's part of playback. */
export interface PlaybackSearch<L extends string> {
  readonly at?: string | undefined
  readonly window: L
  readonly mode: WindowMode
}

export interface Playback<L extends string> {
  readonly axis: TimeAxis
  readonly unit: WindowUnit<L>
  readonly shape: WindowShape<L>
  /** The window's first unit (or, cumulative, its last start); undefined when there is none. */
  readonly playhead: number | undefined
  /** The last unit a playhead can stand on. */
  readonly end: number
  /** The units lit; undefined when no window is set and the whole period shows. */
  readonly window: Span | undefined
  readonly lit: LitCount | undefined
  /** What the window lights, in words (the legend's caption, the slider's value, the PNG). */
  readonly caption: string | undefined
  /** The same, briefly, for the bar's status line. */
  readonly status: string | undefined
  /** The units the window lights at another playhead, and its caption (a video's frames). */
  readonly spanOf: (playhead: number) => Span
  readonly captionAt: (playhead: number) => string | undefined
  readonly playing: boolean
  readonly speed: number
  readonly loop: boolean
  /** Moves the playhead; `live` keeps it off the URL until `settle` (a drag in progress). */
  readonly seek: (playhead: number, live?: boolean) => void
  readonly settle: () => void
  readonly clear: () => void
  readonly togglePlay: () => void
  readonly setShape: (shape: Partial<WindowShape<L>>) => void
  readonly setSpeed: (speed: number) => void
  readonly setLoop: (loop: boolean) => void
}

export interface PlaybackProviderProps<L extends string> {
  /** Undefined for a period open at an end: there is then no time bar and no window. */
  readonly axis: TimeAxis | undefined
  readonly unit: WindowUnit<L>
  readonly search: PlaybackSearch<L>
  readonly onChange: (patch: Partial<PlaybackSearch<L>>) => void
  /** How many of the map's items a span lights; undefined until they are placed. */
  readonly count: ((span: Span) => number) | undefined
  readonly shown: number
  readonly total: number | undefined
  readonly words: LitWords
  readonly children: ReactNode
}

/** A view's playback: its provider and the hook that reads it (undefined outside it). */
export function createPlayback<L extends string>() {
  const PlaybackContext: Context<Playback<L> | undefined> = createContext<Playback<L> | undefined>(
    undefined,
  )
  const usePlayback = (): Playback<L> | undefined => use(PlaybackContext)
  const PlaybackProvider = (props: PlaybackProviderProps<L>) => (
    <PlaybackContext value={usePlaybackValue(props)}>{props.children}</PlaybackContext>
  )
  return { PlaybackProvider, usePlayback }
}

function usePlaybackValue<L extends string>({
  axis,
  unit,
  search,
  onChange,
  count,
  shown,
  total,
  words,
}: PlaybackProviderProps<L>): Playback<L> | undefined {
  const [live, setLive] = useState<number | undefined>(undefined)
  const [playing, setPlaying] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [speed, setSpeed] = useState(unit.defaultSpeed)
  const [loop, setLoop] = useState(false)
  const shape = useMemo(
    () => ({ length: search.window, mode: search.mode }),
    [search.window, search.mode],
  )
  const length = unit.lengths[shape.length]
  const units = axis?.units ?? 0
  const urlPlayhead = axis && urlStart(axis, search.at, length)
  const playhead = axis && live !== undefined ? clampStart(live, units, length) : urlPlayhead

  // Once the URL holds what was played or dragged to, it is the truth again (and a link followed
  // or a Back press moves the playhead): state adjusted while rendering, as React advises.
  const [seenUrl, setSeenUrl] = useState(urlPlayhead)
  if (seenUrl !== urlPlayhead) {
    setSeenUrl(urlPlayhead)
    if (!playing && !dragging) setLive(undefined)
  }

  useEffect(() => {
    if (!playing || !axis || playhead === undefined) return
    const frame = frameStep(speed)
    const timer = setTimeout(() => {
      const next = nextStart(playhead, axis.units, length, loop, frame.units)
      if (next === undefined) {
        setPlaying(false)
        onChange({ at: axis.nameOf(playhead) })
      } else setLive(next)
    }, frame.ms)
    return () => {
      clearTimeout(timer)
    }
  }, [playing, playhead, axis, length, loop, speed, onChange])

  const window = useMemo(
    () =>
      axis && playhead !== undefined ? spanAt(playhead, length, shape.mode, units) : undefined,
    [axis, playhead, length, shape.mode, units],
  )
  const litOf = useMemo(
    () =>
      count &&
      ((span: Span): LitCount => ({
        lit: count(span),
        shown,
        total: Math.max(total ?? shown, shown),
      })),
    [count, shown, total],
  )
  const lit = useMemo(() => (litOf && window ? litOf(window) : undefined), [litOf, window])

  return useMemo((): Playback<L> | undefined => {
    if (!axis) return undefined
    const commit = (index: number | undefined) => {
      onChange({ at: index === undefined ? undefined : axis.nameOf(index) })
    }
    const pause = () => {
      setPlaying(false)
      commit(playhead)
    }
    const spanOf = (at: number) => spanAt(at, length, shape.mode, units)
    return {
      axis,
      unit,
      shape,
      playhead,
      end: lastStart(units, length),
      window,
      lit,
      caption: lit && window ? litText(lit, axis.label(window), words) : undefined,
      status: lit && window ? shortLitText(lit, axis.shortLabel(window), words.state) : undefined,
      spanOf,
      captionAt: (at) => {
        const span = spanOf(at)
        return litOf && litText(litOf(span), axis.label(span), words)
      },
      playing,
      speed,
      loop,
      seek: (index, isLive = false) => {
        const next = clampStart(index, units, length)
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
        const more = nextStart(playhead ?? 0, units, length, false)
        // From the start when there is no window yet or the last one has been reached.
        setLive(playhead === undefined || more === undefined ? 0 : playhead)
        setPlaying(true)
      },
      setShape: (patch) => {
        onChange({
          window: patch.length ?? shape.length,
          mode: patch.mode ?? shape.mode,
          at: axis.nameOf(playhead ?? 0),
        })
      },
      setSpeed,
      setLoop,
    }
  }, [
    axis,
    unit,
    shape,
    playhead,
    length,
    units,
    window,
    lit,
    playing,
    speed,
    loop,
    live,
    onChange,
    litOf,
    words,
  ])
}
