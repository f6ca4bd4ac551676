// The basemap every map draws on: the offline one, or streets from a source the analyst names
// (components/map/basemap-source.ts). A source is checked before it is kept, so a wrong URL is
// said here rather than found on a blank map.
import { useId, useState } from 'react'
import type { SubmitEvent } from 'react'

import {
  OFFLINE_BASEMAP,
  checkSourceUrl,
  type BasemapSourceKind,
} from '../../components/map/basemap-source'
import { basemapSourceStore, useBasemapSource } from '../../components/map/basemap-source-store'
import { basemapFailure, streetsStyle } from '../../components/map/streets-style'
import { OptionFieldset, type FieldsetOption } from './option-fieldset'

const KINDS: readonly FieldsetOption<BasemapSourceKind>[] = [
  {
    value: 'offline',
    label: 'Offline basemap',
    hint: 'Land, borders and places, built into the dashboard; nothing is fetched from elsewhere.',
  },
  {
    value: 'style',
    label: 'MapLibre style URL',
    hint: 'A style.json from your tile provider, with its streets, labels and attribution.',
  },
  {
    value: 'pmtiles',
    label: 'PMTiles archive URL',
    hint: 'A Protomaps basemap archive (.pmtiles), drawn with the Protomaps light style.',
  },
]

const CHECK_MS = 10_000

export function BasemapForm({ labelledBy }: { readonly labelledBy: string }) {
  const id = useId()
  const kept = useBasemapSource()
  const [kind, setKind] = useState<BasemapSourceKind>(kept.kind)
  const [url, setUrl] = useState(kept.kind === 'offline' ? '' : kept.url)
  const [status, setStatus] = useState<{ error?: string; done?: string }>({})
  const [checking, setChecking] = useState(false)

  async function keep() {
    if (kind === 'offline') {
      basemapSourceStore.getState().setSource(OFFLINE_BASEMAP)
      setStatus({ done: 'Maps use the offline basemap.' })
      return
    }
    const checked = checkSourceUrl(url)
    if ('error' in checked) {
      setStatus({ error: checked.error })
      return
    }
    setChecking(true)
    try {
      const source = { kind, url: checked.url }
      await streetsStyle(source, AbortSignal.timeout(CHECK_MS))
      basemapSourceStore.getState().setSource(source)
      setUrl(checked.url)
      setStatus({ done: `Maps use the basemap from ${new URL(checked.url).host}.` })
    } catch (error) {
      const reason = basemapFailure(error)
      setStatus({ error: `Not kept: ${reason}` })
    } finally {
      setChecking(false)
    }
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    void keep()
  }

  const errorId = `${id}-error`
  return (
    <form className="connection-form" aria-labelledby={labelledBy} onSubmit={onSubmit} noValidate>
      <OptionFieldset
        legend="Basemap"
        name="basemap-kind"
        options={KINDS}
        value={kind}
        onChange={(value) => {
          setKind(value)
          setStatus({})
        }}
      />
      {kind === 'offline' ? null : (
        <div className="field connection-form__field">
          <label className="field__label" htmlFor={`${id}-url`}>
            {kind === 'style' ? 'Style URL' : 'Archive URL'}
          </label>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            inputMode="url"
            value={url}
            placeholder={
              kind === 'style'
                ? 'https://tiles.example.com/styles/streets/style.json'
                : 'https://tiles.example.com/planet.pmtiles'
            }
            spellCheck={false}
            aria-invalid={status.error !== undefined}
            aria-describedby={status.error === undefined ? undefined : errorId}
            onChange={(event) => {
              setUrl(event.currentTarget.value)
              setStatus({})
            }}
          />
        </div>
      )}
      {status.error === undefined ? null : (
        <p id={errorId} className="connection-form__error">
          {status.error}
        </p>
      )}
      {status.done === undefined ? null : (
        <p className="connection-form__note" role="status">
          {status.done}
        </p>
      )}
      <div className="connection-form__actions">
        <button type="submit" className="button connection-form__save" disabled={checking}>
          {checking ? 'Checking…' : 'Use this basemap'}
        </button>
      </div>
    </form>
  )
}
