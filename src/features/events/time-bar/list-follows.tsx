// The list's choice of following the time window: every event of the period, or only those the
// window lights (docs/view-habits.md "The time bar"). It reads the URL's window, so the list asks
// for a new page when playback stops, never on each frame.
import { shortDates } from './lit-text'

export function ListFollowsWindow({
  dates,
  following,
  onChange,
}: {
  /** The URL's window; undefined when there is none. */
  readonly dates: { readonly gte: string; readonly lte: string } | undefined
  readonly following: boolean
  readonly onChange: (following: boolean) => void
}) {
  if (!dates && !following) return null
  return (
    <label className="list-follows">
      <input
        type="checkbox"
        checked={following}
        onChange={(event) => {
          onChange(event.currentTarget.checked)
        }}
      />
      {dates ? `Only events active ${shortDates(dates.gte, dates.lte)}` : 'Only the time window'}
    </label>
  )
}
