// The time bar's controls: play and pause, a step either way, the window, the speed, what the bars
// measure, looping, and the line saying what the window lights (docs/view-habits.md "The time
// bar").
import { SelectField } from '../../../components/filters/select-field'
import type { Playback } from './playback'
import type { BarMeasure } from './time-bar-model'
import { PLAY_SPEEDS, WINDOW_LENGTH_NAMES, playheadDate } from './time-window'
import type { PlaySpeed, WindowLength } from './time-window'
import { shortLitText } from './lit-text'

const LENGTH_NAMES: Record<WindowLength, string> = { '1d': '1 day', '3d': '3 days', '1w': '1 week' }
/**
 * One choice for the window's length and mode: a moving window of a length, or everything from
 * the period's start up to the playhead's day (cumulative, stepping a day at a time).
 */
const WINDOW_CHOICES: readonly { value: WindowLength | 'start'; label: string }[] = [
  ...WINDOW_LENGTH_NAMES.map((name) => ({ value: name, label: LENGTH_NAMES[name] })),
  { value: 'start', label: 'From the start' },
]
const speedName = (speed: PlaySpeed) =>
  speed === 7 ? '1 week/s' : `${String(speed)} ${speed === 1 ? 'day' : 'days'}/s`

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

const MEASURE_NAMES: Record<BarMeasure, string> = { events: 'Events', attendance: 'Attendance' }

export function TimeBarControls({
  playback,
  measure,
  onMeasure,
}: {
  readonly playback: Playback
  /** What the bars measure, with the analyst's way of changing it. */
  readonly measure: BarMeasure
  readonly onMeasure: (measure: BarMeasure) => void
}) {
  const { playhead, window, lit, playing, shape, period } = playback
  const step = (by: number) => {
    playback.seek((playhead ?? (by > 0 ? -1 : 0)) + by)
  }
  return (
    <div className="time-bar__controls">
      <IconButton
        label={playing ? 'Pause' : 'Play the window through the period'}
        path={playing ? PAUSE : PLAY}
        shortcut="Space"
        onClick={playback.togglePlay}
      />
      <IconButton
        label="One day back"
        path={BACK}
        onClick={() => {
          step(-1)
        }}
      />
      <IconButton
        label="One day on"
        path={FORWARD}
        onClick={() => {
          step(1)
        }}
      />
      <SelectField
        inline
        label="Window"
        value={shape.mode === 'cumulative' ? 'start' : shape.length}
        options={WINDOW_CHOICES}
        onChange={(choice) => {
          playback.setShape(
            choice === 'start'
              ? { mode: 'cumulative', length: '1d' }
              : { mode: 'moving', length: choice },
          )
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
      <SelectField
        inline
        label="Bars show"
        value={measure}
        options={(['events', 'attendance'] as const).map((value) => ({
          value,
          label: MEASURE_NAMES[value],
        }))}
        onChange={onMeasure}
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
        title={playback.caption}
      >
        {window && lit
          ? shortLitText(lit, playheadDate(window.first, period), playheadDate(window.last, period))
          : 'Click a day or press play to light the map day by day'}
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
