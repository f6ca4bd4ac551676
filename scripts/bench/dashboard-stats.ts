// Pure arithmetic of the dashboard section: JavaScript and basemap bytes from the responses a page load saw,
// medians of page-load timings, ratios and their cells in the printed table.
import { median } from './stats'

/** One response a page load received, as the browser reported it. */
export interface ResponseRecord {
  readonly url: string
  /** Playwright's resource type: 'script', 'document', 'fetch', 'other', ... */
  readonly resourceType: string
  readonly contentType: string
  /** Body bytes on the wire (after compression); 0 or less when unknown. */
  readonly encodedBytes: number
  /** Body bytes after decompression; 0 or less when unknown. */
  readonly decodedBytes: number
  /** Served by the page's service worker (MSW passes through what it does not handle). */
  readonly fromServiceWorker: boolean
}

export interface FileBytes {
  readonly path: string
  readonly encodedBytes: number
  readonly decodedBytes: number
}

export interface ScriptBytes {
  readonly files: number
  readonly encodedBytes: number
  readonly decodedBytes: number
  /** Largest first. */
  readonly byFile: readonly FileBytes[]
}

const JS_EXTENSION = /\.m?js$/i

/**
 * JavaScript, whatever loaded it: module scripts of the page, worker scripts and their imports
 * (Playwright may type those 'other'), and the service worker's script.
 */
export function isScriptResponse(
  r: Pick<ResponseRecord, 'url' | 'resourceType' | 'contentType'>,
): boolean {
  if (!/^https?:/i.test(r.url)) return false
  if (r.resourceType === 'script') return true
  if (/javascript|ecmascript/i.test(r.contentType)) return true
  return JS_EXTENSION.test(new URL(r.url).pathname)
}

const withoutHash = (url: string): string => url.split('#')[0] ?? url
const bytes = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0)

/** What a page load fetched of the offline basemap over the network. */
export interface BasemapBytes {
  /** Responses: the tile archive is read in ranges, each its own response. */
  readonly requests: number
  readonly encodedBytes: number
}

/**
 * Sums every network response for one of the basemap's data files (`files`, names in
 * public/data/): each range of the tile archive counts. A response the page's service worker
 * served is left out, as its own fetch is the one that went over the network.
 */
export function sumBasemapBytes(
  responses: readonly ResponseRecord[],
  files: readonly string[],
): BasemapBytes {
  const basemap = responses.filter((r) => {
    if (r.fromServiceWorker || !/^https?:/i.test(r.url)) return false
    const path = new URL(r.url).pathname
    return files.some((file) => path.endsWith(`/data/${file}`))
  })
  return {
    requests: basemap.length,
    encodedBytes: basemap.reduce((sum, r) => sum + bytes(r.encodedBytes), 0),
  }
}

/**
 * Sums the JavaScript of one page load, each URL once. A file served through the service worker
 * shows up twice (the page's response and the worker's own fetch); the network copy is the one
 * whose encoded size is real, so it wins over the service worker's, then the larger one.
 */
export function sumScriptBytes(responses: readonly ResponseRecord[]): ScriptBytes {
  const chosen = new Map<string, ResponseRecord>()
  for (const r of responses) {
    if (!isScriptResponse(r)) continue
    const key = withoutHash(r.url)
    const held = chosen.get(key)
    const better =
      held === undefined ||
      (held.fromServiceWorker && !r.fromServiceWorker) ||
      (held.fromServiceWorker === r.fromServiceWorker &&
        bytes(r.encodedBytes) > bytes(held.encodedBytes))
    if (better) chosen.set(key, r)
  }
  return totals(
    [...chosen.entries()].map(([url, r]) => ({
      path: new URL(url).pathname + new URL(url).search,
      encodedBytes: bytes(r.encodedBytes),
      decodedBytes: bytes(r.decodedBytes),
    })),
  )
}

function totals(files: readonly FileBytes[]): ScriptBytes {
  const byFile = [...files].sort(
    (a, b) => b.encodedBytes - a.encodedBytes || a.path.localeCompare(b.path),
  )
  return {
    files: byFile.length,
    encodedBytes: byFile.reduce((s, f) => s + f.encodedBytes, 0),
    decodedBytes: byFile.reduce((s, f) => s + f.decodedBytes, 0),
    byFile,
  }
}

export interface MeasuredSize {
  readonly encodedBytes: number
  readonly decodedBytes: number
}

/**
 * Fills the sizes the browser left unknown (scripts of workers: Chromium reports no body size for
 * them) with sizes measured by fetching the same path from the same server, and sums again.
 */
export function withMeasuredSizes(
  sum: ScriptBytes,
  measured: ReadonlyMap<string, MeasuredSize>,
): ScriptBytes {
  return totals(
    sum.byFile.map((f) => {
      const m = measured.get(f.path)
      return {
        path: f.path,
        encodedBytes: f.encodedBytes > 0 ? f.encodedBytes : bytes(m?.encodedBytes ?? 0),
        decodedBytes: f.decodedBytes > 0 ? f.decodedBytes : bytes(m?.decodedBytes ?? 0),
      }
    }),
  )
}

/** Paths whose encoded or decoded size is still unknown. */
export function unknownSizePaths(sum: ScriptBytes): string[] {
  return sum.byFile.filter((f) => f.encodedBytes === 0 || f.decodedBytes === 0).map((f) => f.path)
}

/** a / b, NaN unless both are positive finite numbers. */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && a > 0 && b > 0 ? a / b : Number.NaN
}

/** A ratio cell: "7.01x", or "-" when there is none. */
export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return '-'
  return `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)}x`
}

/** A byte count for a table cell, in decimal units (as the build prints them). */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '-'
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(2)} MB`
  if (n >= 1000) return `${(n / 1000).toFixed(1)} kB`
  return `${n.toFixed(0)} B`
}

/** Median of the values that were measured; NaN when none was. */
export function medianMeasured(values: readonly (number | null)[]): number {
  return median(values.filter((v): v is number => v !== null && Number.isFinite(v)))
}

/** Timings of one page load, ms from navigation start; null where the page gave no mark. */
export interface LoadTiming {
  /** The map shows data (the page's data mark). */
  readonly mapDataMs: number
  /** The embedded service said it was ready (events view only). */
  readonly serviceReadyMs: number | null
  /** The first events search response ended (events view only). */
  readonly eventsDataMs: number | null
}

export interface LoadSummary {
  readonly runs: number
  readonly mapDataMs: number
  readonly serviceReadyMs: number
  readonly eventsDataMs: number
  /** From the events data to the map showing them: the page's own work after the service answered. */
  readonly renderMs: number
  readonly samples: readonly LoadTiming[]
}

/** Medians of each timing across runs (each its own median: they need not come from one run). */
export function summarizeLoads(samples: readonly LoadTiming[]): LoadSummary {
  return {
    runs: samples.length,
    mapDataMs: medianMeasured(samples.map((s) => s.mapDataMs)),
    serviceReadyMs: medianMeasured(samples.map((s) => s.serviceReadyMs)),
    eventsDataMs: medianMeasured(samples.map((s) => s.eventsDataMs)),
    renderMs: medianMeasured(
      samples.map((s) => (s.eventsDataMs === null ? null : s.mapDataMs - s.eventsDataMs)),
    ),
    samples,
  }
}

/** True when the build is missing or older than its newest input (mtimes in ms). */
export function isBuildStale(builtAt: number | undefined, newestInput: number): boolean {
  return builtAt === undefined || !Number.isFinite(builtAt) || newestInput > builtAt
}
