import { useId } from 'react'

export function BaseUrlField({
  value,
  error,
  onChange,
}: {
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="field connection-form__field">
      <label className="field__label" htmlFor={id}>
        Base URL
      </label>
      <input
        id={id}
        className="input"
        type="url"
        inputMode="url"
        value={value}
        placeholder="https://api.example.com"
        autoComplete="url"
        spellCheck={false}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? hintId : `${hintId} ${errorId}`}
        onChange={(event) => {
          onChange(event.currentTarget.value)
        }}
      />
      <p id={hintId} className="connection-form__hint">
        The address before <code>/v1</code>: https://, or http:// on this machine. Leave it empty to
        go through this server’s /v1 proxy (started with API_BASE_URL).
      </p>
      {error === undefined ? null : (
        <p id={errorId} className="connection-form__error">
          {error}
        </p>
      )}
    </div>
  )
}
