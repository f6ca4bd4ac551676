// The requests behind the view, each with a copyable curl: the demand-surge GET and the two
// features POSTs (attendance with rank features, and viewership) of the first 90-day window. A
// longer period repeats them per window; only `active` (or `date_from`/`date_to`) changes.
import { useApiClient } from '../../api/client-context'
import { SURGE_INTENSITIES } from '../../contract/enums'
import { RequestPanel } from '../../components/export/request-panel'
import { demandMembers, featuresRequestBody, viewershipMembers } from './api/feature-bodies'
import type { AnalyticsLocation } from './location'
import { surgeLocation } from './location'
import type { DaySpan } from '../../components/compare/period-change'
import type { AnalyticsSearch } from './search-schema'

export function AnalyticsRequest({
  token,
  search,
  location,
  chunks,
}: {
  readonly token: string
  readonly search: AnalyticsSearch
  readonly location: AnalyticsLocation | undefined
  readonly chunks: readonly DaySpan[]
}) {
  const client = useApiClient()
  const firstChunk = chunks[0]
  if (!location || !firstChunk) return null
  const surgeUrl = client.demandSurge.url({
    date_from: firstChunk.gte,
    date_to: firstChunk.lte,
    min_surge_intensity: SURGE_INTENSITIES.includes(search.intensity) ? search.intensity : 'm',
    ...surgeLocation(location),
  })
  const demandBody = featuresRequestBody(location, firstChunk, demandMembers(search))
  const viewershipBody = featuresRequestBody(location, firstChunk, viewershipMembers(search))
  const repeated =
    chunks.length > 1
      ? `The first of ${String(chunks.length)} requests, one per 90-day window of the period; the others differ only in the dates.`
      : undefined
  return (
    <details className="analytics-request">
      <summary>API requests behind this view</summary>
      <RequestPanel
        title="Attendance and rank features"
        method="POST"
        url={client.features.url(demandBody)}
        body={demandBody}
        token={token}
        note={repeated}
      />
      <RequestPanel title="Demand surge request" method="GET" url={surgeUrl} token={token} />
      <RequestPanel
        title="Viewership features"
        method="POST"
        url={client.features.url(viewershipBody)}
        body={viewershipBody}
        token={token}
        note={repeated}
      />
    </details>
  )
}
