// Stands in for ../changes/ (the changes since the last visit) until it lands: the same hook and
// component, with nothing to report.
import type { SavedLocation } from '../../../contract/saved-location'

export type EventChange = never

export function useLocationChanges(_location: SavedLocation | undefined): {
  readonly since: number | undefined
  readonly changes: readonly EventChange[]
  readonly loading: boolean
  readonly error: unknown
} {
  return { since: undefined, changes: [], loading: false, error: undefined }
}

export function ChangesSummary({
  changes,
}: {
  readonly changes: readonly EventChange[]
  readonly since: number | undefined
}) {
  return <p className="notice">{changes.length === 0 ? 'No changes recorded yet.' : null}</p>
}
