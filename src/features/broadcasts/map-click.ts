// What a click on a county filters by (issue: a county or a state -> location.place_id; any point
// -> location.origin). The previous location choice gives way, so one click reads as one place.
import type { UsShapes } from '../../components/map/county-shapes'
import type { FilterPatch } from './broadcasts-filters'
import type { ClickMode } from './search-schema'

export function clickPatch(
  mode: ClickMode,
  countyId: string,
  at: { readonly lng: number; readonly lat: number },
  shapes: UsShapes | undefined,
): FilterPatch | undefined {
  if (mode === 'point') {
    return { origin: `${at.lat.toFixed(4)},${at.lng.toFixed(4)}`, place: '', within: undefined }
  }
  if (mode === 'county') return { place: countyId, origin: undefined, within: undefined }
  const county = shapes?.counties.find((c) => c.id === countyId)
  const state = county ? shapes?.statesByAbbr.get(county.state) : undefined
  return state ? { place: state.id, origin: undefined, within: undefined } : undefined
}
