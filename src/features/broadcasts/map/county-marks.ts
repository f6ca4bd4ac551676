// Which counties the map outlines: those the analyst picked (a radius's counties, or place ids
// that are counties) and those televising the selected broadcast's event.
import type { CountyMark } from '../../../components/map/counties-layer'
import type { RadiusArea } from '../build-query'

export function countyMarks(
  area: RadiusArea,
  placeIds: readonly string[],
  eventCountyIds: readonly string[],
): ReadonlyMap<string, CountyMark> {
  const marks = new Map<string, CountyMark>()
  for (const id of eventCountyIds) marks.set(id, 'related')
  const picked = area.kind === 'counties' ? area.ids : placeIds
  // The analyst's own choice wins the outline where both apply.
  for (const id of picked) marks.set(id, 'selected')
  return marks
}
