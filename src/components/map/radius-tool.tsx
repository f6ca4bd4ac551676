import { useId, useMemo, useState } from 'react'

import { toMeters } from '../../contract/enums'
import type { RadiusUnit } from '../../contract/enums'
import { wrapLongitude } from '../../utils/geodesy'
import type { LonLat } from '../../utils/geodesy'
import { previewCircle } from './radius-draw'
import type { CircleGeometry, DrawState } from './radius-draw'
import { RadiusForm } from './radius-form'
import { RADIUS_HANDLES_LAYER, RadiusLayers } from './radius-layers'
import { useRadiusDraw } from './use-radius-draw'
import { formatWithin, fromMeters } from './within'
import type { RadiusCircle } from './within'

export interface RadiusToolProps {
  /** The circle, controlled (the view keeps it in the URL as `within`). */
  readonly value: RadiusCircle | null
  readonly onChange: (value: RadiusCircle | null) => void
  /** Unit of newly drawn circles; an existing circle keeps its own. */
  readonly defaultUnit?: RadiusUnit
  /** Arm whenever there is no circle: a click places the centre with no button first. */
  readonly armWhenEmpty?: boolean
  /** A centre placed whose radius is still to be set (use-radius-draw.ts), controlled. */
  readonly centre?: LonLat | null
  /** A centre placed by a click or press on the map, before its radius is set. */
  readonly onCentre?: (centre: LonLat) => void
}

/** What the pointer does next, while a gesture is under way; null when none is. */
function instruction(state: DrawState): string | null {
  switch (state.kind) {
    case 'armed':
      return 'Click the map to place the centre, or drag from the centre out. Esc cancels.'
    case 'sizing':
      // A centre placed by a press may be dragged from; one placed otherwise waits for a click.
      return state.pressed
        ? 'Drag to the edge, or release and click the edge. Esc cancels.'
        : 'Move to the edge and click to set the radius. Esc cancels.'
    default:
      return null
  }
}

/** Draw, move, resize, type and clear the radius area on the map. */
export function RadiusTool({
  value,
  onChange,
  defaultUnit = 'km',
  armWhenEmpty = false,
  centre = null,
  onCentre,
}: RadiusToolProps) {
  const unit = value?.unit ?? defaultUnit
  const committed = useMemo<CircleGeometry | null>(
    () =>
      value
        ? { center: { lon: value.lon, lat: value.lat }, meters: toMeters(value.radius, value.unit) }
        : null,
    [value],
  )
  const draw = useRadiusDraw(
    committed,
    RADIUS_HANDLES_LAYER,
    (circle) => {
      onChange({
        lat: circle.center.lat,
        lon: wrapLongitude(circle.center.lon),
        radius: fromMeters(circle.meters, unit),
        unit,
      })
    },
    { armWhenEmpty, centre, ...(onCentre && { onPlace: onCentre }) },
  )
  const preview = previewCircle(draw.state)
  const drawing = draw.state.kind === 'armed' || draw.state.kind === 'sizing'
  const live = preview ? `${fromMeters(preview.meters, unit)} ${unit}` : null
  const status =
    instruction(draw.state) ??
    (value ? `Within ${formatWithin(value)}` : centre ? 'Centre placed; no radius yet.' : undefined)
  // The typed form stays folded away so the toolbar covers as little of the map as possible.
  const [typing, setTyping] = useState(false)
  const formId = useId()

  return (
    <>
      <RadiusLayers
        circle={preview ?? committed}
        handles={draw.state.kind === 'idle' || draw.state.kind === 'dragging'}
        label={live}
        labelAt={preview}
        pin={draw.state.kind === 'sizing' ? draw.state.center : centre}
      />
      <div className="map-radius-tool" role="group" aria-label="Radius area">
        <div className="map-radius-tool__bar">
          <button type="button" aria-pressed={drawing} onClick={drawing ? draw.cancel : draw.arm}>
            {drawing ? 'Cancel drawing' : 'Draw radius'}
          </button>
          <button
            type="button"
            onClick={() => {
              onChange(null)
            }}
            disabled={!value}
          >
            Clear radius
          </button>
          <button
            type="button"
            className="map-radius-tool__toggle"
            aria-expanded={typing}
            aria-controls={formId}
            onClick={() => {
              setTyping(!typing)
            }}
          >
            Type a radius
          </button>
        </div>
        {/* With nothing set or under way the line is for screen readers only: the disabled Clear
            says as much, and one row less of toolbar leaves the map's corner to its points. */}
        <p
          className={status ? 'map-radius-tool__status' : 'map-radius-tool__status visually-hidden'}
          role="status"
        >
          {status ?? 'No radius set.'}
        </p>
        <div id={formId} className="map-radius-tool__form" hidden={!typing}>
          <RadiusForm
            key={value ? formatWithin(value) : 'none'}
            value={value}
            defaultUnit={unit}
            onSubmit={(circle) => {
              setTyping(false)
              onChange(circle)
            }}
          />
        </div>
      </div>
    </>
  )
}
