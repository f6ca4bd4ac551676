// Broadcast rows as the three record shapes of the spec ("Broadcast", "Deleted broadcast",
// "Duplicate broadcast"). The engine has no materialiser yet, so this adapter builds them.
import type { Broadcast } from '../../contract/broadcast'
import { BROADCAST_RECORD_STATUSES, BROADCAST_STATUSES } from '../../contract/enums'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Dataset } from '../data/tables'
import { NO_U32, NO_U8 } from '../data/tables'
import type { Indexes } from '../engine/build'
import { localString, utcString } from '../engine/format'
import { toWall } from '../engine/tz'
import { materializeEvent } from './materialize-event'

type ActiveBroadcast = Extract<Broadcast, { record_status: 'active' }>
type BroadcastEvent = NonNullable<ActiveBroadcast['event']>

function broadcastEvent(ds: Dataset, gazetteer: Gazetteer, row: number): BroadcastEvent {
  const e = materializeEvent(ds.events, gazetteer, row, null)
  const t = ds.events
  const tz = e.timezone ?? 'UTC'
  const start = t.start[row] ?? 0
  const end = t.end[row] ?? Number.NaN
  const predictedEnd = t.predictedEnd[row] ?? Number.NaN
  // Floating events already hold local wall times; zoned ones are converted.
  const local = (ms: number): string => localString(e.timezone === null ? ms : toWall(tz, ms))
  const instant = utcString
  const local_rank = t.localRank[row] ?? NO_U8
  const aviation = t.aviationRank[row] ?? NO_U8
  const attendance = t.attendance[row] ?? NO_U32
  return {
    event_id: e.id,
    title: e.title,
    category: 'sports',
    labels: e.labels,
    dates: {
      start: instant(start),
      start_local: local(start),
      timezone: tz,
      ...(!Number.isNaN(end) && { end: instant(end), end_local: local(end) }),
      ...(!Number.isNaN(predictedEnd) && { predicted_end_local: local(predictedEnd) }),
    },
    location: {
      geopoint: { lon: e.location[0], lat: e.location[1] },
      place_hierarchies: e.place_hierarchies,
      country: e.country,
    },
    entities: e.entities.map((x) => ({
      entity_id: x.entity_id,
      type: x.type === 'venue' ? 'venue' : 'organisation',
      name: x.name,
      ...(x.formatted_address !== undefined && { formatted_address: x.formatted_address }),
    })),
    ...(attendance !== NO_U32 && { svc_attendance: attendance }),
    svc_rank: t.rank[row] ?? 0,
    ...(local_rank !== NO_U8 && { local_rank }),
    ...(aviation !== NO_U8 && { aviation_rank: aviation }),
  }
}

export function materializeBroadcast(
  ds: Dataset,
  indexes: Indexes,
  gazetteer: Gazetteer,
  r: number,
): Broadcast {
  const b = ds.broadcasts
  const base = {
    broadcast_id: b.id[r] ?? '',
    updated: utcString(b.updated[r] ?? 0),
    first_seen: utcString(b.firstSeen[r] ?? 0),
  }
  const status = BROADCAST_RECORD_STATUSES[b.recordStatus[r] ?? 0] ?? 'active'
  if (status === 'deleted') return { ...base, record_status: 'deleted' }
  if (status === 'duplicate') {
    return { ...base, record_status: 'duplicate', duplicate_of_id: b.id[b.duplicateOf[r] ?? -1] ?? '' }
  }
  const countyIndex = b.county[r] ?? 0
  const countyId = b.places.values[countyIndex] ?? ''
  const county = gazetteer.get(countyId)
  const tz = indexes.broadcasts.countyTz[countyIndex] ?? 'UTC'
  const start = b.start[r] ?? 0
  const viewership = b.viewership[r] ?? NO_U32
  return {
    ...base,
    record_status: 'active',
    broadcast_status: BROADCAST_STATUSES[b.broadcastStatus[r] ?? 0] ?? 'scheduled',
    dates: { start: utcString(start), start_local: localString(toWall(tz, start)), timezone: tz },
    ...(county && {
      location: {
        geopoint: { lon: county.lon, lat: county.lat },
        place_hierarchies: [gazetteer.hierarchy(county.id).slice()],
        places: [
          {
            place_id: county.id,
            type: 'county' as const,
            name: county.name,
            county: county.name,
            region: county.regionName ?? '',
            country: county.countryAlpha2 ?? 'US',
          },
        ],
        country: county.countryAlpha2 ?? 'US',
      },
    }),
    ...(viewership !== NO_U32 && { svc_viewership: viewership }),
    event: broadcastEvent(ds, gazetteer, b.event[r] ?? 0),
  }
}
