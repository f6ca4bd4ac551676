// Short-lived UI state of the view (design rule: anything shared is in the URL; this is not):
// which panel is open, the circle being drawn or the places picked, a suggestion, the hovered and
// the doomed location.
import { useState } from 'react'

import type { RadiusCircle } from '../../components/map/within'
import type { SavedLocation } from '../../contract/saved-location'
import { circleOf } from './location-shape'

export type Panel =
  | { readonly kind: 'list' }
  | { readonly kind: 'form'; readonly editing: SavedLocation | undefined }
  | { readonly kind: 'import' }

export function useLocationsState() {
  const [panel, setPanel] = useState<Panel>({ kind: 'list' })
  const [draft, setDraft] = useState<RadiusCircle | null>(null)
  /** Place ids picked in the open form, drawn on the map before the location is saved. */
  const [draftPlaces, setDraftPlaces] = useState<readonly string[]>([])
  const [suggestion, setSuggestion] = useState<RadiusCircle | null>(null)
  const [hovered, setHovered] = useState<string | null>(null)
  const [doomed, setDoomed] = useState<SavedLocation | null>(null)
  /** Whether the open form's area is a radius (drawn on the map) or places. */
  const [areaKind, setAreaKind] = useState<'radius' | 'places'>('radius')
  const openForm = (editing: SavedLocation | undefined) => {
    setPanel({ kind: 'form', editing })
    setAreaKind(editing && !editing.geojson ? 'places' : 'radius')
    setDraft(editing ? circleOf(editing) : null)
    setDraftPlaces(editing?.place_ids ?? [])
    setSuggestion(null)
  }
  const closePanel = () => {
    setPanel({ kind: 'list' })
    setDraft(null)
    setDraftPlaces([])
    setSuggestion(null)
  }
  return {
    panel,
    setPanel,
    draft,
    setDraft,
    draftPlaces,
    setDraftPlaces,
    suggestion,
    setSuggestion,
    hovered,
    setHovered,
    doomed,
    setDoomed,
    areaKind,
    setAreaKind,
    openForm,
    closePanel,
  }
}
