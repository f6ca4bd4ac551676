// The caption an exported chart carries (docs/view-habits.md "Exports": PNG and SVG with title,
// legend, axes and the filters in a caption): the period, the place and every other filter, in the
// words the page uses, so a picture pasted into a report still says what it counts.
import { periodText, withinText } from '../../../components/context/context-text'
import { formatInteger, formatSlug } from '../../../utils/format'
import type { RadiusArea } from '../build-query'
import type { BroadcastsSearch } from '../search-schema'

export interface CaptionInput {
  readonly search: BroadcastsSearch
  readonly nowMs: number
  readonly area: RadiusArea
  /** Names of the place ids, where known; the id stands in for the others. */
  readonly placeNames: ReadonlyMap<string, string>
  /** Broadcasts the chart is drawn from, and how many match (they differ when the map is capped). */
  readonly shown: number
  readonly total: number | undefined
}

function whereText({ search, area, placeNames }: CaptionInput): string {
  const parts: string[] = []
  if (search.within !== undefined) {
    const counties = area.kind === 'counties' ? ` (${formatInteger(area.ids.length)} counties)` : ''
    parts.push(`${withinText(search.within)}${counties}`)
  }
  const places = search.place.map((id) => placeNames.get(id) ?? `place ${id}`)
  if (places.length > 0) parts.push(places.join('; '))
  if (search.origin !== undefined) parts.push(`the county at ${search.origin}`)
  return parts.length === 0 ? 'Where: every US county' : `Where: ${parts.join(', within ')}`
}

function filtersText(search: BroadcastsSearch): string {
  const parts: string[] = []
  const list = (value: readonly string[]) => value.join(', ')
  if (search.status.length > 0) {
    parts.push(`status ${search.status.map(formatSlug).join(', ').toLowerCase()}`)
  }
  if (search.viewMin !== undefined || search.viewMax !== undefined) {
    const low = search.viewMin === undefined ? '' : `at least ${formatInteger(search.viewMin)}`
    const high = search.viewMax === undefined ? '' : `at most ${formatInteger(search.viewMax)}`
    parts.push(`viewers per broadcast ${[low, high].filter((t) => t !== '').join(' and ')}`)
  }
  if (search.label.length > 0) parts.push(`league labels ${list(search.label)}`)
  if (search.eventId.length > 0) parts.push(`events ${list(search.eventId)}`)
  if (search.entity.length > 0) parts.push(`teams or venues ${list(search.entity)}`)
  const records = search.record_status.length === 0 ? 'active' : list(search.record_status)
  parts.push(`records ${records}`)
  return `Filters: ${parts.join('; ')}`
}

export function chartCaption(input: CaptionInput): string[] {
  const lines = [
    `Period: ${periodText(input.search, input.nowMs)}`,
    whereText(input),
    filtersText(input.search),
  ]
  if (input.total !== undefined && input.shown < input.total) {
    lines.push(
      `Drawn from the ${formatInteger(input.shown)} most watched of ${formatInteger(input.total)} matching broadcasts`,
    )
  }
  lines.push('Source: Event Intelligence API, /v1/broadcasts/')
  return lines
}
