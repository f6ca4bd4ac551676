// The list's choice of following the time window: every match of the period, or only those the
// window lights (docs/view-habits.md "The time bar"). It reads the URL's window, so the list asks
// for a new page when playback stops, never on each frame.
import './list-follows.css'

export function ListFollowsWindow({
  text,
  following,
  onChange,
}: {
  /** What following means for the URL's window ("Only events active 9 Dec"); none without one. */
  readonly text: string | undefined
  readonly following: boolean
  readonly onChange: (following: boolean) => void
}) {
  if (text === undefined && !following) return null
  return (
    <label className="list-follows">
      <input
        type="checkbox"
        checked={following}
        onChange={(event) => {
          onChange(event.currentTarget.checked)
        }}
      />
      {text ?? 'Only the time window'}
    </label>
  )
}
