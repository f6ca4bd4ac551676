// A time bar: a strip of bars over a view's period, the window's controls above it and its axis
// below, the window over the bars when the view plays one (docs/view-habits.md "The time bar").
// Each view makes its bars (days of events, hours of broadcasts); the frame draws them alike.
import { memo } from 'react'
import type { ReactNode } from 'react'

import type { Playback } from './playback'
import { TimeBarControls } from './time-bar-controls'
import { WindowTrack } from './window-track'
import './time-bar.css'

export interface TimeBarBar {
  /** The bar's first unit as a link names it: `YYYY-MM-DD`, or `YYYY-MM-DDThh:mm`. */
  readonly date: string
  readonly count: number
  /** How many of the period's units it covers (the last bar of a period may cover fewer). */
  readonly units: number
  /** The bar in words, when hovered. */
  readonly title: string
}

export interface TimeBarModel {
  readonly bars: readonly TimeBarBar[]
  /** The bar with the largest count, the bars' full height; undefined when all are 0. */
  readonly peak: TimeBarBar | undefined
  /** Units the axis names: their place in the period and label. */
  readonly ticks: readonly { readonly index: number; readonly label: string }[]
  /** The period's units, the axis's length. */
  readonly units: number
}

export function TimeBarFrame<L extends string>({
  model,
  playback,
  summary,
  peakLabel,
  loading,
  controls,
}: {
  readonly model: TimeBarModel
  readonly playback: Playback<L> | undefined
  /** What the bars show, for screen readers. */
  readonly summary: string
  /** The peak's figure that ends the axis: "Peak 42". */
  readonly peakLabel: string | undefined
  /** True while newer figures are asked for: the bars shown are the previous filters'. */
  readonly loading: boolean
  /** The view's own controls, between the speed and Loop. */
  readonly controls?: ReactNode
}) {
  return (
    <figure className={`time-bar${loading ? ' is-loading' : ''}`} aria-busy={loading}>
      {playback ? <TimeBarControls playback={playback}>{controls}</TimeBarControls> : null}
      {playback ? (
        <WindowTrack playback={playback} summary={summary}>
          <Bars model={model} />
        </WindowTrack>
      ) : (
        <div className="time-bar__track" role="img" aria-label={summary}>
          <Bars model={model} />
        </div>
      )}
      <Axis model={model} peakLabel={peakLabel} />
    </figure>
  )
}

const share = (i: number, of: number) => `${String((i / of) * 100)}%`

/** The bars alone, so a frame of playback, which moves only the window, does not redraw them. */
const Bars = memo(function Bars({ model }: { readonly model: TimeBarModel }) {
  const { bars, peak } = model
  return (
    <div className="time-bar__bars">
      {bars.map((bar) => (
        <span
          key={bar.date}
          className={`time-bar__day${bar === peak ? ' is-peak' : ''}`}
          style={bar.units === 1 ? undefined : { flexGrow: bar.units }}
          title={bar.title}
          data-date={bar.date}
          data-count={bar.count}
        >
          <span
            className="time-bar__fill"
            style={{ height: peak ? `${String((bar.count / peak.count) * 100)}%` : '0%' }}
          />
        </span>
      ))}
    </div>
  )
})

function Axis({
  model,
  peakLabel,
}: {
  readonly model: TimeBarModel
  readonly peakLabel: string | undefined
}) {
  return (
    <div className="time-bar__axis" aria-hidden="true">
      {model.ticks.map((tick) => (
        <span
          key={tick.index}
          className="time-bar__tick"
          style={{ left: share(tick.index, model.units) }}
        >
          {tick.label}
        </span>
      ))}
      {peakLabel === undefined ? null : <span className="time-bar__peak">{peakLabel}</span>}
    </div>
  )
}
