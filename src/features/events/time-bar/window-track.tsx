// The time window over the bars, as a slider: a click or a drag moves it (a drag that starts inside
// the window carries it by where it was grabbed), the arrows step a day (a week with Shift), Home
// and End go to the ends, and Space plays or pauses (docs/view-habits.md "The time bar").
import { useId, useRef } from 'react'
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react'

import type { Playback } from './playback'
import { WINDOW_LENGTHS, lastPlayhead, windowLabel } from './time-window'

const share = (days: number, of: number) => `${String((days / of) * 100)}%`

export function WindowTrack({
  playback,
  summary,
  children,
}: {
  readonly playback: Playback
  /** What the bars show, for readers of the slider. */
  readonly summary: string
  readonly children: ReactNode
}) {
  const { period, playhead, window, shape } = playback
  /** How many days into the window the pointer took hold of it; undefined when not dragging. */
  const grab = useRef<number | undefined>(undefined)
  const end = lastPlayhead(period, shape.length)
  const summaryId = useId()

  const dayAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = (event.clientX - box.left) / Math.max(1, box.width)
    return Math.min(period.days - 1, Math.max(0, Math.floor(x * period.days)))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const day = dayAt(event)
    const held = playhead !== undefined ? day - playhead : -1
    grab.current = held >= 0 && held < WINDOW_LENGTHS[shape.length] ? held : 0
    playback.seek(day - grab.current, true)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current === undefined) return
    playback.seek(dayAt(event) - grab.current, true)
  }
  const onPointerUp = () => {
    if (grab.current === undefined) return
    grab.current = undefined
    playback.settle()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = playhead ?? 0
    const by = event.shiftKey ? 7 : 1
    const to: Record<string, number | undefined> = {
      ArrowLeft: at - by,
      ArrowDown: at - by,
      ArrowRight: playhead === undefined ? 0 : at + by,
      ArrowUp: playhead === undefined ? 0 : at + by,
      Home: 0,
      End: end,
    }
    if (event.key === ' ') {
      event.preventDefault()
      playback.togglePlay()
      return
    }
    const target = to[event.key]
    if (target === undefined) return
    event.preventDefault()
    playback.seek(target)
  }

  return (
    <>
      <span id={summaryId} className="visually-hidden">
        {summary}
      </span>
      <div
        className="time-bar__track is-interactive"
        role="slider"
        tabIndex={0}
        aria-label="Time window"
        aria-roledescription="time window"
        aria-describedby={summaryId}
        aria-valuemin={0}
        aria-valuemax={end}
        aria-valuenow={playhead ?? 0}
        aria-valuetext={window ? (playback.caption ?? windowLabel(window, period)) : 'Whole period'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {children}
        {window ? (
          <>
            <span
              className="time-bar__shade"
              style={{ left: 0, width: share(window.first, period.days) }}
            />
            <span
              className="time-bar__window"
              data-first={window.first}
              data-last={window.last}
              style={{
                left: share(window.first, period.days),
                width: share(window.last - window.first + 1, period.days),
              }}
            />
            <span
              className="time-bar__shade"
              style={{ left: share(window.last + 1, period.days), right: 0 }}
            />
          </>
        ) : null}
      </div>
    </>
  )
}
