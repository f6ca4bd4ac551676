// The full URL a query is sent to, as the client builds it (same serialisation, same order).
import { joinUrl, withQuery } from '../../api/url'
import { toSearchParams } from '../../contract/query/parse'
import type { BroadcastsQueryInput } from './build-query'

export function broadcastsRequestUrl(
  baseUrl: string,
  query: BroadcastsQueryInput,
  origin: string,
): string {
  const url = withQuery(joinUrl(baseUrl, '/v1/broadcasts/'), toSearchParams(query))
  // A same-origin client ('' base) sends a path; a person needs the address with its host.
  return /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${origin}${url}`
}
