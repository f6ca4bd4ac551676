// One timed page load in Chromium: navigate, wait for the page's "map showing data" mark, read
// the marks and resource timings, and keep every response for the JavaScript byte count.
// Page-side code is passed as strings: tsx may wrap functions in helpers the page does not have.
import type { BrowserContext, Page, Response } from 'playwright-core'
import type { LoadTiming, ResponseRecord } from './dashboard-stats'
import { isScriptResponse } from './dashboard-stats'
import { PAGE_MARKS } from '../../src/utils/page-marks'
import { waitFor } from './long-tasks'

/**
 * Sets the page's `serviceReady` mark (src/utils/page-marks.ts) the moment the page hears from the
 * embedded service's Web Worker that its dataset is built (the `{ kind: 'status', phase: 'ready' }`
 * message of src/service/transport/wire.ts), without touching the app: every Worker the page makes
 * gets one more message listener.
 */
export const SERVICE_READY_INIT_SCRIPT = `(() => {
  if (typeof window === 'undefined' || typeof window.Worker !== 'function') return
  const mark = ${JSON.stringify(PAGE_MARKS.serviceReady)}
  window.Worker = new Proxy(window.Worker, {
    construct(target, args, newTarget) {
      const worker = Reflect.construct(target, args, newTarget)
      worker.addEventListener('message', (event) => {
        const data = event.data
        if (data && data.kind === 'status' && data.phase === 'ready' &&
            performance.getEntriesByName(mark, 'mark').length === 0) performance.mark(mark)
      })
      return worker
    },
  })
})()`

export interface CanvasSize {
  readonly width: number
  readonly height: number
}

export interface TimedLoad extends LoadTiming {
  /** CSS size of the map canvas, so the bare map can be given the same. */
  readonly canvas: CanvasSize | null
}

const readTimings = (mark: string): string => `(() => {
  const at = (name) => {
    const entry = performance.getEntriesByName(name, 'mark')[0]
    return entry ? entry.startTime : null
  }
  const search = performance.getEntriesByName(${JSON.stringify(PAGE_MARKS.apiAnswer)}, 'mark').find((entry) => /^\\/v1\\/events\\/?$/.test(new URL(entry.detail).pathname))
  const canvas = document.querySelector('canvas.maplibregl-canvas')
  return {
    mapDataMs: at(${JSON.stringify(mark)}),
    serviceReadyMs: at(${JSON.stringify(PAGE_MARKS.serviceReady)}),
    eventsDataMs: search ? search.startTime : null,
    canvas: canvas ? { width: canvas.clientWidth, height: canvas.clientHeight } : null,
  }
})()`

interface RawTimings {
  readonly mapDataMs: number | null
  readonly serviceReadyMs: number | null
  readonly eventsDataMs: number | null
  readonly canvas: CanvasSize | null
}

/** Loads `url` in `page` and times it from navigation start to the page's `mark`. */
export async function timeLoad(
  page: Page,
  url: string,
  mark: string,
  timeoutMs: number,
): Promise<TimedLoad> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })
  await waitFor(
    page,
    `performance.getEntriesByName(${JSON.stringify(mark)}, 'mark').length > 0`,
    timeoutMs,
  )
  const raw = await page.evaluate<RawTimings>(readTimings(mark))
  if (raw.mapDataMs === null) throw new Error(`${url}: mark ${mark} vanished`)
  return { ...raw, mapDataMs: raw.mapDataMs }
}

async function toRecord(response: Response): Promise<ResponseRecord> {
  const request = response.request()
  const url = response.url()
  const contentType = response.headers()['content-type'] ?? ''
  const resourceType = request.resourceType()
  const sizes = await request.sizes().catch(() => null)
  // Bodies are read for scripts only: the basemap GeoJSON is large and not JavaScript.
  const body = isScriptResponse({ url, resourceType, contentType })
    ? await response.body().catch(() => null)
    : null
  return {
    url,
    resourceType,
    contentType,
    encodedBytes: sizes?.responseBodySize ?? 0,
    decodedBytes: body?.byteLength ?? 0,
    fromServiceWorker: response.fromServiceWorker(),
  }
}

/**
 * Records the responses of every page, dedicated worker and service worker of `context` from
 * now on; `collect()` settles them and stops listening.
 */
export function recordResponses(context: BrowserContext): { collect(): Promise<ResponseRecord[]> } {
  const pending: Promise<ResponseRecord | null>[] = []
  const listener = (response: Response): void => {
    pending.push(toRecord(response).catch(() => null))
  }
  context.on('response', listener)
  return {
    async collect() {
      context.off('response', listener)
      return (await Promise.all(pending)).filter((r): r is ResponseRecord => r !== null)
    },
  }
}
