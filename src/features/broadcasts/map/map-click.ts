// What filtering from a clicked county means (a county or a state -> location.place_id; the point
// -> location.origin), and how the button and the notice that follows say it. A click itself only
// selects the county and shows its figures (broadcasts-map.tsx); filtering is the popup's button,
// and the view offers to undo it. The previous location choice gives way, so one filter reads as
// one place.
import type { UsShapes } from '../../../components/map/county-shapes'
import type { FilterPatch } from '../broadcasts-filters'
import type { ClickMode } from '../search-schema'

export function clickPatch(
  mode: ClickMode,
  countyId: string,
  at: { readonly lng: number; readonly lat: number },
  shapes: UsShapes | undefined,
): FilterPatch | undefined {
  if (mode === 'point') {
    return { origin: `${at.lat.toFixed(4)},${at.lng.toFixed(4)}`, place: [], within: undefined }
  }
  if (mode === 'county') return { place: [countyId], origin: undefined, within: undefined }
  const county = shapes?.counties.find((c) => c.id === countyId)
  const state = county ? shapes?.statesByAbbr.get(county.state) : undefined
  return state ? { place: [state.id], origin: undefined, within: undefined } : undefined
}

/** The popup's button: what pressing it filters to. */
export function filterActionLabel(mode: ClickMode): string {
  if (mode === 'state') return 'Filter to this state'
  if (mode === 'point') return 'Filter to this point'
  return 'Filter to this county'
}

/** What the view is filtered to once the button is pressed, for the notice that offers an undo. */
export function filteredText(
  mode: ClickMode,
  countyId: string,
  at: { readonly lng: number; readonly lat: number },
  shapes: UsShapes | undefined,
): string {
  const county = shapes?.counties.find((c) => c.id === countyId)
  if (mode === 'point')
    return `Filtered to the county at ${at.lat.toFixed(4)}, ${at.lng.toFixed(4)}`
  if (mode === 'state') {
    const state = county ? shapes?.statesByAbbr.get(county.state) : undefined
    return `Filtered to ${state?.name ?? 'the state'}`
  }
  return `Filtered to ${county ? `${county.name}, ${county.state}` : `county ${countyId}`}`
}
