// Builds the broadcast objects (docs/api.md "Broadcast", "Deleted broadcast", "Duplicate
// broadcast"): the shape depends on record_status.

import type { Broadcast } from '../../contract/broadcast'
import { BROADCAST_RECORD_STATUSES, BROADCAST_STATUSES } from '../../contract/enums'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import { NO_U32, NO_U8 } from '../data/tables'
import { localString, utcString } from './format'
import { toWall } from './tz'

type ActiveBroadcast = Extract<Broadcast, { record_status: 'active' }>
type BroadcastEvent = NonNullable<ActiveBroadcast['event']>

function broadcastEvent(ds: Dataset, gazetteer: Gazetteer, row: number): BroadcastEvent {
  const t = ds.events
  const tzIndex = t.timezone[row] ?? NO_U32
  const timezone = tzIndex === NO_U32 ? 'UTC' : (t.timezones.values[tzIndex] ?? 'UTC')
  const start = t.start[row] ?? 0
  const end = t.end[row] ?? Number.NaN
  const predictedEnd = t.predictedEnd[row] ?? Number.NaN
  // Floating rows (no zone; read as UTC here) already hold wall times; zoned rows are converted.
  const wall = (ms: number): number => (tzIndex === NO_U32 ? ms : toWall(timezone, ms))
  const placeId = t.places.values[t.place[row] ?? NO_U32]
  const venue = t.venues
  const v = t.venue[row] ?? -1
  const entities: BroadcastEvent['entities'] = []
  if (v >= 0)
    entities.push({
      entity_id: venue.entityId.get(v) ?? '',
      type: 'venue',
      name: venue.name.get(v) ?? '',
      formatted_address: venue.address.get(v) ?? '',
    })
  for (let i = t.entities.offsets[row] ?? 0; i < (t.entities.offsets[row + 1] ?? 0); i++) {
    const e = t.entities.values[i] ?? 0
    entities.push({
      entity_id: t.entityTable.id.get(e) ?? '',
      type: 'organisation',
      name: t.entityTable.name.get(e) ?? '',
    })
  }
  const labels: string[] = []
  for (let i = t.labels.offsets[row] ?? 0; i < (t.labels.offsets[row + 1] ?? 0); i++)
    labels.push(t.labelNames.values[t.labels.values[i] ?? 0] ?? '')
  const out: BroadcastEvent = {
    event_id: t.id.get(row) ?? '',
    title: t.title.get(row) ?? '',
    category: 'sports',
    labels,
    dates: { start: utcString(start), start_local: localString(wall(start)), timezone },
    location: {
      geopoint: { lon: t.lon[row] ?? 0, lat: t.lat[row] ?? 0 },
      place_hierarchies: placeId === undefined ? [] : [[...gazetteer.hierarchy(placeId)]],
      country: t.countries.values[t.country[row] ?? NO_U32] ?? '',
    },
    entities,
    svc_rank: t.rank[row] ?? 0,
  }
  // An end at the start stands for "no actual end" (data/tables.ts EventTable.end); a broadcast's
  // event may leave `end` out (src/contract/broadcast.ts), so it names the prediction instead.
  if (end > start) {
    out.dates.end = utcString(end)
    out.dates.end_local = localString(wall(end))
  } else if (!Number.isNaN(predictedEnd)) {
    out.dates.predicted_end_local = localString(wall(predictedEnd))
  }
  const attendance = t.attendance[row] ?? NO_U32
  if (attendance !== NO_U32) out.svc_attendance = attendance
  const local = t.localRank[row] ?? NO_U8
  if (local !== NO_U8) out.local_rank = local
  const aviation = t.aviationRank[row] ?? NO_U8
  if (aviation !== NO_U8) out.aviation_rank = aviation
  return out
}

export function materializeBroadcast(ds: Dataset, gazetteer: Gazetteer, row: number): Broadcast {
  const b = ds.broadcasts
  const base = {
    broadcast_id: b.id.get(row) ?? '',
    updated: utcString(b.updated[row] ?? 0),
    first_seen: utcString(b.firstSeen[row] ?? b.updated[row] ?? 0),
  }
  const status = BROADCAST_RECORD_STATUSES[b.recordStatus[row] ?? 0] ?? 'active'
  if (status === 'deleted') return { ...base, record_status: 'deleted' }
  if (status === 'duplicate') {
    return {
      ...base,
      record_status: 'duplicate',
      duplicate_of_id: b.id.get(b.duplicateOf[row] ?? -1) ?? '',
    }
  }
  const countyId = b.places.values[b.county[row] ?? 0] ?? ''
  const county = gazetteer.get(countyId)
  const timezone = county?.timezone ?? 'UTC'
  const start = b.start[row] ?? 0
  const out: ActiveBroadcast = {
    ...base,
    record_status: 'active',
    broadcast_status: BROADCAST_STATUSES[b.broadcastStatus[row] ?? 0] ?? 'scheduled',
    dates: { start: utcString(start), start_local: localString(toWall(timezone, start)), timezone },
    location: {
      geopoint: { lon: county?.lon ?? 0, lat: county?.lat ?? 0 },
      place_hierarchies: [[...gazetteer.hierarchy(countyId)]],
      places: [
        {
          place_id: countyId,
          type: 'county',
          name: county?.name ?? '',
          county: county?.countyName ?? county?.name ?? '',
          region: county?.regionName ?? '',
          country: county?.countryAlpha2 ?? 'US',
        },
      ],
      country: county?.countryAlpha2 ?? 'US',
    },
  }
  const viewership = b.viewership[row] ?? NO_U32
  if (viewership !== NO_U32) out.svc_viewership = viewership
  const event = b.event[row] ?? NO_U32
  if (event !== NO_U32) out.event = broadcastEvent(ds, gazetteer, event)
  return out
}
