// The first-frame mark's timing, on a stand-in for the map: MapLibre needs WebGL, which Node has
// not. The stand-in draws what a test says a frame drew and answers the feature query from it.
import type { MapGeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl'
import { afterEach, describe, expect, it } from 'vitest'

import { PAGE_MARKS } from '../../utils/page-marks'
import { markFirstFrameWith } from './first-frame'

class FrameStandIn {
  private readonly listeners = new Set<() => void>()
  /** Features of the last frame drawn, by layer. */
  drawn: Record<string, readonly MapGeoJSONFeature[]> = {}
  reads = 0

  on(_event: 'render', listener: () => void) {
    this.listeners.add(listener)
  }
  off(_event: 'render', listener: () => void) {
    this.listeners.delete(listener)
  }
  triggerRepaint() {}
  getLayer(id: string) {
    return id in this.drawn ? { id } : undefined
  }
  queryRenderedFeatures({ layers }: { layers: string[] }) {
    this.reads += 1
    return layers.flatMap((id) => this.drawn[id] ?? [])
  }
  /** A frame: what it drew, then its `render` event. */
  frame(drawn: Record<string, readonly MapGeoJSONFeature[]>) {
    this.drawn = drawn
    for (const listener of [...this.listeners]) listener()
  }
  get watching() {
    return this.listeners.size > 0
  }
}

const feature = (color?: string) => ({ state: { color } }) as unknown as MapGeoJSONFeature
const markOf = () => performance.getEntriesByName(PAGE_MARKS.broadcastsMapData, 'mark')[0]
const nextTask = () => new Promise((resolve) => setTimeout(resolve))
const busyUntil = (ms: number) => {
  while (performance.now() < ms);
}

afterEach(() => {
  performance.clearMarks()
})

describe('markFirstFrameWith', () => {
  it('marks the end of the first frame that draws a feature it shows, read after the frame', async () => {
    const map = new FrameStandIn()
    markFirstFrameWith(
      map as unknown as MapLibreMap,
      ['counties'],
      'broadcastsMapData',
      (county) => county.state.color !== undefined,
    )
    map.frame({ counties: [feature()] })
    await nextTask()
    expect(markOf()).toBeUndefined()

    const before = performance.now()
    map.frame({ counties: [feature(), feature('#08306b')] })
    const after = performance.now()
    // Not read within the frame: the frame is not held back by the read.
    expect(map.reads).toBe(1)
    // The read comes later, and the mark still says when the frame ended.
    busyUntil(after + 20)
    await nextTask()
    expect(map.reads).toBe(2)
    const mark = markOf()
    expect(mark?.startTime).toBeGreaterThanOrEqual(before)
    expect(mark?.startTime).toBeLessThanOrEqual(after)
    expect(map.watching).toBe(false)
  })

  it('takes the time of the last frame before the read, whose features the read sees', async () => {
    const map = new FrameStandIn()
    markFirstFrameWith(map as unknown as MapLibreMap, ['points'], 'broadcastsMapData')
    map.frame({ points: [] })
    const first = performance.now()
    busyUntil(first + 5)
    const before = performance.now()
    map.frame({ points: [feature()] })
    await nextTask()
    expect(map.reads).toBe(1)
    expect(markOf()?.startTime).toBeGreaterThanOrEqual(before)
  })

  it('reads nothing and marks nothing once stopped', async () => {
    const map = new FrameStandIn()
    const stop = markFirstFrameWith(map as unknown as MapLibreMap, ['points'], 'broadcastsMapData')
    map.frame({ points: [feature()] })
    stop()
    await nextTask()
    expect(map.reads).toBe(0)
    expect(markOf()).toBeUndefined()
    expect(map.watching).toBe(false)
  })
})
