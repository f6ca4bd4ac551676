// The list's choice of following the time window: every match of the period, or only those the
// window lights (docs/view-habits.md "The time bar"). It reads the URL's window, so the list asks
// for a new page when playback stops, never on each frame.
import './list-follows.css'

/** The URL's part of the choice: the list's mode, from its first page. */
export interface ListFollowsPatch {
  readonly list: 'window' | 'all'
  readonly page: 1
}

/**
 * A playback patch for the URL: one that clears the window also stops the list following it,
 * since it has no window left to follow.
 */
export function withListOnClear<P extends { readonly at?: string }>(
  patch: P,
): P | (P & { readonly list: 'all' }) {
  return 'at' in patch && patch.at === undefined ? { ...patch, list: 'all' } : patch
}

export function ListFollowsWindow({
  text,
  following,
  onChange,
}: {
  /** What following means for the URL's window ("Only events active 9 Dec"); none without one. */
  readonly text: string | undefined
  readonly following: boolean
  readonly onChange: (patch: ListFollowsPatch) => void
}) {
  if (text === undefined && !following) return null
  return (
    <label className="list-follows">
      <input
        type="checkbox"
        checked={following}
        onChange={(event) => {
          onChange({ list: event.currentTarget.checked ? 'window' : 'all', page: 1 })
        }}
      />
      {text ?? 'Only the time window'}
    </label>
  )
}
