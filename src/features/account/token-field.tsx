// The access token: a picker of the demo accounts for the embedded service, or a hidden text
// field for a backend's API key (docs/api.md "Authentication": sent as a bearer token).
import { useId, useState } from 'react'

import type { ConnectionMode } from '../../api/connection/page-connection'
import { DEMO_ACCOUNTS, isDemoToken } from '../../contract/demo-accounts'

export function TokenField({
  mode,
  token,
  error,
  onChange,
}: {
  readonly mode: ConnectionMode
  readonly token: string
  readonly error: string | undefined
  readonly onChange: (token: string) => void
}) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = error === undefined ? hintId : `${hintId} ${errorId}`

  if (mode === 'embedded') {
    return (
      <div className="field connection-form__field">
        <label className="field__label" htmlFor={id}>
          Demo account (access token)
        </label>
        <select
          id={id}
          className="input"
          value={token}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.currentTarget.value)
          }}
        >
          {isDemoToken(token) ? null : <option value={token}>{token} (not a demo account)</option>}
          {DEMO_ACCOUNTS.map((demo) => (
            <option key={demo.token} value={demo.token}>
              {demo.token} — {demo.description}
            </option>
          ))}
        </select>
        <p id={hintId} className="connection-form__hint">
          {isDemoToken(token)
            ? 'Each demo token is an account of the embedded service with its own plan.'
            : 'The embedded service knows only its demo accounts.'}
        </p>
        {error === undefined ? null : (
          <p id={errorId} className="connection-form__error">
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <div className="field connection-form__field">
      <label className="field__label" htmlFor={id}>
        Access token
      </label>
      <div className="token-input">
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          value={token}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.currentTarget.value)
          }}
        />
        <button
          type="button"
          className="button"
          aria-controls={id}
          onClick={() => {
            setVisible((shown) => !shown)
          }}
        >
          {visible ? 'Hide token' : 'Show token'}
        </button>
      </div>
      <p id={hintId} className="connection-form__hint">
        Sent with every request as <code>Authorization: Bearer &lt;token&gt;</code>. It is kept in
        this browser only.
      </p>
      {error === undefined ? null : (
        <p id={errorId} className="connection-form__error">
          {error}
        </p>
      )}
    </div>
  )
}
