import { describe, expect, it } from 'vitest'
import { readServiceConfig } from './config'
import { envFromWorkerName, workerNameFor } from './worker-name'

describe('worker name', () => {
  it('carries the SERVICE_* settings and nothing else', () => {
    const name = workerNameFor({
      SERVICE_NOW: '2026-05-01T00:00:00Z',
      SERVICE_EVENTS: '40000',
      SERVICE_SEED: '',
      SERVICE_ENRICH_MS: '8000',
      OTHER: 'x',
    })
    expect(envFromWorkerName(name)).toEqual({
      SERVICE_NOW: '2026-05-01T00:00:00Z',
      SERVICE_EVENTS: '40000',
      SERVICE_ENRICH_MS: '8000',
    })
    const config = readServiceConfig(envFromWorkerName(name))
    expect(config.eventCount).toBe(40_000)
    expect(config.enrichDelayMs).toBe(8_000)
  })

  it('is a plain name without settings, and foreign names carry none', () => {
    expect(workerNameFor({})).toBe('eventscope-service')
    expect(envFromWorkerName('eventscope-service')).toEqual({})
    expect(envFromWorkerName('eventscope-service {oops')).toEqual({})
    expect(envFromWorkerName('other {"SERVICE_SEED":"1"}')).toEqual({})
  })
})
