// Delete after a confirmation: a modal <dialog> naming the location, focus on Cancel, so a stray
// Enter never deletes.
import { useEffect, useRef } from 'react'

import type { SavedLocation } from '../../contract/saved-location'
import { explainError } from '../../components/states/error-message'

export function DeleteDialog({
  location,
  deleting,
  error,
  onConfirm,
  onClose,
}: {
  readonly location: SavedLocation | null
  readonly deleting: boolean
  readonly error: unknown
  readonly onConfirm: (location: SavedLocation) => void
  readonly onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (location && !dialog.open) {
      dialog.showModal()
      cancelRef.current?.focus()
    }
    if (!location && dialog.open) dialog.close()
  }, [location])
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="delete-title" onClose={onClose}>
      {location ? (
        <>
          <h2 id="delete-title" className="panel-title">
            Delete {location.name}?
          </h2>
          <p>The location and its insights are removed for everyone in your organisation.</p>
          {error ? (
            <p className="field__error" role="alert">
              {explainError(error).title}. {explainError(error).detail}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button ref={cancelRef} type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={deleting}
              onClick={() => {
                onConfirm(location)
              }}
            >
              {deleting ? 'Deleting…' : 'Delete location'}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
