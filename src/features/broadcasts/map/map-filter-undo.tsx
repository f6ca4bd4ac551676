// After the analyst filters from a county's popup (map-click.ts): what the view is filtered to now,
// and an Undo that puts back the place, point, radius and viewport the filter replaced. It lasts
// while that filter holds; the context bar's chip drops the place as well.
import { deepEqual } from '@tanstack/react-router'

import type { FilterPatch } from '../broadcasts-filters'
import type { BroadcastsSearch } from '../search-schema'

/** The URL keys a filter from the map writes, and the viewport it reframes. */
type Restored = Pick<BroadcastsSearch, 'place' | 'origin' | 'within' | 'lat' | 'lon' | 'zoom'>

export interface FilterUndo {
  /** "Filtered to Cook County, IL". */
  readonly text: string
  /** The values the filter replaced. */
  readonly previous: Restored
  /** The values it wrote. */
  readonly applied: FilterPatch
}

/** The undo of applying `patch` to `search`. */
export function undoOf(text: string, search: BroadcastsSearch, patch: FilterPatch): FilterUndo {
  const { place, origin, within, lat, lon, zoom } = search
  return { text, previous: { place, origin, within, lat, lon, zoom }, applied: patch }
}

/** Whether the filter still holds: nothing has replaced what it wrote since. */
export function stillApplied(undo: FilterUndo, search: BroadcastsSearch): boolean {
  return (Object.keys(undo.applied) as (keyof FilterPatch)[]).every((key) =>
    deepEqual(search[key], undo.applied[key]),
  )
}

export function MapFilterUndo({
  undo,
  search,
  onUndo,
  onDismiss,
}: {
  readonly undo: FilterUndo | null
  readonly search: BroadcastsSearch
  readonly onUndo: (previous: Restored) => void
  readonly onDismiss: () => void
}) {
  if (!undo || !stillApplied(undo, search)) return null
  return (
    <div className="map-filter-undo" role="group" aria-label="Filter from the map">
      <span className="map-filter-undo__text" role="status" title={undo.text}>
        {undo.text}
      </span>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          onUndo(undo.previous)
        }}
      >
        Undo
      </button>
      <button
        type="button"
        className="button button--small"
        aria-label="Dismiss"
        title="Dismiss"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  )
}
