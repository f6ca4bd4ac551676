// The events CSV: one row per event of the filtered query, every page (docs/api.md "Search events":
// `next` links). The header is the first line: spreadsheets and pandas read any line above it as a
// data row. Which dates were asked for and when the export ran go in the file name instead.
import type { ApiClient } from '../../../api/client'
import { paginate } from '../../../api/paginate'
import type { PageProgress } from '../../../api/paginate'
import { pagesToCsv } from '../../../components/export/csv-export'
import type { CsvExportResult } from '../../../components/export/csv-export'
import { periodFileName } from '../../../components/export/download'
import type { Event } from '../../../contract/event'
import type { CsvColumn } from '../../../utils/csv'
import type { EventsQueryInput } from '../build-query'

export const EVENT_CSV_COLUMNS: readonly CsvColumn<Event>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'title', value: (e) => e.title },
  { header: 'category', value: (e) => e.category },
  { header: 'labels', value: (e) => e.labels.join(';') },
  { header: 'start', value: (e) => e.start },
  { header: 'end', value: (e) => e.end },
  { header: 'predicted_end', value: (e) => e.predicted_end },
  { header: 'timezone', value: (e) => e.timezone },
  { header: 'duration_seconds', value: (e) => e.duration },
  { header: 'rank', value: (e) => e.rank },
  { header: 'local_rank', value: (e) => e.local_rank },
  { header: 'aviation_rank', value: (e) => e.aviation_rank },
  { header: 'svc_attendance', value: (e) => e.svc_attendance },
  { header: 'state', value: (e) => e.state },
  { header: 'deleted_reason', value: (e) => e.deleted_reason },
  { header: 'country', value: (e) => e.country },
  { header: 'scope', value: (e) => e.scope },
  { header: 'longitude', value: (e) => e.geo.geometry.coordinates[0] },
  { header: 'latitude', value: (e) => e.geo.geometry.coordinates[1] },
  { header: 'placekey', value: (e) => e.placekey ?? e.geo.placekey },
  { header: 'venue', value: (e) => e.entities.find((x) => x.type === 'venue')?.name },
  {
    header: 'venue_address',
    value: (e) => e.entities.find((x) => x.type === 'venue')?.formatted_address,
  },
  { header: 'entities', value: (e) => e.entities.map((x) => x.name).join(';') },
  {
    header: 'place_hierarchies',
    value: (e) => e.place_hierarchies.map((h) => h.join('>')).join(';'),
  },
  { header: 'parent_event_id', value: (e) => e.parent_event?.parent_event_id },
  { header: 'updated', value: (e) => e.updated },
  { header: 'first_seen', value: (e) => e.first_seen },
]

/** `events-<from>-to-<to>-<when>.csv`: the `active` dates of the query, then when it ran. */
export function exportFileName(query: EventsQueryInput, exportedAt: Date): string {
  return periodFileName('events', query['active.gte'], query['active.lte'], 'csv', exportedAt)
}

/** Fetches every page of `query` and writes the CSV. Rejects with an AbortError when cancelled. */
export function exportEventsCsv(
  client: ApiClient,
  query: EventsQueryInput,
  options: {
    readonly signal?: AbortSignal
    readonly onProgress?: (progress: PageProgress) => void
  } = {},
): Promise<CsvExportResult> {
  return pagesToCsv(
    paginate(client.searchEvents, query, {
      signal: options.signal,
      onProgress: options.onProgress,
    }),
    EVENT_CSV_COLUMNS,
  )
}
