// One choice among a few, each a card with a label and a line of explanation: the service the
// dashboard talks to, the basemap under its maps.
import { useId } from 'react'

export interface FieldsetOption<T extends string> {
  readonly value: T
  readonly label: string
  readonly hint: string
}

export function OptionFieldset<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  readonly legend: string
  /** The radio group's name. */
  readonly name: string
  readonly options: readonly FieldsetOption<T>[]
  readonly value: T
  readonly onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <fieldset className="connection-form__group">
      <legend className="connection-form__legend">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="connection-mode">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-describedby={`${id}-${option.value}-hint`}
            onChange={() => {
              onChange(option.value)
            }}
          />
          <span className="connection-mode__text">
            <label className="connection-mode__label" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
            <span id={`${id}-${option.value}-hint`} className="connection-mode__hint">
              {option.hint}
            </span>
          </span>
        </div>
      ))}
    </fieldset>
  )
}
