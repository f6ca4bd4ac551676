import { describe, expect, it } from 'vitest'

import type { SavedLocation } from '../../contract/saved-location'
import { INITIAL_LOCATIONS_UI, locationsUiReducer, suggestionCentre } from './use-locations-state'
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
  it('opens a new location on an empty radius, nothing placed, the industry kept', () => {
    const state = run(
      { type: 'openForm', editing: undefined },
      { type: 'placeCentre', at: { lon: 5, lat: 6 } },
      { type: 'chooseIndustry', industry: 'parking' },
      { type: 'closePanel' },
      { type: 'openForm', editing: undefined },
    )
    expect(state).toMatchObject({
      panel: { kind: 'form', editing: undefined },
      areaKind: 'radius',
      draft: null,
      centre: null,
      focus: null,
      draftPlaces: [],
      industry: 'parking',
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
      { type: 'pickPlace', at: { lon: 5, lat: 6 } },
      { type: 'hover', id: 'loc-2' },
      { type: 'closePanel' },
    )
    expect(state).toEqual({
      ...INITIAL_LOCATIONS_UI,
      areaKind: 'places',
      hovered: 'loc-2',
    })
  })

  it('places a centre that awaits its radius, which a drawn circle then takes up', () => {
    const at = { lon: -97.74, lat: 30.27 }
    const placed = run({ type: 'openForm', editing: undefined }, { type: 'placeCentre', at })
    expect(placed).toMatchObject({ centre: at, draft: null, focus: null })
    expect(suggestionCentre(placed)).toEqual(at)
    const drawn = locationsUiReducer(placed, { type: 'draw', circle })
    expect(drawn).toMatchObject({ centre: null, draft: circle })
    expect(suggestionCentre(drawn)).toEqual({ lon: 1, lat: 2 })
    expect(locationsUiReducer(drawn, { type: 'draw', circle: null }).centre).toBeNull()
  })

  it('centres the area on a place found: the centre, or the drawn circle moved there', () => {
    const at = { lon: -97.74, lat: 30.27 }
    const fresh = run({ type: 'openForm', editing: undefined }, { type: 'pickPlace', at })
    expect(fresh).toMatchObject({ centre: at, focus: at, draft: null })
    const moved = run(
      { type: 'openForm', editing: undefined },
      { type: 'draw', circle },
      { type: 'pickPlace', at },
    )
    expect(moved).toMatchObject({
      centre: null,
      focus: at,
      draft: { lon: -97.74, lat: 30.27, radius: 3, unit: 'km' },
    })
  })

  it('suggests a radius only for the radius area of an open form', () => {
    const at = { lon: 5, lat: 6 }
    expect(suggestionCentre(run({ type: 'placeCentre', at }))).toBeNull()
    expect(
      suggestionCentre(
        run(
          { type: 'openForm', editing: undefined },
          { type: 'placeCentre', at },
          { type: 'chooseArea', kind: 'places' },
        ),
      ),
    ).toBeNull()
    expect(suggestionCentre(run({ type: 'openForm', editing: byCircle }))).toEqual({
      lon: 151.21,
      lat: -33.87,
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
