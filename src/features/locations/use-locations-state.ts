// Short-lived UI state of the view (design rule: anything shared is in the URL; this is not):
// which panel is open, the circle being drawn or the centre awaiting its radius, the places picked,
// the industry a radius is suggested for, the hovered and the doomed location. One reducer, so
// that every change the view can make is named below and the ones that move several fields
// together (opening or closing the form, picking a place) do it in one place.
import { useReducer } from 'react'

import type { RadiusCircle } from '../../components/map/within'
import type { Industry } from '../../contract/enums'
import type { SavedLocation } from '../../contract/saved-location'
import type { LonLat } from '../../utils/geodesy'
import { circleOf } from './location-shape'

export type Panel =
  | { readonly kind: 'list' }
  | { readonly kind: 'form'; readonly editing: SavedLocation | undefined }
  | { readonly kind: 'import' }

export interface LocationsUiState {
  readonly panel: Panel
  /** The circle drawn or typed in the open form. */
  readonly draft: RadiusCircle | null
  /**
   * A centre placed (a click on the map, a place picked) whose radius is still to be set: a
   * suggested radius is asked for it before any circle exists.
   */
  readonly centre: LonLat | null
  /** The point of the place last picked in the form, which the map flies to. */
  readonly focus: LonLat | null
  /** Place ids picked in the open form, drawn on the map before the location is saved. */
  readonly draftPlaces: readonly string[]
  /** Whether the open form's area is a radius (drawn on the map) or places. */
  readonly areaKind: 'radius' | 'places'
  /** The industry the suggested radius is asked for. */
  readonly industry: Industry
  readonly hovered: string | null
  /** The location the delete dialog asks about. */
  readonly doomed: SavedLocation | null
}

export type LocationsUiAction =
  | { readonly type: 'openForm'; readonly editing: SavedLocation | undefined }
  | { readonly type: 'openImport' }
  | { readonly type: 'closePanel' }
  | { readonly type: 'draw'; readonly circle: RadiusCircle | null }
  /** A centre placed on the map, its radius still to come. */
  | { readonly type: 'placeCentre'; readonly at: LonLat }
  /** A place picked in the form: the area is centred on its point. */
  | { readonly type: 'pickPlace'; readonly at: LonLat }
  | { readonly type: 'pickPlaces'; readonly ids: readonly string[] }
  | { readonly type: 'chooseArea'; readonly kind: 'radius' | 'places' }
  | { readonly type: 'chooseIndustry'; readonly industry: Industry }
  | { readonly type: 'hover'; readonly id: string | null }
  | { readonly type: 'askDelete'; readonly location: SavedLocation | null }

export const INITIAL_LOCATIONS_UI: LocationsUiState = {
  panel: { kind: 'list' },
  draft: null,
  centre: null,
  focus: null,
  draftPlaces: [],
  areaKind: 'radius',
  industry: 'other',
  hovered: null,
  doomed: null,
}

/** The form's area as it starts, or as it is left once the panel closes. */
const noDraft = { draft: null, centre: null, focus: null, draftPlaces: [] } as const

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
      // A circle takes up the centre that awaited it; a cleared one leaves nothing placed.
      return { ...state, draft: action.circle, centre: null }
    case 'placeCentre':
      return { ...state, centre: action.at }
    case 'pickPlace':
      // A circle already drawn moves to the place, keeping its radius; else the place is the
      // centre awaiting a radius.
      return state.draft
        ? { ...state, draft: { ...state.draft, ...action.at }, centre: null, focus: action.at }
        : { ...state, centre: action.at, focus: action.at }
    case 'pickPlaces':
      return { ...state, draftPlaces: action.ids }
    case 'chooseArea':
      return { ...state, areaKind: action.kind }
    case 'chooseIndustry':
      return { ...state, industry: action.industry }
    case 'hover':
      return { ...state, hovered: action.id }
    case 'askDelete':
      return { ...state, doomed: action.location }
  }
}

/**
 * The point a radius is suggested for: the centre awaiting a radius, else the drawn circle's own;
 * none unless the open form's area is a radius.
 */
export function suggestionCentre(state: LocationsUiState): LonLat | null {
  if (state.panel.kind !== 'form' || state.areaKind !== 'radius') return null
  if (state.centre) return state.centre
  return state.draft ? { lon: state.draft.lon, lat: state.draft.lat } : null
}

export function useLocationsState() {
  return useReducer(locationsUiReducer, INITIAL_LOCATIONS_UI)
}
