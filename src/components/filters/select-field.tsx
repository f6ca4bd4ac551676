import { useId } from 'react'

export interface SelectOption<V extends string> {
  readonly value: V
  readonly label: string
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string
  readonly value: V
  readonly options: readonly SelectOption<V>[]
  readonly onChange: (value: V) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.currentTarget.value)
          if (picked) onChange(picked.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
