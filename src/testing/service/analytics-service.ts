// The whole embedded service for the analytics and saved-location tests: the read handlers and
// the analytics handlers over one dataset, with one saved-location registry shared by both (so
// the events filter `saved_location.location_id` sees the saved locations), on a test clock.
import type { SavedLocationRegistry } from '../../service/enrich/registry'
import type { RegistryOptions } from '../../service/enrich/registry'
import { createTestService } from './test-service'
import type { TestService } from './test-service'

export interface AnalyticsTestService extends TestService {
  readonly registry: SavedLocationRegistry
}

export async function createAnalyticsTestService(
  options: Partial<RegistryOptions> = {},
): Promise<AnalyticsTestService> {
  const t = await createTestService({ savedLocations: options })
  const { registry } = t
  if (!registry) throw new Error('the test service was built without saved locations')
  return { ...t, registry }
}

export interface Reply {
  readonly status: number
  readonly body: unknown
}

export interface SendOptions {
  readonly token?: string
  readonly method?: string
  /** JSON-serialised as the request body; a string is sent as it is. */
  readonly body?: unknown
  /** Service-clock ms to move before the request (default 1000: keeps rate limits quiet). */
  readonly tick?: number
}

export async function send(
  t: AnalyticsTestService,
  path: string,
  options: SendOptions = {},
): Promise<Reply> {
  t.clock.advance(options.tick ?? 1000)
  const headers = new Headers({ authorization: `Bearer ${options.token ?? 'demo-analyst'}` })
  let body: string | undefined
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
  }
  const response = await t.service.fetch(
    new Request(new URL(path, 'http://127.0.0.1:8787'), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body !== undefined && { body }),
    }),
  )
  const text = await response.text()
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }
}
