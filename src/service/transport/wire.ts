// The message format between the page and the service's Web Worker: a Request/Response
// flattened to structured-clone-able parts (bodies move as transferable ArrayBuffers), the
// settings the page starts the service with, and the worker's start-up progress. Each message
// names its kind, so that neither side takes one for another.
import type { Env } from '../boot/config'

/**
 * The page's first message to the worker: the SERVICE_* settings of its service
 * (src/service/boot/config.ts). The worker starts on them and on nothing else (worker-host.ts).
 */
export interface WireSettings {
  readonly kind: 'settings'
  readonly env: Env
}

export interface WireRequest {
  readonly kind: 'request'
  readonly id: number
  readonly method: string
  readonly url: string
  readonly headers: readonly (readonly [string, string])[]
  readonly body: ArrayBuffer | null
}

export interface WireResponse {
  readonly kind: 'response'
  readonly id: number
  readonly status: number
  readonly headers: readonly (readonly [string, string])[]
  readonly body: ArrayBuffer | null
}

/** Progress of the worker's start-up, so the page can say what it is waiting for. */
export interface WireStatus {
  readonly kind: 'status'
  readonly phase: 'loading' | 'building' | 'ready' | 'failed'
  readonly message: string
  /** Start-up step `step` of `steps` (1-based), for a progress bar; absent on ready and failure. */
  readonly step?: number
  readonly steps?: number
  /**
   * Said once the service over the weeks around the dataset's day answers while the rest still
   * loads (worker-host.ts): a view in those weeks already shows the whole dataset's answer.
   */
  readonly near?: true
}

/**
 * The page has drawn its first view's data (src/utils/page-marks.ts `whenViewDrawn`): the worker
 * may now build the whole dataset, which until then leaves both cores to the page (worker-host.ts).
 */
export interface WireDrawn {
  readonly kind: 'drawn'
}

/** What the page posts to the worker: its settings first, then requests, and once that it drew. */
export type PageMessage = WireSettings | WireRequest | WireDrawn

/** What the worker posts to the page. */
export type WorkerMessage = WireStatus | WireResponse

function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = []
  headers.forEach((value, name) => list.push([name, value]))
  return list
}

export async function toWireRequest(id: number, request: Request): Promise<WireRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return {
    kind: 'request',
    id,
    method: request.method,
    url: request.url,
    headers: headerList(request.headers),
    body: hasBody ? await request.arrayBuffer() : null,
  }
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, {
    method: wire.method,
    headers: wire.headers.map(([k, v]): [string, string] => [k, v]),
    body: wire.body,
  })
}

export async function toWireResponse(id: number, response: Response): Promise<WireResponse> {
  const body = response.status === 204 ? null : await response.arrayBuffer()
  return {
    kind: 'response',
    id,
    status: response.status,
    headers: headerList(response.headers),
    body,
  }
}

export function fromWireResponse(wire: WireResponse): Response {
  return new Response(wire.body, {
    status: wire.status,
    headers: wire.headers.map(([k, v]): [string, string] => [k, v]),
  })
}
