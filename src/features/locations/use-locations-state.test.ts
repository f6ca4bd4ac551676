import { describe, expect, it } from 'vitest'

import type { SavedLocation } from '../../contract/saved-location'
import { INITIAL_LOCATIONS_UI, locationsUiReducer } from './use-locations-state'
import type { LocationsUiAction, LocationsUiState } from './use-locations-state'

const run = (...actions: LocationsUiAction[]): LocationsUiState =>
  actions.reduce(locationsUiReducer, INITIAL_LOCATIONS_UI)

const base = {
  location_id: 'loc-1',
  name: 'Harbour front',
  labels: [],
} as unknown as SavedLocation
const byCircle = {
  ...base,
  geojson: {
    type: 'Feature',
    properties: { radius: 2, radius_unit: 'km' },
    geometry: { type: 'Point', coordinates: [151.21, -33.87] },
  },
} as SavedLocation
const byPlaces = { ...base, geojson: undefined, place_ids: ['85922583'] } as SavedLocation
const circle = { lon: 1, lat: 2, radius: 3, unit: 'km' } as const

describe('locationsUiReducer', () => {
  it('opens a new location on an empty radius and no suggestion', () => {
    const state = run({ type: 'suggest', circle }, { type: 'openForm', editing: undefined })
    expect(state).toMatchObject({
      panel: { kind: 'form', editing: undefined },
      areaKind: 'radius',
      draft: null,
      draftPlaces: [],
      suggestion: null,
    })
  })

  it('opens a location for editing on its own area: its circle, or its places', () => {
    expect(run({ type: 'openForm', editing: byCircle })).toMatchObject({
      areaKind: 'radius',
      draft: { lon: 151.21, lat: -33.87, radius: 2, unit: 'km' },
    })
    expect(run({ type: 'openForm', editing: byPlaces })).toMatchObject({
      areaKind: 'places',
      draft: null,
      draftPlaces: ['85922583'],
    })
  })

  it('drops what the form drew, picked and was suggested when the panel closes', () => {
    const state = run(
      { type: 'openForm', editing: undefined },
      { type: 'draw', circle },
      { type: 'chooseArea', kind: 'places' },
      { type: 'pickPlaces', ids: ['1', '2'] },
      { type: 'suggest', circle },
      { type: 'hover', id: 'loc-2' },
      { type: 'closePanel' },
    )
    expect(state).toEqual({
      ...INITIAL_LOCATIONS_UI,
      areaKind: 'places',
      hovered: 'loc-2',
    })
  })

  it('keeps the hovered and the doomed location apart from the panel', () => {
    const state = run(
      { type: 'openImport' },
      { type: 'askDelete', location: byCircle },
      { type: 'hover', id: 'loc-1' },
    )
    expect(state.panel).toEqual({ kind: 'import' })
    expect(state.doomed).toBe(byCircle)
    expect(
      run({ type: 'askDelete', location: byCircle }, { type: 'askDelete', location: null }).doomed,
    ).toBeNull()
  })
})
