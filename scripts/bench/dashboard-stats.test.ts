import { describe, expect, it } from 'vitest'
import type { ResponseRecord } from './dashboard-stats'
import {
  formatBytes,
  formatRatio,
  isBuildStale,
  isScriptResponse,
  medianMeasured,
  ratio,
  sumBasemapBytes,
  sumScriptBytes,
  summarizeLoads,
  unknownSizePaths,
  withMeasuredSizes,
} from './dashboard-stats'

const ORIGIN = 'http://127.0.0.1:4321'

function response(
  path: string,
  encodedBytes: number,
  extra: Partial<ResponseRecord> = {},
): ResponseRecord {
  return {
    url: `${ORIGIN}${path}`,
    resourceType: 'script',
    contentType: 'text/javascript',
    encodedBytes,
    decodedBytes: encodedBytes * 3,
    fromServiceWorker: false,
    ...extra,
  }
}

describe('isScriptResponse', () => {
  it('knows scripts by resource type, content type or extension', () => {
    expect(isScriptResponse(response('/assets/main.js', 1))).toBe(true)
    expect(
      isScriptResponse(
        response('/assets/worker', 1, {
          resourceType: 'other',
          contentType: 'application/javascript',
        }),
      ),
    ).toBe(true)
    expect(
      isScriptResponse(
        response('/assets/maplibre-gl-worker.mjs?v=2', 1, {
          resourceType: 'other',
          contentType: '',
        }),
      ),
    ).toBe(true)
  })

  it('leaves out data, styles and inline URLs', () => {
    expect(
      isScriptResponse(
        response('/data/countries.geojson', 1, {
          resourceType: 'fetch',
          contentType: 'application/geo+json',
        }),
      ),
    ).toBe(false)
    expect(
      isScriptResponse(
        response('/assets/main.css', 1, { resourceType: 'stylesheet', contentType: 'text/css' }),
      ),
    ).toBe(false)
    expect(
      isScriptResponse({
        url: 'blob:http://127.0.0.1/abc',
        resourceType: 'script',
        contentType: '',
      }),
    ).toBe(false)
  })
})

describe('sumBasemapBytes', () => {
  const data = { resourceType: 'fetch', contentType: 'application/octet-stream' }
  it('adds every network response for a basemap file, each range of the archive', () => {
    const sum = sumBasemapBytes(
      [
        response('/data/basemap.pmtiles', 16_384, data),
        response('/data/basemap.pmtiles', 40_000, data),
        response('/data/basemap.pmtiles', 40_000, { ...data, fromServiceWorker: true }),
        response('/data/labels-cities.geojson', 110_000, data),
        response('/data/gazetteer.json', 500_000, data),
        response('/assets/main.js', 90_000),
      ],
      ['basemap.pmtiles', 'labels-cities.geojson'],
    )
    expect(sum).toEqual({ requests: 3, encodedBytes: 16_384 + 40_000 + 110_000 })
  })
})

describe('sumScriptBytes', () => {
  it('adds encoded and decoded bytes of the scripts only, largest file first', () => {
    const sum = sumScriptBytes([
      response('/assets/a.js', 100),
      response('/assets/b.mjs', 300, { resourceType: 'other', contentType: '' }),
      response('/data/gazetteer.json', 5000, {
        resourceType: 'fetch',
        contentType: 'application/json',
      }),
    ])
    expect(sum.files).toBe(2)
    expect(sum.encodedBytes).toBe(400)
    expect(sum.decodedBytes).toBe(1200)
    expect(sum.byFile.map((f) => f.path)).toEqual(['/assets/b.mjs', '/assets/a.js'])
  })

  it('counts a URL once, preferring the network copy over the service worker one', () => {
    const sum = sumScriptBytes([
      response('/assets/lazy.js', 900, { fromServiceWorker: true }),
      response('/assets/lazy.js', 250),
      response('/assets/lazy.js#x', 240),
    ])
    expect(sum.files).toBe(1)
    expect(sum.encodedBytes).toBe(250)
  })

  it('falls back to the service worker copy, and ignores unknown sizes', () => {
    const sum = sumScriptBytes([
      response('/assets/only-sw.js', 70, { fromServiceWorker: true }),
      response('/assets/unknown.js', -1),
    ])
    expect(sum.encodedBytes).toBe(70)
    expect(sum.byFile.find((f) => f.path === '/assets/unknown.js')?.encodedBytes).toBe(0)
  })

  it('is zero for no responses', () => {
    expect(sumScriptBytes([])).toEqual({ files: 0, encodedBytes: 0, decodedBytes: 0, byFile: [] })
  })
})

