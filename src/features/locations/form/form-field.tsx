// A labelled form field with an optional hint and the API's message for it, wired to the input
// with aria-describedby / aria-invalid so a screen reader reads the message with the field.
import { useId } from 'react'
import type { ReactNode } from 'react'

// The field's message and invalid border are styled once, with every filter field's.
import '../../../components/filters/filters.css'

export interface FieldInputProps {
  readonly id: string
  readonly 'aria-invalid': boolean
  readonly 'aria-describedby': string | undefined
}

export function FormField({
  label,
  hint,
  error,
  children,
}: {
  readonly label: string
  readonly hint?: string
  readonly error: string | undefined
  readonly children: (props: FieldInputProps) => ReactNode
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': described === '' ? undefined : described,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
