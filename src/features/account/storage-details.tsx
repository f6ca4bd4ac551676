// What this browser keeps of the dashboard (docs/security.md "Storage"): on the embedded service,
// saved locations live in its IndexedDB, and whether the browser agreed to keep the site's data
// decides whether they can vanish without the analyst deleting them.
import { useConnection } from '../../api/connection/connection-store'
import { useKeptStorage, type KeptStorage } from '../../components/storage/kept-storage'
import { formatBytes } from '../../utils/format'

/** The browser's answer, in words: what it means for the analyst's saved locations. */
export function keptStorageText(persisted: KeptStorage['persisted'], embedded: boolean): string {
  const what = embedded ? 'this site’s data, saved locations included,' : 'this site’s data'
  if (persisted === true) {
    return `Kept: the browser has agreed not to clear ${what} on its own. It stays until you delete it or clear the site’s data.`
  }
  if (persisted === false) {
    return `Not guaranteed: the browser may clear ${what} when the disk runs low or the site goes unused for long.`
  }
  return 'This browser does not say whether it keeps this site’s data.'
}

export function StorageDetails() {
  const embedded = useConnection((state) => state.mode === 'embedded')
  const { state, refused, ask } = useKeptStorage()
  const persisted = state?.persisted
  return (
    <div className="storage-details">
      <p className="storage-details__status" role="status" data-kept={String(persisted)}>
        {state === undefined ? 'Asking the browser…' : keptStorageText(persisted, embedded)}
      </p>
      {persisted === false ? (
        <>
          <p className="connection-form__hint">
            {embedded
              ? 'The dashboard asks the browser to keep it when you save your first location. '
              : ''}
            The browser decides: Chromium keeps the data of sites you use often, bookmark or
            install; Firefox asks you. A CSV export of your locations is a copy no browser clears.
          </p>
          <div className="connection-form__actions">
            <button type="button" className="button" onClick={() => void ask()}>
              Ask the browser to keep it
            </button>
          </div>
          {refused ? (
            <p className="connection-form__note">The browser did not agree this time.</p>
          ) : null}
        </>
      ) : null}
      {state?.usage !== undefined && state.quota !== undefined ? (
        <p className="storage-details__usage">
          In use: {formatBytes(state.usage)} of the {formatBytes(state.quota)} this browser lets the
          site use.
        </p>
      ) : null}
    </div>
  )
}
