import { useId, useMemo, useState } from 'react'

import { PERIOD_PRESETS, periodBounds } from '../context/view-context'
import { useViewClock } from '../context/use-view-clock'
import { customDatesProblem } from './custom-dates'

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
 * view's first render, for a list most visits never open (docs/dataset-cache.md "Reloads: what
 * else the page would wait for").
 */
function listedTimeZones(current: string, opened: boolean): string[] {
  return opened ? timeZones(current) : [current]
}

const isPeriodPreset = (value: string): value is (typeof PERIOD_PRESETS)[number] =>
  (PERIOD_PRESETS as readonly string[]).includes(value)

/**
 * Preset ranges plus custom from/to dates, read in a time zone (`active.*` and `active.tz`).
 * Choosing custom dates starts from the dates of the period on screen, so the figures stay as
 * they are until the analyst changes a date; dates are applied only as a pair that makes a
 * period (and passes `check`), and anything else is said beside the fields, never applied.
 */
export function DateRangeFilter<P extends string>({
  legend,
  presets,
  customPreset,
  value,
  onChange,
  check,
}: {
  readonly legend: string
  readonly presets: readonly { readonly value: P; readonly label: string }[]
  readonly customPreset: P
  readonly value: DateRangeValue<P>
  readonly onChange: (patch: Partial<DateRangeValue<P>>) => void
  /** A view's own limits on the period (analytics: a year at most), as a sentence when broken. */
  readonly check?: (span: { readonly gte: string; readonly lte: string }) => string | undefined
}) {
  const id = useId()
  const nowMs = useViewClock()
  const [draft, setDraft] = useState({ from: value.from ?? '', to: value.to ?? '' })
  const [seen, setSeen] = useState(value)
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; text: string } | undefined>()
  // Adopt outside changes (a dropped chip, a reset) during render, as TextFilter does.
  if (seen.from !== value.from || seen.to !== value.to || seen.preset !== value.preset) {
    setSeen(value)
    setDraft({ from: value.from ?? '', to: value.to ?? '' })
    setProblem(undefined)
  }
  const editDates = (next: { from: string; to: string }, field: 'from' | 'to') => {
    setDraft(next)
    const found = customDatesProblem(next) ?? check?.({ gte: next.from, lte: next.to })
    setProblem(found === undefined ? undefined : { field, text: found })
    if (found === undefined) onChange({ from: next.from, to: next.to })
  }
  const pickPreset = (picked: P) => {
    if (picked !== customPreset || !isPeriodPreset(value.preset)) {
      onChange({ preset: picked })
      return
    }
    // The dates of the period on screen, so choosing "Custom dates" changes no figure yet.
    const shown = periodBounds({ ...value, range: value.preset }, nowMs)
    onChange({
      preset: picked,
      ...(shown.gte !== undefined && { from: shown.gte }),
      ...(shown.lte !== undefined && { to: shown.lte }),
    })
  }
  const errorId = `${id}-dates-error`
  const invalid = (field: 'from' | 'to') => ({
    'aria-invalid': problem?.field === field,
    'aria-describedby': problem?.field === field ? errorId : undefined,
  })
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
            if (picked) pickPreset(picked.value)
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
        <>
          <div className="field-row field-row--dates">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-from`}>
                From
              </label>
              <input
                id={`${id}-from`}
                className="input"
                type="date"
                value={draft.from}
                {...invalid('from')}
                onChange={(event) => {
                  editDates({ ...draft, from: event.currentTarget.value }, 'from')
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
                value={draft.to}
                {...invalid('to')}
                onChange={(event) => {
                  editDates({ ...draft, to: event.currentTarget.value }, 'to')
                }}
              />
            </div>
          </div>
          <p id={errorId} className="field__error" aria-live="polite">
            {problem?.text}
          </p>
        </>
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
