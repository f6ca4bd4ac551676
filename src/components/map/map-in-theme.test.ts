import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Map as MapLibreMap } from 'maplibre-gl'

import { waitForIdle } from './map-in-theme'

/** The part of a map `waitForIdle` uses: `idle` comes when the test says (no WebGL here). */
class MapStandIn {
  readonly listeners = new Set<() => void>()
  repaints = 0
  once(_type: 'idle', listener: () => void): void {
    this.listeners.add(listener)
  }
  off(_type: 'idle', listener: () => void): void {
    this.listeners.delete(listener)
  }
  triggerRepaint(): void {
    this.repaints += 1
  }
  fireIdle(): void {
    const listeners = [...this.listeners]
    this.listeners.clear()
    for (const listener of listeners) listener()
  }
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('waitForIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks for a frame and resolves at the next idle, leaving no listener', async () => {
    const map = new MapStandIn()
    const waiting = waitForIdle(map as unknown as MapLibreMap)
    expect(map.repaints).toBe(1)
    expect(await settled(waiting)).toBe(false)
    map.fireIdle()
    expect(await settled(waiting)).toBe(true)
    expect(map.listeners.size).toBe(0)
  })

  it('gives up waiting after ten seconds when the map never goes idle', async () => {
    const map = new MapStandIn()
    const waiting = waitForIdle(map as unknown as MapLibreMap)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waiting)).toBe(true)
    // The listener is gone: a late idle resolves nothing twice.
    expect(map.listeners.size).toBe(0)
  })
})
