import { beforeAll, describe, expect, it } from 'vitest'
import { loadTestGazetteer } from '../../testing/engine/fixture'
import { bootService, OPENAPI_PATH } from './boot-service'
import type { BootedService, BootProgress } from './boot-service'
import { serviceClock } from './clock'

const NOW = Date.parse('2026-03-10T12:00:00Z')
const progress: BootProgress[] = []
let service: BootedService

beforeAll(async () => {
  service = await bootService({
    gazetteer: await loadTestGazetteer(),
    seed: 11,
    clock: serviceClock(NOW),
    eventCount: 1_500,
    broadcastCount: 300,
    onProgress: (p) => progress.push(p),
  })
}, 300_000)

describe('bootService', () => {
  it('reports each step in order, with the time of every finished step', () => {
    expect(progress.map((p) => p.step)).toEqual(['gazetteer', 'dataset', 'indexes', 'ready'])
    expect(Object.keys(progress[1]?.timings ?? {})).toEqual(['gazetteer'])
    expect(Object.keys(progress[3]?.timings ?? {}).sort()).toEqual([
      'dataset',
      'gazetteer',
      'indexes',
    ])
    for (const ms of Object.values(service.timings)) expect(ms).toBeGreaterThanOrEqual(0)
  })

  it('builds the dataset for the clock it was given', () => {
    const { dataset } = service.deps
    expect(dataset.events.size).toBeGreaterThan(1_500)
    expect(dataset.broadcasts.size).toBeGreaterThan(0)
    // The generated window spans last year to next year around the clock's year.
    const years = new Set<number>()
    for (let i = 0; i < dataset.events.size; i += 97) {
      const start = dataset.events.start[i]
      if (start !== undefined) years.add(new Date(start).getUTCFullYear())
    }
    expect([...years].every((y) => y >= 2025 && y <= 2027)).toBe(true)
  })

  it('serves the OpenAPI document without a token and guards operations with one', async () => {
    const doc = await service.fetch(new Request(`http://x${OPENAPI_PATH}`))
    expect(doc.status).toBe(200)
    expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\.1/)
    const anonymous = await service.fetch(new Request('http://x/v1/accounts/self/'))
    expect(anonymous.status).toBe(401)
  })
})
