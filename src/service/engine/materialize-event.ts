// Builds the Event object (docs/api.md "Event") for one row of the columnar table; only rows a
// response returns are ever materialised.

import { DELETED_REASONS, EVENT_CATEGORIES, EVENT_STATES } from '../../contract/enums'
import type { Event } from '../../contract/event'
import type { Gazetteer } from '../data/gazetteer/types'
import { PLACE_TYPES } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import { NO_U32, NO_U8 } from '../data/tables'
import { describe, impactPatterns } from './details'
import { localString, utcString } from './format'
import { isAttendedCategory, shownAttendance } from './shown-attendance'
import { toWall } from './tz'

function nullableU8(v: number | undefined): number | null {
  return v === undefined || v === NO_U8 ? null : v
}

/** `updated` is required (docs/api.md "Event"); a row without one reports its latest other time. */
function firstKnown(...values: (number | undefined)[]): number {
  return values.find((v) => v !== undefined && !Number.isNaN(v)) ?? 0
}

export function materializeEvent(
  ds: Dataset,
  gazetteer: Gazetteer,
  row: number,
  relevance?: number,
): Event {
  const t = ds.events
  const category = EVENT_CATEGORIES[t.category[row] ?? 0] ?? 'community'
  const tzIndex = t.timezone[row] ?? NO_U32
  const timezone = tzIndex === NO_U32 ? null : (t.timezones.values[tzIndex] ?? null)
  // Zoned times are UTC instants; agnostic ones are local wall times (docs/api.md "Event").
  const time = (ms: number): string => (timezone === null ? localString(ms) : utcString(ms))
  const start = t.start[row] ?? 0
  const endRaw = t.end[row] ?? Number.NaN
  const end = Number.isNaN(endRaw) ? start : endRaw
  const lon = t.lon[row] ?? 0
  const lat = t.lat[row] ?? 0
  const placeIndex = t.place[row] ?? NO_U32
  const placeId = placeIndex === NO_U32 ? undefined : t.places.values[placeIndex]
  const hierarchy = placeId === undefined ? [] : gazetteer.hierarchy(placeId)
  const venue = t.venue[row] ?? -1
  const attended = isAttendedCategory(t.category[row] ?? 0)
  const attendance = shownAttendance(t, row)
  const seed = t.detailSeed[row] ?? row

  const entities: Event['entities'] = []
  if (venue >= 0) {
    entities.push({
      entity_id: t.venues.entityId.get(venue) ?? '',
      type: 'venue',
      name: t.venues.name.get(venue) ?? '',
      formatted_address: t.venues.address.get(venue) ?? '',
    })
  }
  for (let i = t.entities.offsets[row] ?? 0; i < (t.entities.offsets[row + 1] ?? 0); i++) {
    const e = t.entities.values[i] ?? 0
    entities.push({
      entity_id: t.entityTable.id.get(e) ?? '',
      type: t.entityTable.type.get(e) ?? '',
      name: t.entityTable.name.get(e) ?? '',
    })
  }
  const labels: string[] = []
  for (let i = t.labels.offsets[row] ?? 0; i < (t.labels.offsets[row + 1] ?? 0); i++) {
    labels.push(t.labelNames.values[t.labels.values[i] ?? 0] ?? '')
  }

  const state = EVENT_STATES[t.state[row] ?? 0] ?? 'active'
  const reason = DELETED_REASONS[(t.deletedReason[row] ?? 0) - 1]
  const changed = t.stateChanged[row] ?? Number.NaN
  const placekey = venue >= 0 && attended ? t.venues.placekey.get(venue) || undefined : undefined
  const placeName =
    (placeId !== undefined ? gazetteer.get(placeId)?.name : undefined) ??
    t.countries.values[t.country[row] ?? NO_U32] ??
    'the area'

  const event: Event = {
    id: t.id.get(row) ?? '',
    title: t.title.get(row) ?? '',
    description: describe(seed, {
      title: t.title.get(row) ?? '',
      category,
      place: placeName,
      venue: venue >= 0 ? t.venues.name.get(venue) : undefined,
      attendance: attended && attendance !== NO_U32 ? attendance : undefined,
    }),
    category,
    labels,
    rank: t.rank[row] ?? 0,
    local_rank: nullableU8(t.localRank[row]),
    aviation_rank: nullableU8(t.aviationRank[row]),
    entities,
    duration: Math.round((end - start) / 1000),
    start: time(start),
    end: time(end),
    updated: utcString(firstKnown(t.updated[row], t.stateChanged[row], t.firstSeen[row], start)),
    first_seen: Number.isNaN(t.firstSeen[row] ?? Number.NaN)
      ? null
      : utcString(t.firstSeen[row] ?? 0),
    timezone,
    location: [lon, lat],
    geo: {
      geometry: { type: 'Point', coordinates: [lon, lat] },
      ...(placekey ? { placekey } : {}),
    },
    scope: PLACE_TYPES[t.scope[row] ?? 0] ?? 'locality',
    country: t.countries.values[t.country[row] ?? NO_U32] ?? '',
    place_hierarchies:
      hierarchy.length > 0 ? [[...hierarchy]] : placeId !== undefined ? [[placeId]] : [],
    state,
    relevance: relevance ?? null,
    private: false,
  }
  if (attended && attendance !== NO_U32) event.svc_attendance = attendance
  const predictedEnd = t.predictedEnd[row] ?? Number.NaN
  if (!Number.isNaN(predictedEnd)) event.predicted_end = time(predictedEnd)
  // cancelled/postponed appear only for that deleted_reason; null when the date is unknown
  // (docs/api.md "Event").
  if (state === 'deleted' && reason) {
    event.deleted_reason = reason
    if (reason === 'cancelled' || reason === 'postponed')
      event[reason] = Number.isNaN(changed) ? null : utcString(changed)
    const dup = t.duplicateOf[row] ?? -1
    if (reason === 'duplicate' && dup >= 0) event.duplicate_of_id = t.id.get(dup) ?? ''
  }
  if (placekey) event.placekey = placekey
  const parent = t.parent[row] ?? -1
  if (parent >= 0) event.parent_event = { parent_event_id: t.id.get(parent) ?? '' }
  if (attended) {
    const wall = (ms: number): number => (timezone === null ? ms : toWall(timezone, ms))
    event.impact_patterns = impactPatterns(seed, wall(start), wall(end > start ? end - 1 : start))
  }
  return event
}
