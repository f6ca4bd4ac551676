// A location's area in words where there is room for it (its page, its brief): a circle's radius,
// or the names of its places ("Manhattan, New York, US · Brooklyn, New York, US"). The list keeps
// the count (location-shape.ts radiusText); until the names arrive, or if they cannot, so does this.
import { useContextNames } from '../../components/context/use-context-names'
import type { SavedLocation } from '../../contract/saved-location'
import { radiusText } from './location-shape'

const NONE: string[] = []

export function AreaText({
  location,
}: {
  readonly location: Pick<SavedLocation, 'geojson' | 'place_ids'>
}) {
  const ids = location.geojson ? NONE : (location.place_ids ?? NONE)
  const { places } = useContextNames({ place: ids, loc: NONE })
  const names = ids.map((id) => places.get(id))
  if (ids.length === 0 || names.some((name) => name === undefined)) return radiusText(location)
  return names.join(' · ')
}
