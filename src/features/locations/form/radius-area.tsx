// The radius kind of area in the location form: find a place to centre it on, what the map holds
// so far, the suggested radius, and the radius typed as `2km@-33.87,151.21`. The map itself is
// armed while the form has no radius (locations-map.tsx), so a click places the centre.
import { useId, useState } from 'react'

import type { Place } from '../../../contract/place'
import type { Industry } from '../../../contract/enums'
import { PlaceCombobox } from '../../../components/filters/place-combobox'
import { formatWithin, parseWithin } from '../../../components/map/within'
import type { RadiusCircle } from '../../../components/map/within'
import type { LonLat } from '../../../utils/geodesy'
import { FormField } from './form-field'
import { SuggestRadius } from './suggest-radius'
import type { SuggestedRadius } from './use-suggested-radius'

export interface RadiusAreaProps {
  readonly circle: RadiusCircle | null
  readonly onCircleChange: (circle: RadiusCircle | null) => void
  /** A centre placed whose radius is still to be set. */
  readonly centre: LonLat | null
  /** A place picked in the finder: the area is centred on it. */
  readonly onPlace: (place: Place) => void
  readonly suggested: SuggestedRadius
  readonly industry: Industry
  readonly onIndustry: (industry: Industry) => void
}

function hintText(circle: RadiusCircle | null, centre: LonLat | null): string {
  if (circle) {
    return `Within ${formatWithin(circle)}. Drag the centre or the edge on the map to adjust.`
  }
  if (centre) return 'Centre placed. Click the edge on the map, or use the suggested radius.'
  return 'Click the map to place the centre, then drag or click the edge; or find a place.'
}

export function RadiusArea(props: RadiusAreaProps) {
  const { circle, centre } = props
  const id = useId()
  const [typed, setTyped] = useState('')
  const [typedError, setTypedError] = useState<string | null>(null)
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-find`}>
          Find a place
        </label>
        <PlaceCombobox
          id={`${id}-find`}
          listLabel="Places"
          keepPicked
          describedBy={`${id}-find-hint`}
          onPick={props.onPlace}
        />
        <p id={`${id}-find-hint`} className="field__hint">
          Centres the radius on it and fills the address.
        </p>
      </div>
      <p className="field__hint location-form__where" role="status">
        {hintText(circle, centre)}
      </p>
      <SuggestRadius
        circle={circle}
        suggested={props.suggested}
        industry={props.industry}
        onIndustry={props.onIndustry}
        onAccept={props.onCircleChange}
      />
      <div className="location-form__typed">
        <FormField
          label="Or type radius@lat,lon"
          hint="e.g. 2km@-33.87,151.21"
          error={typedError ?? undefined}
        >
          {(fieldProps) => (
            <input
              {...fieldProps}
              className="input"
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value)
              }}
            />
          )}
        </FormField>
        <button
          type="button"
          className="button"
          onClick={() => {
            const parsed = parseWithin(typed.trim())
            setTypedError(parsed ? null : 'Write it as 2km@-33.87,151.21 (m, km, ft or mi).')
            if (parsed) props.onCircleChange(parsed)
          }}
        >
          Set radius
        </button>
      </div>
    </>
  )
}
