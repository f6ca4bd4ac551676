// Where the dashboard's requests go and the token they carry. Nothing changes until Save; Test
// asks the entered service for its account first.
import { useEffect, useRef, useState } from 'react'
import type { SubmitEvent } from 'react'

import { EMBEDDED_TOKEN } from '../../api/connection/page-connection'
import { isDemoToken } from '../../contract/demo-accounts'
import type { ConnectionMode } from '../../api/connection/page-connection'
import { BaseUrlField } from './base-url-field'
import {
  connectionOf,
  draftOf,
  hasErrors,
  untestableReason,
  validateDraft,
} from './connection-draft'
import type { ConnectionDraft } from './connection-draft'
import { serviceUrlOf } from './connection-error'
import {
  INVALID,
  modeChangeNote,
  saved,
  testFailed,
  testSucceeded,
  wasReset,
} from './connection-messages'
import type { FormStatus } from './connection-messages'
import { OptionFieldset, type FieldsetOption } from './option-fieldset'
import { TokenField } from './token-field'
import { useConnectionSettings, useReloadNote } from './use-connection-settings'
import { useConnectionTest } from './use-connection-test'

const MODES: readonly FieldsetOption<ConnectionMode>[] = [
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

const keyOf = ({ mode, baseUrl, token }: ConnectionDraft) => `${mode}\n${baseUrl}\n${token}`

export function ConnectionForm({ labelledBy }: { readonly labelledBy: string }) {
  const settings = useConnectionSettings()
  const { current } = settings
  const pageOrigin = window.location.origin
  const test = useConnectionTest()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(() => draftOf(current))
  const [seen, setSeen] = useState(() => keyOf(current))
  // A backend key typed before picking the embedded service comes back with the backend.
  const [backendToken, setBackendToken] = useState<string | undefined>(undefined)
  const [showErrors, setShowErrors] = useState(false)
  const [invalidAttempts, setInvalidAttempts] = useState(0)
  const reloadNote = useReloadNote()
  const [status, setStatus] = useState<FormStatus | undefined>(() =>
    reloadNote === undefined ? undefined : { tone: 'success', title: reloadNote },
  )

  // Adopt a change made elsewhere (React docs: "adjusting state when a prop changes").
  if (seen !== keyOf(current)) {
    setSeen(keyOf(current))
    setDraft(draftOf(current))
  }

  useEffect(() => {
    if (invalidAttempts === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [invalidAttempts])

  const errors = validateDraft(draft)
  const shownErrors = showErrors ? errors : {}

  const edit = (patch: Partial<ConnectionDraft>) => {
    setDraft((old) => ({ ...old, ...patch }))
    setStatus(undefined)
    test.reset()
  }

  const changeMode = (mode: ConnectionMode) => {
    if (mode === draft.mode) return
    if (mode === 'embedded' && !isDemoToken(draft.token)) {
      setBackendToken(draft.token)
      edit({ mode, token: EMBEDDED_TOKEN })
    } else if (mode === 'proxy' && backendToken !== undefined) {
      edit({ mode, token: backendToken })
    } else {
      edit({ mode })
    }
  }

  const rejectInvalid = (): boolean => {
    if (!hasErrors(errors)) return false
    setShowErrors(true)
    setInvalidAttempts((n) => n + 1)
    setStatus(INVALID)
    return true
  }

  const onTest = () => {
    if (rejectInvalid()) return
    const reason = untestableReason(draft, current.mode, pageOrigin)
    if (reason !== undefined) {
      setStatus({ tone: 'info', title: 'Save to try these settings', detail: reason })
      return
    }
    const connection = connectionOf(draft)
    const serviceUrl = serviceUrlOf(connection.baseUrl, pageOrigin)
    setStatus({ tone: 'info', title: `Testing ${serviceUrl}…` })
    test.mutate(connection, {
      onSuccess: (account) => {
        setStatus(testSucceeded(account, serviceUrl))
      },
      onError: (error) => {
        setStatus(testFailed(error, serviceUrl))
      },
    })
  }

  const onSave = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (rejectInvalid()) return
    const { effect, connection } = settings.save(connectionOf(draft))
    setShowErrors(false)
    setStatus(saved(effect, connection))
  }

  const onReset = () => {
    const { effect, connection } = settings.reset()
    setDraft(draftOf(connection))
    setBackendToken(undefined)
    setShowErrors(false)
    test.reset()
    setStatus(wasReset(effect, connection))
  }

  const modeChanges = draft.mode !== current.mode
  return (
    <form
      ref={formRef}
      className="connection-form"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={onSave}
    >
      <OptionFieldset
        legend="Service"
        name="connection-mode"
        options={MODES}
        value={draft.mode}
        onChange={changeMode}
      />
      {draft.mode === 'proxy' ? (
        <BaseUrlField
          value={draft.baseUrl}
          error={shownErrors.baseUrl}
          onChange={(baseUrl) => {
            edit({ baseUrl })
          }}
        />
      ) : null}
      <TokenField
        mode={draft.mode}
        token={draft.token}
        error={shownErrors.token}
        onChange={(token) => {
          edit({ token })
        }}
      />
      {modeChanges ? <p className="connection-form__note">{modeChangeNote(draft.mode)}</p> : null}
      <div className="connection-form__actions">
        <button type="button" className="button" onClick={onTest} disabled={test.isPending}>
          {test.isPending ? 'Testing…' : 'Test connection'}
        </button>
        <button type="submit" className="button connection-form__save">
          {modeChanges ? 'Save and reload' : 'Save'}
        </button>
        <button type="button" className="button connection-form__reset" onClick={onReset}>
          Reset to defaults
        </button>
      </div>
      <div
        className={`connection-status${status ? ` connection-status--${status.tone}` : ''}`}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {status ? (
          <>
            <p className="connection-status__title">{status.title}</p>
            {status.detail ? <p className="connection-status__detail">{status.detail}</p> : null}
          </>
        ) : null}
      </div>
    </form>
  )
}
