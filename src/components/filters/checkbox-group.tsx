import { useId } from 'react'

import { formatInteger } from '../../utils/format'

export interface CheckboxOption<T extends string = string> {
  readonly value: T
  readonly label: string
  /**
   * Shown after the label, e.g. how many results have it: in full (`1,560`), as the summary chips
   * beside the filters write it, so the two read the same number the same way.
   */
  readonly count?: number
}

/** A fieldset of checkboxes; `selected` and `onChange` speak in option values. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  columns = 1,
}: {
  readonly legend: string
  readonly options: readonly CheckboxOption<T>[]
  readonly selected: readonly T[]
  readonly onChange: (selected: T[]) => void
  readonly columns?: 1 | 2
}) {
  const id = useId()
  const chosen = new Set<string>(selected)
  const toggle = (value: T, on: boolean) => {
    const next = new Set<string>(chosen)
    if (on) next.add(value)
    else next.delete(value)
    // Option order, so the URL and the query stay canonical.
    onChange(options.map((option) => option.value).filter((v) => next.has(v)))
  }
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">
        {legend}
        {selected.length > 0 ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              onChange([])
            }}
          >
            Clear<span className="visually-hidden"> {legend}</span>
          </button>
        ) : null}
      </legend>
      <div className={`checkbox-list checkbox-list--cols-${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="checkbox" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={chosen.has(option.value)}
              onChange={(event) => {
                toggle(option.value, event.currentTarget.checked)
              }}
            />
            <span className="checkbox__label">{option.label}</span>
            {option.count === undefined ? null : (
              <span className="checkbox__count">{formatInteger(option.count)}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
