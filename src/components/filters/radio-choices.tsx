import { useId } from 'react'

/**
 * A row of radio buttons for a choice of a few words each (how the compare chart reads its
 * figures, what a map click filters by). `legendClassName` lets a caller show or hide the legend
 * in its own style; the legend is always there for screen readers.
 */
export function RadioChoices<T extends string>({
  legend,
  legendClassName = 'field__label',
  options,
  labels,
  value,
  onChange,
}: {
  readonly legend: string
  readonly legendClassName?: string
  readonly options: readonly T[]
  readonly labels: Readonly<Record<T, string>>
  readonly value: T
  readonly onChange: (value: T) => void
}) {
  const name = useId()
  return (
    <fieldset className="radio-choices">
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="radio-choices__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => {
              onChange(option)
            }}
          />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  )
}
