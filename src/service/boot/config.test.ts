import { describe, expect, it } from 'vitest'
import { DEFAULT_SEED, readServiceConfig } from './config'

describe('readServiceConfig', () => {
  it('defaults to the fixed seed, the real clock and the dataset sizes of the generator', () => {
    expect(readServiceConfig({})).toEqual({
      seed: DEFAULT_SEED,
      now: undefined,
      eventCount: undefined,
      broadcastCount: undefined,
      enrichDelayMs: undefined,
    })
    expect(readServiceConfig({ SERVICE_SEED: ' ', SERVICE_NOW: '' }).seed).toBe(DEFAULT_SEED)
  })

  it('reads SERVICE_NOW as an ISO instant and the counts as integers', () => {
    expect(
      readServiceConfig({
        SERVICE_NOW: '2026-02-01T08:30:00Z',
        SERVICE_SEED: '7',
        SERVICE_EVENTS: '40000',
        SERVICE_BROADCASTS: '0',
        SERVICE_ENRICH_MS: '8000',
      }),
    ).toEqual({
      seed: 7,
      now: Date.UTC(2026, 1, 1, 8, 30),
      eventCount: 40_000,
      broadcastCount: 0,
      enrichDelayMs: 8_000,
    })
  })

  it('rejects values that would silently build another dataset', () => {
    expect(() => readServiceConfig({ SERVICE_NOW: 'yesterday' })).toThrow(/SERVICE_NOW/)
    expect(() => readServiceConfig({ SERVICE_SEED: '1.5' })).toThrow(/SERVICE_SEED/)
    expect(() => readServiceConfig({ SERVICE_EVENTS: '-3' })).toThrow(/SERVICE_EVENTS/)
    expect(() => readServiceConfig({ SERVICE_ENRICH_MS: 'soon' })).toThrow(/SERVICE_ENRICH_MS/)
  })
})
