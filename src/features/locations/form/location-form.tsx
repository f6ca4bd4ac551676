// Create or edit a saved location: name, the area, address (filled from a place found for the
// radius, else by the service's reverse geocoding when left empty), and labels. The area is a
// radius (radius-area.tsx: drawn on the armed map, centred on a place found, the suggested radius
// accepted, or typed `10km@lat,lon`) or places picked from places search. A 400's details show
// beside the fields they name, and nothing typed is lost when the API refuses it.
import { useId, useState } from 'react'
import type { SyntheticEvent } from 'react'

import { SAVED_LOCATION_LIMITS } from '../../../contract/limits'
import type { SavedLocation } from '../../../contract/saved-location'
import type { Industry } from '../../../contract/enums'
import { PlaceSearch } from '../../../components/filters/place-search'
import { placeHierarchyText } from '../../../components/filters/place-combobox'
import type { RadiusCircle } from '../../../components/map/within'
import { explainError } from '../../../components/states/error-message'
import { FormField } from './form-field'
import { formErrorsOf } from './form-errors'
import { geojsonOf } from '../location-shape'
import type { EditableFields } from '../api/merge-edit'
import { withTyped } from '../labels'
import type { LonLat } from '../../../utils/geodesy'
import { LabelsInput } from './labels-input'
import { RadiusArea } from './radius-area'
import type { SuggestedRadius } from './use-suggested-radius'

export interface LocationFormProps {
  /** The location being edited; undefined for a new one. */
  readonly editing: SavedLocation | undefined
  readonly circle: RadiusCircle | null
  readonly onCircleChange: (circle: RadiusCircle | null) => void
  /** A centre placed (on the map, or a place found) whose radius is still to be set. */
  readonly centre: LonLat | null
  /** A place found for the radius: the area is centred on its point. */
  readonly onPlace: (at: LonLat) => void
  /** The radius suggested around the centre (use-suggested-radius.ts). */
  readonly suggested: SuggestedRadius
  readonly industry: Industry
  readonly onIndustry: (industry: Industry) => void
  /** Labels in use on other locations, offered while typing labels. */
  readonly knownLabels: readonly string[]
  readonly saving: boolean
  readonly error: unknown
  readonly onSubmit: (fields: EditableFields) => void
  /** The picked places, which the map draws before the location is saved. */
  readonly onPlacesChange: (ids: readonly string[]) => void
  /** Radius or places: the map offers its radius tool only for a radius. */
  readonly onKindChange: (kind: 'radius' | 'places') => void
  readonly onCancel: () => void
}

export function LocationForm(props: LocationFormProps) {
  const { editing, circle } = props
  const id = useId()
  const [name, setName] = useState(editing?.name ?? '')
  const [labels, setLabels] = useState<string[]>(editing?.labels ?? [])
  const [typedLabel, setTypedLabel] = useState('')
  const [address, setAddress] = useState(editing?.formatted_address ?? '')
  const [kind, setKind] = useState<'radius' | 'places'>(
    editing && !editing.geojson ? 'places' : 'radius',
  )
  const [places, setPickedPlaces] = useState<string[]>(editing?.place_ids ?? [])
  const setPlaces = (ids: string[]) => {
    setPickedPlaces(ids)
    props.onPlacesChange(ids)
  }
  const [missingArea, setMissingArea] = useState(false)
  const errors = formErrorsOf(props.error)
  const other = props.error && !errors ? explainError(props.error) : null

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const area =
      kind === 'radius'
        ? circle
          ? { geojson: geojsonOf(circle) }
          : null
        : places.length > 0
          ? { place_ids: places }
          : null
    if (!area) {
      setMissingArea(true)
      return
    }
    setMissingArea(false)
    props.onSubmit({
      name,
      labels: withTyped(labels, typedLabel),
      // Empty: the service fills it by reverse geocoding (docs/api.md "Saved location").
      ...(address.trim() === '' ? {} : { formatted_address: address }),
      ...area,
    })
  }

  const areaError =
    errors?.fields.area ??
    (missingArea && (kind === 'radius' ? circle === null : places.length === 0)
      ? kind === 'radius'
        ? props.centre
          ? 'Set the radius: click its edge on the map, use the suggested radius, or type one.'
          : 'Draw a radius on the map, find a place, or type one.'
        : 'Pick at least one place.'
      : undefined)

  return (
    <form className="location-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="panel-title">
        {editing ? `Edit ${editing.name}` : 'New location'}
      </h2>
      <FormField label="Name" error={errors?.fields.name}>
        {(fieldProps) => (
          <input
            {...fieldProps}
            className="input"
            value={name}
            maxLength={SAVED_LOCATION_LIMITS.nameLength}
            onChange={(event) => {
              setName(event.currentTarget.value)
            }}
          />
        )}
      </FormField>
      <fieldset
        className="location-form__area"
        aria-describedby={areaError ? `${id}-area-error` : undefined}
      >
        <legend>Area</legend>
        <div className="location-form__choices">
          {(['radius', 'places'] as const).map((value) => (
            <label key={value} className="location-form__choice">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === value}
                onChange={() => {
                  setKind(value)
                  props.onKindChange(value)
                }}
              />
              {value === 'radius' ? 'Radius on the map' : 'Places'}
            </label>
          ))}
        </div>
        {kind === 'radius' ? (
          <RadiusArea
            circle={circle}
            onCircleChange={props.onCircleChange}
            centre={props.centre}
            onPlace={(place) => {
              const [lon, lat] = place.location
              // The address names the place found; it stays the analyst's to edit.
              setAddress(placeHierarchyText(place))
              props.onPlace({ lon, lat })
            }}
            suggested={props.suggested}
            industry={props.industry}
            onIndustry={props.onIndustry}
          />
        ) : (
          <PlaceSearch label="Places" selected={places} onChange={setPlaces} />
        )}
        {areaError ? (
          <p id={`${id}-area-error`} className="field__error">
            {areaError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Address"
        hint="Filled from a place found; left empty, the service fills it from the map."
        error={errors?.fields.formatted_address}
      >
        {(fieldProps) => (
          <input
            {...fieldProps}
            className="input"
            value={address}
            maxLength={SAVED_LOCATION_LIMITS.formattedAddressLength}
            onChange={(event) => {
              setAddress(event.currentTarget.value)
            }}
          />
        )}
      </FormField>
      <LabelsInput
        labels={labels}
        typed={typedLabel}
        onChange={(next, typed) => {
          setLabels(next)
          setTypedLabel(typed)
        }}
        suggestions={props.knownLabels}
        error={errors?.fields.labels}
      />
      {errors && errors.general.length > 0 ? (
        <div className="field__error" role="alert">
          {errors.general.join('; ')}
        </div>
      ) : null}
      {errors ? (
        <p className="visually-hidden" role="alert">
          The API did not accept this location; see the messages beside the fields.
        </p>
      ) : null}
      {other ? (
        <div className="field__error" role="alert">
          <strong>{other.title}.</strong> {other.detail}
        </div>
      ) : null}
      <div className="location-form__actions">
        <button type="submit" className="button button--primary" disabled={props.saving}>
          {props.saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
