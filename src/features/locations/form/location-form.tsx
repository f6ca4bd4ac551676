// Create or edit a saved location: name, labels, address (filled by the service's reverse
// geocoding when left empty), and the area: a radius drawn on the map (or typed `10km@lat,lon`),
// or places picked from places search. A 400's details show beside the fields they name, and
// nothing typed is lost when the API refuses it.
import { useId, useState } from 'react'
import type { SyntheticEvent } from 'react'

import { SAVED_LOCATION_LIMITS } from '../../../contract/limits'
import type { SavedLocation } from '../../../contract/saved-location'
import { PlaceSearch } from '../../../components/filters/place-search'
import { formatWithin, parseWithin } from '../../../components/map/within'
import type { RadiusCircle } from '../../../components/map/within'
import { explainError } from '../../../components/states/error-message'
import { FormField } from './form-field'
import { formErrorsOf } from './form-errors'
import { geojsonOf } from '../location-shape'
import type { EditableFields } from '../api/merge-edit'
import { withTyped } from '../labels'
import { LabelsInput } from './labels-input'
import { SuggestRadius } from './suggest-radius'

export interface LocationFormProps {
  /** The location being edited; undefined for a new one. */
  readonly editing: SavedLocation | undefined
  readonly circle: RadiusCircle | null
  readonly onCircleChange: (circle: RadiusCircle | null) => void
  readonly suggestion: RadiusCircle | null
  readonly onSuggestion: (circle: RadiusCircle | null) => void
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
  const [typed, setTyped] = useState('')
  const [typedError, setTypedError] = useState<string | null>(null)
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
        ? 'Draw a radius on the map or type one.'
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
      <FormField
        label="Address"
        hint="Leave empty and the service fills it from the map."
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
          <>
            <p className="field__hint" role="status">
              {circle
                ? `Within ${formatWithin(circle)}. Drag the centre or the edge on the map to adjust.`
                : 'Use Draw radius on the map: click the centre, then drag or click the edge.'}
            </p>
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
            <SuggestRadius
              centre={circle}
              suggestion={props.suggestion}
              onSuggestion={props.onSuggestion}
              onAccept={props.onCircleChange}
            />
          </>
        ) : (
          <PlaceSearch label="Places" selected={places} onChange={setPlaces} />
        )}
        {areaError ? (
          <p id={`${id}-area-error`} className="field__error">
            {areaError}
          </p>
        ) : null}
      </fieldset>
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
