// The window over the bars, as a slider: a click or a drag moves it (a drag that starts inside
// the window carries it by where it was grabbed), the arrows step a unit (a week of days or a day
// of hours with Shift), Home and End go to the ends, and Space plays or pauses
// (docs/view-habits.md "The time bar").
import { useId, useRef } from 'react'
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react'

import type { Playback } from './playback'

const share = (units: number, of: number) => `${String((units / of) * 100)}%`

export function WindowTrack<L extends string>({
  playback,
  summary,
  children,
}: {
  readonly playback: Playback<L>
  /** What the bars show, for readers of the slider. */
  readonly summary: string
  readonly children: ReactNode
}) {
  const { axis, unit, playhead, window, shape, end } = playback
  const { units } = axis
  /** How many units into the window the pointer took hold of it; undefined when not dragging. */
  const grab = useRef<number | undefined>(undefined)
  const summaryId = useId()

  const unitAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = (event.clientX - box.left) / Math.max(1, box.width)
    return Math.min(units - 1, Math.max(0, Math.floor(x * units)))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    const at = unitAt(event)
    const held = playhead !== undefined ? at - playhead : -1
    grab.current = held >= 0 && held < unit.lengths[shape.length] ? held : 0
    playback.seek(at - grab.current, true)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current === undefined) return
    playback.seek(unitAt(event) - grab.current, true)
  }
  const onPointerUp = () => {
    if (grab.current === undefined) return
    grab.current = undefined
    playback.settle()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = playhead ?? 0
    const by = event.shiftKey ? unit.bigStep : 1
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
        aria-valuetext={window ? (playback.caption ?? axis.label(window)) : 'Whole period'}
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
              style={{ left: 0, width: share(window.first, units) }}
            />
            <span
              className="time-bar__window"
              data-first={window.first}
              data-last={window.last}
              style={{
                left: share(window.first, units),
                width: share(window.last - window.first + 1, units),
              }}
            />
            <span
              className="time-bar__shade"
              style={{ left: share(window.last + 1, units), right: 0 }}
            />
          </>
        ) : null}
      </div>
    </>
  )
}
