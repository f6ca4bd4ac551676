// The location in words, for captions and exports: names of places and saved locations when the
// API has told them, else their ids; a radius as "10 km around 41.88, -87.63".
import type { SavedLocation } from '../../contract/saved-location'
import { withinText } from '../../components/context/context-text'
import type { LocationChoice } from './location'

export function locationCaption(
  choice: LocationChoice,
  names: { readonly places: ReadonlyMap<string, string> },
  saved: SavedLocation | undefined,
): string {
  if (choice.kind !== 'ready') return 'No location'
  if (saved) return saved.name
  const location = choice.location
  if (location.by === 'place') {
    return location.placeIds.map((id) => names.places.get(id) ?? `Place ${id}`).join(' + ')
  }
  return withinText(`${location.radius}${location.unit}@${location.lat},${location.lon}`)
}
