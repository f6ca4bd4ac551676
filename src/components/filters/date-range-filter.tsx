import { useId, useMemo, useState } from 'react'

export interface DateRangeValue<P extends string> {
  readonly preset: P
  readonly from: string | undefined
  readonly to: string | undefined
  readonly tz: string
}

/** Time zones the browser knows, UTC first, for the zone the dates are read in. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set(['UTC', current, ...known])]
}

/**
 * The zones the time zone list holds: the chosen one until the analyst reaches for the list, then
 * every zone. The browser knows over 400, and making their options was the largest part of a
 * view's first render, for a list most visits never open (docs/answer-cache.md "Reloads: what
 * else the page waited for").
 */
function listedTimeZones(current: string, opened: boolean): string[] {
  return opened ? timeZones(current) : [current]
}

/** Preset ranges plus custom from/to dates, read in a time zone (`active.*` and `active.tz`). */
export function DateRangeFilter<P extends string>({
  legend,
  presets,
  customPreset,
  value,
  onChange,
}: {
  readonly legend: string
  readonly presets: readonly { readonly value: P; readonly label: string }[]
  readonly customPreset: P
  readonly value: DateRangeValue<P>
  readonly onChange: (patch: Partial<DateRangeValue<P>>) => void
}) {
  const id = useId()
  const [zonesWanted, setZonesWanted] = useState(false)
  const zones = useMemo(() => listedTimeZones(value.tz, zonesWanted), [value.tz, zonesWanted])
  const wantZones = () => {
    setZonesWanted(true)
  }
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-preset`}>
          Range
        </label>
        <select
          id={`${id}-preset`}
          className="input"
          value={value.preset}
          onChange={(event) => {
            const picked = presets.find((p) => p.value === event.currentTarget.value)
            if (picked) onChange({ preset: picked.value })
          }}
        >
          {presets.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {preset.label}
            </option>
          ))}
        </select>
      </div>
      {value.preset === customPreset ? (
        <div className="field-row">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>
              From
            </label>
            <input
              id={`${id}-from`}
              className="input"
              type="date"
              value={value.from ?? ''}
              onChange={(event) => {
                onChange({ from: event.currentTarget.value || undefined })
              }}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              To
            </label>
            <input
              id={`${id}-to`}
              className="input"
              type="date"
              value={value.to ?? ''}
              onChange={(event) => {
                onChange({ to: event.currentTarget.value || undefined })
              }}
            />
          </div>
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tz`}>
          Time zone
        </label>
        <select
          id={`${id}-tz`}
          className="input"
          value={value.tz}
          // Pointer down comes before the browser opens the list, focus before a key moves in it.
          onPointerDown={wantZones}
          onFocus={wantZones}
          onChange={(event) => {
            onChange({ tz: event.currentTarget.value })
          }}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
