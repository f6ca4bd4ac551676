// The requests behind the view, each with a copyable curl: the demand-surge GET and the two
// features POSTs (attendance with rank features, and viewership) of the first 90-day window. A
// longer period repeats them per window; only `active` (or `date_from`/`date_to`) changes.
import { SURGE_INTENSITIES } from '../../contract/enums'
import { RequestPanel } from '../../components/export/request-panel'
import { demandMembers, featuresRequestBody, viewershipMembers } from './feature-bodies'
import type { AnalyticsLocation } from './location'
import { surgeLocation } from './location'
import type { DaySpan } from '../../components/compare/period-change'
import type { AnalyticsSearch } from './search-schema'

export function AnalyticsRequest({
  baseUrl,
  token,
  search,
  location,
  chunks,
}: {
  readonly baseUrl: string
  readonly token: string
  readonly search: AnalyticsSearch
  readonly location: AnalyticsLocation | undefined
  readonly chunks: readonly DaySpan[]
}) {
  const firstChunk = chunks[0]
  if (!location || !firstChunk) return null
  const query = new URLSearchParams({
    date_from: firstChunk.gte,
    date_to: firstChunk.lte,
    min_surge_intensity: SURGE_INTENSITIES.includes(search.intensity) ? search.intensity : 'm',
    ...surgeLocation(location),
  })
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
        url={`${baseUrl}/v1/features/`}
        body={featuresRequestBody(location, firstChunk, demandMembers(search))}
        token={token}
        note={repeated}
      />
      <RequestPanel
        title="Demand surge request"
        method="GET"
        url={`${baseUrl}/v1/demand-surge/?${query.toString()}`}
        token={token}
      />
      <RequestPanel
        title="Viewership features"
        method="POST"
        url={`${baseUrl}/v1/features/`}
        body={featuresRequestBody(location, firstChunk, viewershipMembers(search))}
        token={token}
        note={repeated}
      />
    </details>
  )
}
