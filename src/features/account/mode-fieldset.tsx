import { useId } from 'react'

import type { ConnectionMode } from '../../api/connection/page-connection'

const MODES: readonly { value: ConnectionMode; label: string; hint: string }[] = [
  {
    value: 'embedded',
    label: 'Embedded service (demo data in this browser)',
    hint: 'A generated dataset built in this browser; nothing leaves the page.',
  },
  {
    value: 'proxy',
    label: 'Backend (proxy)',
    hint: 'A real Event Intelligence API, directly or through this server’s /v1 proxy.',
  },
]

export function ModeFieldset({
  mode,
  onChange,
}: {
  readonly mode: ConnectionMode
  readonly onChange: (mode: ConnectionMode) => void
}) {
  const id = useId()
  return (
    <fieldset className="connection-form__group">
      <legend className="connection-form__legend">Service</legend>
      {MODES.map((option) => (
        <div key={option.value} className="connection-mode">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name="connection-mode"
            value={option.value}
            checked={mode === option.value}
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
