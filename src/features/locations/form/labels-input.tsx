// Labels as chips: type a label and press Enter or a comma to add it, remove one with its ×
// (or Backspace in the empty input). Labels already in use are offered as the analyst types, so
// the same tag is not spelled two ways. What is still typed is saved with the chips (withTyped).
import { useId } from 'react'

import { SAVED_LOCATION_LIMITS } from '../../../contract/limits'
import { commitTyped } from '../labels'

export interface LabelsInputProps {
  readonly labels: readonly string[]
  readonly typed: string
  readonly onChange: (labels: string[], typed: string) => void
  /** Labels of other locations, offered while typing. */
  readonly suggestions: readonly string[]
  /** The API's message for the labels (a 400's details), shown under the input. */
  readonly error: string | undefined
}

export function LabelsInput({ labels, typed, onChange, suggestions, error }: LabelsInputProps) {
  const id = useId()
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const offered = suggestions.filter((label) => !labels.includes(label))
  return (
    <div className="field labels-input">
      <label className="field__label" htmlFor={id}>
        Labels
      </label>
      {labels.length > 0 ? (
        <ul className="chips" aria-label="Labels of this location">
          {labels.map((label) => (
            <li key={label} className="chip">
              <span>{label}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove label ${label}`}
                onClick={() => {
                  onChange(
                    labels.filter((l) => l !== label),
                    typed,
                  )
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="input"
        value={typed}
        list={`${id}-known`}
        maxLength={SAVED_LOCATION_LIMITS.labelLength}
        autoComplete="off"
        aria-invalid={error !== undefined}
        aria-describedby={described}
        onChange={(event) => {
          const next = commitTyped(labels, event.currentTarget.value)
          onChange(next.labels, next.rest)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Enter adds the label; it must not submit the form.
            event.preventDefault()
            const next = commitTyped(labels, `${typed},`)
            onChange(next.labels, next.rest)
          } else if (event.key === 'Backspace' && typed === '' && labels.length > 0) {
            onChange(labels.slice(0, -1), '')
          }
        }}
      />
      <datalist id={`${id}-known`}>
        {offered.map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="field__hint">
        Press Enter or type a comma after each label.
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