describe('withMeasuredSizes', () => {
  it('fills only the sizes the browser left unknown and sums again', () => {
    const seen = sumScriptBytes([
      response('/assets/main.js', 200),
      response('/assets/worker.mjs', 0, { decodedBytes: 0 }),
    ])
    expect(unknownSizePaths(seen)).toEqual(['/assets/worker.mjs'])
    const measured = new Map([
      ['/assets/worker.mjs', { encodedBytes: 150, decodedBytes: 520 }],
      ['/assets/main.js', { encodedBytes: 999, decodedBytes: 999 }],
    ])
    const filled = withMeasuredSizes(seen, measured)
    expect(filled.encodedBytes).toBe(350)
    expect(filled.decodedBytes).toBe(600 + 520)
    expect(filled.byFile.map((f) => f.path)).toEqual(['/assets/main.js', '/assets/worker.mjs'])
    expect(unknownSizePaths(filled)).toEqual([])
  })

  it('leaves a size unknown when nothing was measured for it', () => {
    const seen = sumScriptBytes([response('/assets/gone.js', 0)])
    expect(withMeasuredSizes(seen, new Map()).encodedBytes).toBe(0)
  })
})

describe('ratio and formatRatio', () => {
  it('divides positive numbers and is NaN otherwise', () => {
    expect(ratio(9, 3)).toBe(3)
    expect(ratio(1, 0)).toBeNaN()
    expect(ratio(Number.NaN, 2)).toBeNaN()
    expect(ratio(-2, 1)).toBeNaN()
  })

  it('keeps about three significant digits', () => {
    expect(formatRatio(7.0149)).toBe('7.01x')
    expect(formatRatio(0.5)).toBe('0.50x')
    expect(formatRatio(12.34)).toBe('12.3x')
    expect(formatRatio(456.7)).toBe('457x')
    expect(formatRatio(Number.NaN)).toBe('-')
  })
})

describe('formatBytes', () => {
  it('uses decimal units', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1500)).toBe('1.5 kB')
    expect(formatBytes(2_345_678)).toBe('2.35 MB')
    expect(formatBytes(Number.NaN)).toBe('-')
  })
})

describe('medianMeasured and summarizeLoads', () => {
  it('takes the median of the measured values only', () => {
    expect(medianMeasured([5, null, 1, 3])).toBe(3)
    expect(medianMeasured([null, null])).toBeNaN()
  })

  it('summarizes each timing on its own and derives render time from the events data', () => {
    const summary = summarizeLoads([
      { mapDataMs: 1000, serviceReadyMs: 400, eventsDataMs: 700 },
      { mapDataMs: 1200, serviceReadyMs: 500, eventsDataMs: 800 },
      { mapDataMs: 900, serviceReadyMs: 300, eventsDataMs: 650 },
    ])
    expect(summary.runs).toBe(3)
    expect(summary.mapDataMs).toBe(1000)
    expect(summary.serviceReadyMs).toBe(400)
    expect(summary.eventsDataMs).toBe(700)
    expect(summary.renderMs).toBe(300)
  })

  it('has no split for a page without a service', () => {
    const summary = summarizeLoads([{ mapDataMs: 300, serviceReadyMs: null, eventsDataMs: null }])
    expect(summary.mapDataMs).toBe(300)
    expect(summary.serviceReadyMs).toBeNaN()
    expect(summary.renderMs).toBeNaN()
  })
})

describe('isBuildStale', () => {
  it('builds when there is no build or an input is newer', () => {
    expect(isBuildStale(undefined, 10)).toBe(true)
    expect(isBuildStale(10, 11)).toBe(true)
    expect(isBuildStale(10, 10)).toBe(false)
    expect(isBuildStale(12, 10)).toBe(false)
  })
})
