// The requests behind the view: the demand-surge GET with a copyable curl, and the features body
// of the first 90-day request (a POST; the other chunks differ only in `active`).
import { SURGE_INTENSITIES } from '../../contract/enums'
import { RequestPanel } from '../../components/export/request-panel'
import type { AnalyticsLocation } from './location'
import { featuresLocation, surgeLocation } from './location'
import type { DaySpan } from './period'
import type { AnalyticsSearch } from './search-schema'
import { attendanceCriteria } from './use-analytics-data'

export function AnalyticsRequest({
  baseUrl,
  token,
  search,
  location,
  firstChunk,
}: {
  readonly baseUrl: string
  readonly token: string
  readonly search: AnalyticsSearch
  readonly location: AnalyticsLocation | undefined
  readonly firstChunk: DaySpan | undefined
}) {
  if (!location || !firstChunk) return null
  const query = new URLSearchParams({
    date_from: firstChunk.gte,
    date_to: firstChunk.lte,
    min_surge_intensity: SURGE_INTENSITIES.includes(search.intensity) ? search.intensity : 'm',
    ...surgeLocation(location),
  })
  const body = {
    active: { gte: firstChunk.gte, lte: firstChunk.lte },
    location: featuresLocation(location),
    svc_attendance_concerts: attendanceCriteria(search),
    '…': 'every other attendance key with the same criteria, and each rank key: true',
  }
  return (
    <details className="analytics-request">
      <summary>API requests behind this view</summary>
      <RequestPanel
        title="Demand surge request"
        method="GET"
        url={`${baseUrl}/v1/demand-surge/?${query.toString()}`}
        token={token}
      />
      <h2 className="request-panel__title">Features request body (POST {baseUrl}/v1/features/)</h2>
      <pre className="analytics-request__body">{JSON.stringify(body, null, 2)}</pre>
    </details>
  )
}
