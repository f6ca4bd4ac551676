import { useId, useState } from 'react'
import type { SubmitEvent } from 'react'

import { RADIUS_UNITS } from '../../contract/enums'
import type { RadiusUnit } from '../../contract/enums'
import { isWholeUnit } from './within'
import type { RadiusCircle } from './within'

export interface RadiusFormProps {
  readonly value: RadiusCircle | null
  readonly defaultUnit: RadiusUnit
  readonly onSubmit: (value: RadiusCircle) => void
}

const UNIT_NAMES: Readonly<Record<RadiusUnit, string>> = { m: 'm', km: 'km', ft: 'ft', mi: 'mi' }

/** Reads the typed circle; returns an error message a person can act on, or the circle. */
export function readRadiusForm(fields: {
  radius: string
  unit: RadiusUnit
  lat: string
  lon: string
}): RadiusCircle | string {
  const radius = Number(fields.radius)
  const lat = Number(fields.lat)
  const lon = Number(fields.lon)
  if (fields.radius.trim() === '' || !Number.isFinite(radius) || radius <= 0)
    return 'Enter a radius above zero.'
  // docs/api.md "Query parameter types": in an area, m and ft take whole numbers only.
  if (isWholeUnit(fields.unit) && !Number.isInteger(radius))
    return `Use a whole number of ${fields.unit}.`
  if (fields.lat.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return 'Latitude must be between -90 and 90.'
  if (fields.lon.trim() === '' || !Number.isFinite(lon) || lon < -180 || lon > 180)
    return 'Longitude must be between -180 and 180.'
  return { radius, unit: fields.unit, lat, lon }
}

/** Typed entry of the circle, for keyboard users and for exact values. */
export function RadiusForm({ value, defaultUnit, onSubmit }: RadiusFormProps) {
  const id = useId()
  const [radius, setRadius] = useState(value ? String(value.radius) : '')
  const [unit, setUnit] = useState<RadiusUnit>(value?.unit ?? defaultUnit)
  const [lat, setLat] = useState(value ? String(value.lat) : '')
  const [lon, setLon] = useState(value ? String(value.lon) : '')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = readRadiusForm({ radius, unit, lat, lon })
    if (typeof result === 'string') {
      setError(result)
      return
    }
    setError(null)
    onSubmit(result)
  }

  return (
    <form className="map-radius-form" aria-label="Radius by value" onSubmit={submit} noValidate>
      <div className="map-radius-form__row">
        <label htmlFor={`${id}-radius`}>Radius</label>
        <input
          id={`${id}-radius`}
          inputMode="decimal"
          value={radius}
          onChange={(e) => {
            setRadius(e.target.value)
          }}
        />
        <select
          aria-label="Unit"
          value={unit}
          onChange={(e) => {
            setUnit(RADIUS_UNITS.find((u) => u === e.target.value) ?? unit)
          }}
        >
          {RADIUS_UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_NAMES[u]}
            </option>
          ))}
        </select>
      </div>
      <div className="map-radius-form__row">
        <label htmlFor={`${id}-lat`}>Lat</label>
        <input
          id={`${id}-lat`}
          inputMode="decimal"
          value={lat}
          onChange={(e) => {
            setLat(e.target.value)
          }}
        />
        <label htmlFor={`${id}-lon`}>Lon</label>
        <input
          id={`${id}-lon`}
          inputMode="decimal"
          value={lon}
          onChange={(e) => {
            setLon(e.target.value)
          }}
        />
      </div>
      <button type="submit">Apply radius</button>
      {error && (
        <p className="map-radius-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
