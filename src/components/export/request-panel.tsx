// The exact request behind a view: method, full URL (and the JSON body of a POST) and a curl
// command to reproduce it, at an address a shell can reach (shell-request.ts), with what to run
// when that is not this page.
import { useId, useState } from 'react'

import { useConnection } from '../../api/connection/connection-store'
import { bodyText, curlCommand, postCurlCommand } from './curl'
import { shellRequest } from './shell-request'
import './export.css'

export type RequestPanelProps = {
  readonly title: string
  readonly url: string
  readonly token: string
  /** What differs between this request and the others the view sends. */
  readonly note?: string
} & (
  | { readonly method: 'GET'; readonly body?: undefined }
  /** A POST carries its JSON body, shown in the command and copied on its own. */
  | { readonly method: 'POST'; readonly body: unknown }
)

export function RequestPanel({ title, method, url, token, note, body }: RequestPanelProps) {
  const id = useId()
  const [reveal, setReveal] = useState(false)
  const [copied, setCopied] = useState<string | undefined>(undefined)
  const mode = useConnection((state) => state.mode)
  const request = shellRequest(url, mode, window.location.origin)
  const shownToken = reveal ? token : undefined
  const command =
    method === 'POST'
      ? postCurlCommand(request.url, body, shownToken)
      : curlCommand(request.url, shownToken)
  const copy = (what: string, text: string) => {
    void navigator.clipboard.writeText(text).then(
      () => {
        setCopied(what)
      },
      () => {
        setCopied(undefined)
      },
    )
  }
  return (
    <section className="request-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="request-panel__title">
        {title}
      </h2>
      <p className="request-panel__line">
        <span className="request-panel__method">{method}</span>
        <code className="request-panel__url">{request.url}</code>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            copy('URL', request.url)
          }}
        >
          Copy URL
        </button>
      </p>
      {note === undefined ? null : <p className="request-panel__note">{note}</p>}
      <pre
        className={`request-panel__curl${method === 'POST' ? ' request-panel__curl--body' : ''}`}
        aria-label="curl command"
        // A POST's command scrolls inside the panel: the keyboard reaches it too.
        tabIndex={method === 'POST' ? 0 : undefined}
        aria-describedby={request.note === undefined ? undefined : `${id}-note`}
      >
        <code>{command}</code>
      </pre>
      {request.note === undefined ? null : (
        <p id={`${id}-note`} className="request-panel__note">
          {/* `npm run api` in the note is a command: shown as code. */}
          {request.note
            .split('`')
            .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
        </p>
      )}
      <div className="request-panel__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            copy('curl command', command)
          }}
        >
          Copy curl
        </button>
        {method === 'POST' ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              copy('JSON body', bodyText(body))
            }}
          >
            Copy body
          </button>
        ) : null}
        <label className="checkbox" htmlFor={`${id}-reveal`}>
          <input
            id={`${id}-reveal`}
            type="checkbox"
            checked={reveal}
            onChange={(event) => {
              setReveal(event.currentTarget.checked)
            }}
          />
          Reveal token
        </label>
        <span role="status" className="request-panel__copied">
          {copied ? `Copied the ${copied}` : ''}
        </span>
      </div>
    </section>
  )
}
