// Short-lived UI state of the view (design rule: anything shared is in the URL; this is not):
// which panel is open, the circle being drawn or the places picked, a suggestion, the hovered and
// the doomed location. One reducer, so that every change the view can make is named below and the
// ones that move several fields together (opening or closing the form) do it in one place.
import { useReducer } from 'react'

import type { RadiusCircle } from '../../components/map/within'
import type { SavedLocation } from '../../contract/saved-location'
import { circleOf } from './location-shape'

export type Panel =
  | { readonly kind: 'list' }
  | { readonly kind: 'form'; readonly editing: SavedLocation | undefined }
  | { readonly kind: 'import' }

export interface LocationsUiState {
  readonly panel: Panel
  /** The circle drawn or typed in the open form. */
  readonly draft: RadiusCircle | null
  /** Place ids picked in the open form, drawn on the map before the location is saved. */
  readonly draftPlaces: readonly string[]
  /** Whether the open form's area is a radius (drawn on the map) or places. */
  readonly areaKind: 'radius' | 'places'
  /** The suggested radius shown beside the drawn one. */
  readonly suggestion: RadiusCircle | null
  readonly hovered: string | null
  /** The location the delete dialog asks about. */
  readonly doomed: SavedLocation | null
}

export type LocationsUiAction =
  | { readonly type: 'openForm'; readonly editing: SavedLocation | undefined }
  | { readonly type: 'openImport' }
  | { readonly type: 'closePanel' }
  | { readonly type: 'draw'; readonly circle: RadiusCircle | null }
  | { readonly type: 'pickPlaces'; readonly ids: readonly string[] }
  | { readonly type: 'chooseArea'; readonly kind: 'radius' | 'places' }
  | { readonly type: 'suggest'; readonly circle: RadiusCircle | null }
  | { readonly type: 'hover'; readonly id: string | null }
  | { readonly type: 'askDelete'; readonly location: SavedLocation | null }

export const INITIAL_LOCATIONS_UI: LocationsUiState = {
  panel: { kind: 'list' },
  draft: null,
  draftPlaces: [],
  areaKind: 'radius',
  suggestion: null,
  hovered: null,
  doomed: null,
}

/** The form's area and suggestion as they start, or as they are left once the panel closes. */
const noDraft = { draft: null, draftPlaces: [], suggestion: null } as const

export function locationsUiReducer(
  state: LocationsUiState,
  action: LocationsUiAction,
): LocationsUiState {
  switch (action.type) {
    case 'openForm': {
      const { editing } = action
      return {
        ...state,
        ...noDraft,
        panel: { kind: 'form', editing },
        // A location saved by places opens on its places; any other on its circle.
        areaKind: editing && !editing.geojson ? 'places' : 'radius',
        draft: editing ? circleOf(editing) : null,
        draftPlaces: editing?.place_ids ?? [],
      }
    }
    case 'openImport':
      return { ...state, panel: { kind: 'import' } }
    case 'closePanel':
      return { ...state, ...noDraft, panel: { kind: 'list' } }
    case 'draw':
      return { ...state, draft: action.circle }
    case 'pickPlaces':
      return { ...state, draftPlaces: action.ids }
    case 'chooseArea':
      return { ...state, areaKind: action.kind }
    case 'suggest':
      return { ...state, suggestion: action.circle }
    case 'hover':
      return { ...state, hovered: action.id }
    case 'askDelete':
      return { ...state, doomed: action.location }
  }
}

export function useLocationsState() {
  return useReducer(locationsUiReducer, INITIAL_LOCATIONS_UI)
}
