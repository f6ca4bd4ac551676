// Event rows of the columnar table as API Event objects (spec "Event"). The engine has no
// materialiser yet, so this adapter builds them from the columns and engine/details.ts.
import type { Event } from '../../contract/event'
import { DELETED_REASONS, EVENT_CATEGORIES, EVENT_STATES } from '../../contract/enums'
import type { Gazetteer } from '../data/gazetteer/types'
import { PLACE_TYPES } from '../data/gazetteer/types'
import type { EventTable } from '../data/tables'
import { NO_U32, NO_U8 } from '../data/tables'
import { describe, impactPatterns } from '../engine/details'
import { localString, utcString } from '../engine/format'
import { toWall } from '../engine/tz'

const ATTENDED = new Set(['community', 'concerts', 'conferences', 'expos', 'festivals', 'performing-arts', 'sports'])

function entitiesOf(t: EventTable, r: number): Event['entities'] {
  const out: Event['entities'] = []
  const v = t.venue[r] ?? -1
  if (v >= 0) {
    out.push({
      entity_id: t.venues.entityId[v] ?? '',
      type: 'venue',
      name: t.venues.name[v] ?? '',
      formatted_address: t.venues.address[v] ?? '',
    })
  }
  for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
    const e = t.entities.values[i] ?? 0
    out.push({
      entity_id: t.entityTable.id[e] ?? '',
      type: t.entityTable.type[e] ?? '',
      name: t.entityTable.name[e] ?? '',
    })
  }
  return out
}

function labelsOf(t: EventTable, r: number): string[] {
  const out: string[] = []
  for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
    out.push(t.labelNames.values[t.labels.values[i] ?? 0] ?? '')
  }
  return out
}

const orNull = (v: number, none: number): number | null => (v === none ? null : v)
const nanNull = (v: number): number | null => (Number.isNaN(v) ? null : v)

/** One event row; `relevance` is null when the query has no relevance component. */
export function materializeEvent(
  t: EventTable,
  gazetteer: Gazetteer,
  r: number,
  relevance: number | null,
): Event {
  const tzIndex = t.timezone[r] ?? NO_U32
  const timezone = tzIndex === NO_U32 ? null : (t.timezones.values[tzIndex] ?? null)
  // Spec Event.start/end: UTC with a time zone, zone-less local times when `timezone` is null.
  const time = (ms: number): string => (timezone === null ? localString(ms) : utcString(ms))
  const start = t.start[r] ?? 0
  const endRaw = t.end[r] ?? Number.NaN
  const end = Number.isNaN(endRaw) ? start : endRaw
  const category = EVENT_CATEGORIES[t.category[r] ?? 0] ?? 'community'
  const placeIndex = t.place[r] ?? NO_U32
  const placeId = placeIndex === NO_U32 ? undefined : t.places.values[placeIndex]
  const place = placeId === undefined ? undefined : gazetteer.get(placeId)
  const attendance = orNull(t.attendance[r] ?? NO_U32, NO_U32)
  const venue = t.venue[r] ?? -1
  const placekey = venue >= 0 ? (t.venues.placekey[venue] ?? '') : ''
  const lon = t.lon[r] ?? 0
  const lat = t.lat[r] ?? 0
  const state = EVENT_STATES[t.state[r] ?? 0] ?? 'active'
  const reason = DELETED_REASONS[(t.deletedReason[r] ?? 0) - 1]
  const duplicateOf = t.duplicateOf[r] ?? -1
  const parent = t.parent[r] ?? -1
  const predictedEnd = t.predictedEnd[r] ?? Number.NaN
  const seed = t.detailSeed[r] ?? 0
  const wall = (ms: number): number => (timezone === null ? ms : toWall(timezone, ms))
  const title = t.title[r] ?? ''
  return {
    id: t.id[r] ?? '',
    title,
    description: describe(seed, {
      title,
      category,
      place: place?.name ?? 'the area',
      ...(venue >= 0 && { venue: t.venues.name[venue] ?? '' }),
      ...(attendance !== null && { attendance }),
    }),
    category,
    labels: labelsOf(t, r),
    rank: t.rank[r] ?? 0,
    local_rank: orNull(t.localRank[r] ?? NO_U8, NO_U8),
    aviation_rank: orNull(t.aviationRank[r] ?? NO_U8, NO_U8),
    ...(ATTENDED.has(category) && { svc_attendance: attendance }),
    entities: entitiesOf(t, r),
    duration: Math.max(0, Math.round((end - start) / 1000)),
    start: time(start),
    end: time(end),
    // The table keeps a predicted end only for events without an actual end (spec Event).
    ...(!Number.isNaN(predictedEnd) && { predicted_end: time(predictedEnd) }),
    updated: utcString(t.updated[r] ?? 0),
    first_seen: nanNull(t.firstSeen[r] ?? Number.NaN) === null ? null : utcString(t.firstSeen[r] ?? 0),
    ...(reason === 'cancelled' || reason === 'postponed'
      ? { [reason]: Number.isNaN(t.stateChanged[r] ?? Number.NaN) ? null : utcString(t.stateChanged[r] ?? 0) }
      : {}),
    timezone,
    location: [lon, lat],
    geo: { geometry: { type: 'Point', coordinates: [lon, lat] }, ...(placekey !== '' && { placekey }) },
    ...(placekey !== '' && { placekey }),
    scope: PLACE_TYPES[t.scope[r] ?? 0] ?? 'locality',
    country: t.countries.values[t.country[r] ?? NO_U32] ?? '',
    place_hierarchies: placeId === undefined ? [] : [gazetteer.hierarchy(placeId).slice()],
    state,
    ...(state === 'deleted' && reason !== undefined && { deleted_reason: reason }),
    ...(reason === 'duplicate' && duplicateOf >= 0 && { duplicate_of_id: t.id[duplicateOf] ?? '' }),
    ...(parent >= 0 && { parent_event: { parent_event_id: t.id[parent] ?? '' } }),
    relevance,
    ...(ATTENDED.has(category) && { impact_patterns: impactPatterns(seed, wall(start), wall(end)) }),
    private: false,
  }
}
