// The broadcasts CSV: one row per broadcast of the filtered query, every page at 500 (docs/api.md
// "Limits": broadcasts `limit` maximum 500), the header on the first line, cells safe from
// spreadsheet formulas (src/utils/csv.ts). Deleted and duplicate records keep their row, with what
// they have.
import type { ApiClient } from '../../../api/client'
import { paginate } from '../../../api/paginate'
import type { PageProgress } from '../../../api/paginate'
import { pagesToCsv } from '../../../components/export/csv-export'
import type { CsvExportResult } from '../../../components/export/csv-export'
import { periodFileName } from '../../../components/export/download'
import type { Broadcast } from '../../../contract/broadcast'
import type { CsvColumn } from '../../../utils/csv'
import type { BroadcastsQueryInput } from '../build-query'

const active = (b: Broadcast) => (b.record_status === 'active' ? b : undefined)
const placeOf = (b: Broadcast) => active(b)?.location?.places[0]

export const BROADCAST_CSV_COLUMNS: readonly CsvColumn<Broadcast>[] = [
  { header: 'broadcast_id', value: (b) => b.broadcast_id },
  { header: 'record_status', value: (b) => b.record_status },
  {
    header: 'duplicate_of_id',
    value: (b) => (b.record_status === 'duplicate' ? b.duplicate_of_id : undefined),
  },
  { header: 'broadcast_status', value: (b) => active(b)?.broadcast_status },
  { header: 'start', value: (b) => active(b)?.dates?.start },
  { header: 'start_local', value: (b) => active(b)?.dates?.start_local },
  { header: 'timezone', value: (b) => active(b)?.dates?.timezone },
  { header: 'svc_viewership', value: (b) => active(b)?.svc_viewership },
  { header: 'place_id', value: (b) => placeOf(b)?.place_id },
  { header: 'county', value: (b) => placeOf(b)?.county },
  { header: 'region', value: (b) => placeOf(b)?.region },
  { header: 'country', value: (b) => active(b)?.location?.country },
  { header: 'longitude', value: (b) => active(b)?.location?.geopoint.lon },
  { header: 'latitude', value: (b) => active(b)?.location?.geopoint.lat },
  { header: 'event_id', value: (b) => active(b)?.event?.event_id },
  { header: 'event_title', value: (b) => active(b)?.event?.title },
  { header: 'event_labels', value: (b) => active(b)?.event?.labels.join(';') },
  { header: 'event_start', value: (b) => active(b)?.event?.dates.start },
  { header: 'event_timezone', value: (b) => active(b)?.event?.dates.timezone },
  {
    header: 'venue',
    value: (b) => active(b)?.event?.entities.find((e) => e.type === 'venue')?.name,
  },
  {
    header: 'teams',
    value: (b) =>
      active(b)
        ?.event?.entities.filter((e) => e.type === 'organisation')
        .map((e) => e.name)
        .join(';'),
  },
  { header: 'event_rank', value: (b) => active(b)?.event?.svc_rank },
  { header: 'event_local_rank', value: (b) => active(b)?.event?.local_rank },
  { header: 'updated', value: (b) => b.updated },
  { header: 'first_seen', value: (b) => b.first_seen },
]

/** `broadcasts-<from>-to-<to>-<when>.csv`: the dates asked for, then when it ran. */
export function exportFileName(query: BroadcastsQueryInput, exportedAt: Date): string {
  return periodFileName('broadcasts', query['start.gte'], query['start.lte'], 'csv', exportedAt)
}

/** Fetches every page of `query` and writes the CSV. Rejects with an AbortError when cancelled. */
export function exportBroadcastsCsv(
  client: ApiClient,
  query: BroadcastsQueryInput,
  options: { readonly signal?: AbortSignal; readonly onProgress?: (p: PageProgress) => void } = {},
): Promise<CsvExportResult> {
  return pagesToCsv(
    paginate(client.searchBroadcasts, query, {
      signal: options.signal,
      onProgress: options.onProgress,
    }),
    BROADCAST_CSV_COLUMNS,
  )
}
