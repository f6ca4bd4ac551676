// The time bar's controls: play and pause, a step either way, the window, the speed, what else a
// view lets the bars show, looping, and the line saying what the window lights
// (docs/view-habits.md "The time bar").
import type { ReactNode } from 'react'

import { SelectField } from '../filters/select-field'
import type { Playback } from './playback'

const Icon = ({ path }: { readonly path: string }) => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
)
function IconButton({
  label,
  path,
  shortcut,
  onClick,
}: {
  readonly label: string
  readonly path: string
  readonly shortcut?: string
  readonly onClick: () => void
}) {
  return (
    <button
      type="button"
      className="time-bar__button"
      aria-label={label}
      aria-keyshortcuts={shortcut}
      onClick={onClick}
    >
      <Icon path={path} />
    </button>
  )
}

const PLAY = 'M4 2.5v11l9-5.5z'
const PAUSE = 'M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z'
const BACK = 'M3 2.5h2v11H3zM13 2.5v11L6 8z'
const FORWARD = 'M11 2.5h2v11h-2zM3 2.5v11L10 8z'

export function TimeBarControls<L extends string>({
  playback,
  children,
}: {
  readonly playback: Playback<L>
  /** The view's own choices, between the speed and Loop (the events bar's measure). */
  readonly children?: ReactNode
}) {
  const { playhead, window, playing, shape, unit } = playback
  // The unit it names is the one the map lights. Where the bar leaves it too little room (the
  // broadcasts bar at 1280 px), a shorter one shows instead (time-bar.css), the whole on hover.
  const hint = `Click ${unit.one} or play ${unit.name} by ${unit.name}`
  const step = (by: number) => {
    playback.seek((playhead ?? (by > 0 ? -1 : 0)) + by)
  }
  // One choice for the window's length and mode: a moving window of a length, or everything from
  // the period's start up to the playhead (cumulative, stepping a unit at a time).
  const choices: readonly { value: L | 'start'; label: string }[] = [
    ...unit.names.map((name) => ({ value: name, label: unit.lengthLabels[name] })),
    { value: 'start', label: 'From the start' },
  ]
  return (
    <div className="time-bar__controls">
      <IconButton
        label={playing ? 'Pause' : 'Play the window through the period'}
        path={playing ? PAUSE : PLAY}
        shortcut="Space"
        onClick={playback.togglePlay}
      />
      <IconButton
        label={`One ${unit.name} back`}
        path={BACK}
        onClick={() => {
          step(-1)
        }}
      />
      <IconButton
        label={`One ${unit.name} on`}
        path={FORWARD}
        onClick={() => {
          step(1)
        }}
      />
      <SelectField<L | 'start'>
        inline
        label="Window"
        value={shape.mode === 'cumulative' ? 'start' : shape.length}
        options={choices}
        onChange={(choice) => {
          playback.setShape(
            choice === 'start'
              ? { mode: 'cumulative', length: unit.names[0] }
              : { mode: 'moving', length: choice },
          )
        }}
      />
      <SelectField
        inline
        label="Speed"
        value={String(playback.speed)}
        options={unit.speeds.map((speed) => ({
          value: String(speed),
          label: unit.speedLabel(speed),
        }))}
        onChange={(speed) => {
          const picked = unit.speeds.find((option) => String(option) === speed)
          if (picked !== undefined) playback.setSpeed(picked)
        }}
      />
      {children}
      <label className="time-bar__loop">
        <input
          type="checkbox"
          checked={playback.loop}
          onChange={(event) => {
            playback.setLoop(event.currentTarget.checked)
          }}
        />
        Loop
      </label>
      {/* One live region, there before its text changes: a step or a pause is read out. Cut to
          one line where the bar is narrow, it shows whole on hover. */}
      <p
        className="time-bar__status"
        aria-live={playing ? 'off' : 'polite'}
        title={playback.caption ?? hint}
      >
        {window && playback.status ? (
          playback.status
        ) : (
          <>
            <span className="time-bar__hint">{hint}</span>
            <span className="time-bar__hint-short">Click or play</span>
          </>
        )}
      </p>
      {window ? (
        <button
          type="button"
          className="time-bar__clear"
          aria-label="Whole period"
          title="Show the whole period"
          onClick={playback.clear}
        >
          ×
        </button>
      ) : null}
    </div>
  )
}
