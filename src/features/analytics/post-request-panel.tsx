// A request panel for a POST: the shared panel (components/export/request-panel.tsx) shows GETs,
// whose whole request is the URL; a POST also carries its JSON body, shown and copied with it.
import { useId, useState } from 'react'

import { useConnection } from '../../api/connection/connection-store'
import { shellRequest } from '../../components/export/shell-request'
import '../../components/export/export.css'
import { bodyText, postCurlCommand } from './post-curl'

export function PostRequestPanel({
  title,
  url,
  body,
  token,
  note,
}: {
  readonly title: string
  readonly url: string
  readonly body: unknown
  readonly token: string
  /** What differs between this request and the others the view sends. */
  readonly note?: string
}) {
  const id = useId()
  const [reveal, setReveal] = useState(false)
  const [copied, setCopied] = useState<string | undefined>(undefined)
  const mode = useConnection((state) => state.mode)
  const request = shellRequest(url, mode)
  const command = postCurlCommand(request.url, body, reveal ? token : undefined)
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
        <span className="request-panel__method">POST</span>
        <code className="request-panel__url">{request.url}</code>
      </p>
      {note === undefined ? null : <p className="request-panel__note">{note}</p>}
      <pre
        className="request-panel__curl analytics-request__curl"
        aria-label="curl command"
        tabIndex={0}
      >
        <code>{command}</code>
      </pre>
      {request.note === undefined ? null : (
        <p className="request-panel__note">
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
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            copy('JSON body', bodyText(body))
          }}
        >
          Copy body
        </button>
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
