// Node tests transport: msw request handlers that answer `<baseUrl>/v1/*` with the real service,
// so the typed client (or any fetch) is tested against the embedded API without a socket.
import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { FetchHandler } from '../serve/fetch-handler'

/**
 * `setupServer(...serviceHandlers(service, 'http://api.test'))` routes every request under
 * `http://api.test/v1/` to `service.fetch`; anything else stays with msw's other handlers.
 */
export function serviceHandlers(service: FetchHandler, baseUrl: string): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  return [http.all(`${base}/v1/*`, ({ request }) => service.fetch(request))]
}
