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
  inline = false,
}: {
  readonly label: string
  readonly value: V
  readonly options: readonly SelectOption<V>[]
  readonly onChange: (value: V) => void
  /** In a toolbar: the label is for screen readers only and the select is compact. */
  readonly inline?: boolean
}) {
  const id = useId()
  return (
    <div className={inline ? 'field field--inline' : 'field'}>
      <label className={inline ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={inline ? 'input input--compact' : 'input'}
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
