// The time bar's controls: play and pause, a step either way, the window's length and mode, the
// speed, looping, and the line saying what the window lights (docs/view-habits.md "The time bar").
import { SelectField } from '../../../components/filters/select-field'
import type { Playback } from './playback'
import {
  PLAY_SPEEDS,
  WINDOW_LENGTH_NAMES,
  WINDOW_MODES,
  playheadDate,
  windowLabel,
} from './time-window'
import type { PlaySpeed, WindowLength, WindowMode } from './time-window'
import { litText, shortLitText } from './lit-text'

const LENGTH_NAMES: Record<WindowLength, string> = { '1d': '1 day', '3d': '3 days', '1w': '1 week' }
const MODE_NAMES: Record<WindowMode, string> = { moving: 'Moving', cumulative: 'Cumulative' }
const speedName = (speed: PlaySpeed) =>
  speed === 7 ? '1 week/s' : `${String(speed)} ${speed === 1 ? 'day' : 'days'}/s`

const Icon = ({ path }: { readonly path: string }) => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
)
const PLAY = 'M4 2.5v11l9-5.5z'
const PAUSE = 'M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z'
const BACK = 'M3 2.5h2v11H3zM13 2.5v11L6 8z'
const FORWARD = 'M11 2.5h2v11h-2zM3 2.5v11L10 8z'

export function TimeBarControls({ playback }: { readonly playback: Playback }) {
  const { playhead, window, lit, playing, shape, period } = playback
  const step = (by: number) => {
    playback.seek((playhead ?? (by > 0 ? -1 : 0)) + by)
  }
  return (
    <div className="time-bar__controls">
      <button
        type="button"
        className="time-bar__button"
        aria-label={playing ? 'Pause' : 'Play the window through the period'}
        aria-keyshortcuts="Space"
        onClick={playback.togglePlay}
      >
        <Icon path={playing ? PAUSE : PLAY} />
      </button>
      <button
        type="button"
        className="time-bar__button"
        aria-label="One day back"
        onClick={() => {
          step(-1)
        }}
      >
        <Icon path={BACK} />
      </button>
      <button
        type="button"
        className="time-bar__button"
        aria-label="One day on"
        onClick={() => {
          step(1)
        }}
      >
        <Icon path={FORWARD} />
      </button>
      <SelectField
        inline
        label="Window"
        value={shape.length}
        options={WINDOW_LENGTH_NAMES.map((name) => ({ value: name, label: LENGTH_NAMES[name] }))}
        onChange={(length) => {
          playback.setShape({ length })
        }}
      />
      <SelectField
        inline
        label="Window mode"
        value={shape.mode}
        options={WINDOW_MODES.map((mode) => ({ value: mode, label: MODE_NAMES[mode] }))}
        onChange={(mode) => {
          playback.setShape({ mode })
        }}
      />
      <SelectField
        inline
        label="Speed"
        value={String(playback.speed) as `${PlaySpeed}`}
        options={PLAY_SPEEDS.map((speed) => ({
          value: `${speed}` as const,
          label: speedName(speed),
        }))}
        onChange={(speed) => {
          const picked = PLAY_SPEEDS.find((option) => String(option) === speed)
          if (picked) playback.setSpeed(picked)
        }}
      />
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
      {/* One live region, there before its text changes: a step or a pause is read out. */}
      <p
        className="time-bar__status"
        aria-live={playing ? 'off' : 'polite'}
        title={window && lit ? litText(lit, windowLabel(window, period)) : undefined}
      >
        {window && lit
          ? shortLitText(lit, playheadDate(window.first, period), playheadDate(window.last, period))
          : 'Click a day or press play to light the map day by day'}
      </p>
      {window ? (
        <button type="button" className="time-bar__clear" onClick={playback.clear}>
          Whole period
        </button>
      ) : null}
    </div>
  )
}
