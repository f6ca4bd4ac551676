// The kept dataset must answer exactly as a fresh build: the same seed, size and clock, booted
// once from generation and once from the bytes a page keeps, give byte-identical responses.
import { beforeAll, describe, expect, it } from 'vitest'
import type { BootedService } from '../boot/boot-service'
import type { Gazetteer } from '../data/gazetteer/types'
import { loadTestGazetteer } from '../../testing/engine/fixture'
import { bootForKey, damagedAt } from '../../testing/service/keyed-boot'
import type { DatasetKey } from './kept-key'
import { decodeKept, encodeKept } from './kept-file'
import { KeptDataError } from './kept-error'
import { DAY_MS } from '../../utils/time'

const NOW = Date.parse('2026-03-10T00:00:00Z')
const KEY: DatasetKey = { digest: 'test', seed: 31, events: 12_000, broadcasts: 3_000, now: NOW }

const boot = (gazetteer: Gazetteer, kept?: BootedService['kept']) =>
  bootForKey(gazetteer, KEY, kept)

const REQUESTS: readonly (readonly [string, RequestInit?])[] = [
  ['/v1/events/'],
  ['/v1/events/?q=festival&limit=20'],
  ['/v1/events/?within=50km@41.88,-87.63&sort=-rank&limit=100'],
  ['/v1/events/?category=concerts,sports&active.gte=2026-03-01&active.lte=2026-04-30&sort=start'],
  ['/v1/events/count/?country=US,GB&rank_level=4,5'],
  // Each kept posting list: label, rank level, place hierarchy and exact place, state, category.
  ['/v1/events/?label=nba,nfl&rank_level=4,5&limit=100'],
  ['/v1/events/count/?place.scope=JFK'],
  ['/v1/events/count/?place.exact=JFK&state=active,predicted,deleted'],
  ['/v1/events/calendar/?within=30mi@40.71,-74.0&active.gte=2026-03-01&active.lte=2026-03-31'],
  ['/v1/broadcasts/?sort=-svc_viewership&limit=50'],
  ['/v1/broadcasts/count/'],
  [
    '/v1/features/',
    {
      method: 'POST',
      body: JSON.stringify({
        active: { gte: '2026-03-01', lte: '2026-03-31' },
        location: { geo: { lat: 41.88, lon: -87.63, radius: '20km' } },
        svc_attendance_concerts: { stats: ['sum', 'count'] },
        svc_rank_public_holidays: true,
      }),
    },
  ],
]

/** Also the entity posting list: the first event's venue that has one, and the first other entity. */
function entityRequests(service: BootedService): (readonly [string])[] {
  const t = service.deps.dataset.events
  const venue = t.venue.find((v) => v >= 0) ?? 0
  return [t.venues.entityId.get(venue), t.entityTable.id.get(0)].map((id) => [
    `/v1/events/?entity.id=${String(id)}&limit=100`,
  ])
}

async function answers(service: BootedService): Promise<string[]> {
  const out: string[] = []
  for (const [path, init] of [...REQUESTS, ...entityRequests(service)]) {
    const headers = new Headers({ authorization: 'Bearer demo-analyst' })
    if (init?.body) headers.set('content-type', 'application/json')
    const response = await service.fetch(
      new Request(new URL(path, 'http://127.0.0.1:8787'), { ...init, headers }),
    )
    out.push(`${path} ${String(response.status)} ${await response.text()}`)
  }
  return out
}

let gazetteer: Gazetteer
let fresh: BootedService
let bytes: ArrayBuffer

beforeAll(async () => {
  gazetteer = await loadTestGazetteer()
  fresh = await boot(gazetteer)
  bytes = encodeKept(KEY, fresh.kept)
}, 300_000)

describe('the kept dataset', () => {
  it('answers every request exactly as a fresh build of the same seed, size and clock', async () => {
    const kept = await boot(gazetteer, decodeKept(bytes.slice(0), KEY))
    const expected = await answers(fresh)
    // Every request must succeed, or identical error pages would prove nothing.
    for (const line of expected) expect(line).toMatch(/^\S+ 200 /)
    // …and so would filters that match nothing.
    for (const line of expected) expect(line).not.toMatch(/^\S+ 200 \{"count":0,/)
    expect(await answers(kept)).toEqual(expected)
  }, 600_000)

  it('is rejected when made for another seed, size, clock or generator', () => {
    for (const other of [
      { ...KEY, now: NOW + DAY_MS },
      { ...KEY, seed: 32 },
      { ...KEY, events: 12_001 },
      { ...KEY, broadcasts: 1 },
      { ...KEY, digest: 'changed' },
    ]) {
      expect(() => decodeKept(bytes.slice(0), other)).toThrow(KeptDataError)
    }
    // A whole file is not read as a near part, nor a near part as the whole.
    expect(() => decodeKept(bytes.slice(0), KEY, 'near')).toThrow(KeptDataError)
    const near = encodeKept(KEY, fresh.kept, 'near')
    expect(() => decodeKept(near, KEY)).toThrow(KeptDataError)
    expect(decodeKept(near, KEY, 'near').dataset.events.size).toBe(fresh.deps.dataset.events.size)
  })

  it('is rejected when any byte is damaged or the file is cut short', () => {
    for (const at of [0, 5, 13, 40, Math.floor(bytes.byteLength / 2), bytes.byteLength - 1]) {
      expect(() => decodeKept(damagedAt(bytes, at), KEY), `byte ${String(at)}`).toThrow(
        KeptDataError,
      )
    }
    expect(() => decodeKept(bytes.slice(0, bytes.byteLength - 8), KEY)).toThrow(KeptDataError)
    expect(() => decodeKept(new ArrayBuffer(3), KEY)).toThrow(KeptDataError)
  })
})
