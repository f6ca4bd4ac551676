// The near part must answer every request it takes exactly as the whole dataset does, and joined
// with the rest it must be the whole dataset again: the same seed, size and clock, booted whole,
// from its near part and from both parts joined (through the files' bytes, as a page reads them),
// give byte-identical responses.
import { beforeAll, describe, expect, it } from 'vitest'
import type { BootedService } from '../boot/boot-service'
import type { Gazetteer } from '../data/gazetteer/types'
import { datasetPart, nearRowsOf } from '../data/parts'
import type { ListColumn } from '../data/tables'
import { textsOf, type TextColumn } from '../data/text-column'
import { bundleParts, readKeptCopy } from './kept-bundle'
import type { CopyFile, KeptCopy } from './kept-bundle'
import { KeptDataError } from './kept-error'
import {
  decodeKept,
  decodeKeptRest,
  encodeKept,
  encodeKeptRest,
  joinKept,
  keptRest,
} from './kept-file'
import type { DatasetKey } from './kept-key'
import { loadTestGazetteer, loadTestGazetteerData } from '../../testing/engine/fixture'
import { bootForKey, damagedAt } from '../../testing/service/keyed-boot'
import { searchText } from '../engine/text'
import { answerableFromNear, nearRowsSpan, nearSpan } from './near-part'
import { MemorySavedLocationStore } from '../store/memory-store'
import { startService } from '../transport/service-start'
import { OpfsKeptStore } from './opfs-kept'
import { DAY_MS, HOUR_MS } from '../../utils/time'

const NOW = Date.parse('2026-03-10T00:00:00Z')
const KEY: DatasetKey = { digest: 'test', seed: 47, events: 12_000, broadcasts: 4_000, now: NOW }
const SPAN = nearSpan(NOW)

const boot = (gazetteer: Gazetteer, kept?: BootedService['kept']) =>
  bootForKey(gazetteer, KEY, kept)

const features = (gte: string, lte: string, extra: object) => ({
  method: 'POST',
  body: JSON.stringify({ active: { gte, lte }, ...extra }),
})

/** The views' requests at their defaults and with filters, all inside the span. */
const INSIDE: readonly (readonly [string, RequestInit?])[] = [
  ['/v1/events/?active.gte=2026-03-10&active.lte=2026-06-07&sort=-rank&limit=1000'],
  ['/v1/events/?active.gte=2026-03-10&active.lte=2026-06-07&sort=-rank&limit=1000&offset=1000'],
  ['/v1/events/count/?active.gte=2026-03-10&active.lte=2026-04-09'],
  [
    '/v1/events/?active.gte=2026-03-10&active.lte=2026-06-07&category=concerts,sports&within=50km@41.88,-87.63&limit=25',
  ],
  [
    '/v1/events/count/?active.gte=2026-03-10&active.lte=2026-06-07&category=concerts,sports&within=50km@41.88,-87.63',
  ],
  [
    '/v1/events/?active.gte=2026-01-01&active.lte=2026-02-28&sort=start&limit=200&state=active,deleted,predicted',
  ],
  [
    '/v1/events/?start.gte=2026-02-01&start.lte=2026-03-31&parent.include=only&sort=-start&limit=100',
  ],
  ['/v1/events/?end.gte=2026-03-01&end.lte=2026-05-31&rank_level=4,5&sort=-local_rank&limit=100'],
  ['/v1/events/count/?active.gte=2026-03-10&active.lte=2026-06-07&place.scope=5128581'],
  ['/v1/events/?active.gte=2026-03-10&active.lte=2026-06-07&label=nba,nfl&limit=100'],
  [
    '/v1/events/?active.gte=2026-03-10&active.lte=2026-04-09&start_around.origin=2026-03-20&limit=50',
  ],
  ['/v1/events/calendar/?active.gte=2026-03-01&active.lte=2026-05-31&within=30mi@40.71,-74.0'],
  ['/v1/events/calendar/?active.gte=2026-01-01&active.lte=2026-06-15&active.tz=America/New_York'],
  ['/v1/broadcasts/?start.gte=2026-03-10&start.lte=2026-04-08&sort=-svc_viewership&limit=500'],
  ['/v1/broadcasts/count/?start.gte=2026-02-08&start.lte=2026-03-09'],
  [
    '/v1/broadcasts/?start.gte=2026-02-08&start.lte=2026-03-09&location.place_id=85100048&limit=100',
  ],
  [
    '/v1/broadcasts/?start.gte=2026-03-10&start.lte=2026-04-08&record_status=active,duplicate,deleted&limit=500',
  ],
  [
    '/v1/demand-surge/?date_from=2026-03-10&date_to=2026-04-08&min_surge_intensity=m&location.place_id=5128581',
  ],
  [
    '/v1/demand-surge/?date_from=2026-02-08&date_to=2026-03-09&min_surge_intensity=s&location.origin=41.88,-87.63&location.radius=30km',
  ],
  [
    '/v1/features/',
    features('2026-03-10', '2026-04-08', {
      location: { geo: { lat: 41.88, lon: -87.63, radius: '20km' } },
      svc_attendance_concerts: { stats: ['sum', 'count'] },
      svc_attendance_sports: true,
      svc_rank_public_holidays: true,
      svc_viewership_sports_basketball_nba: true,
    }),
  ],
  [
    '/v1/features/',
    features('2026-02-08', '2026-03-09', {
      location: { place_id: ['5128581'] },
      svc_attendance_festivals: true,
    }),
  ],
  ['/v1/suggested-radius/?location.origin=41.88,-87.63&industry=retail'],
  // Of the gazetteer and the account, whichever part is in.
  ['/v1/places/?q=chicago'],
  ['/v1/places/hierarchies/?location.origin=41.88,-87.63'],
  ['/v1/accounts/self/'],
]

/** Requests that could match rows outside the part. */
const OUTSIDE: readonly (readonly [string, RequestInit?])[] = [
  ['/v1/events/'],
  ['/v1/events/?active.gte=2026-03-10'],
  ['/v1/events/?active.gte=2026-03-10&active.lte=2026-06-30'],
  ['/v1/events/?active.gte=2025-12-01&active.lte=2026-01-31'],
  ['/v1/events/?q=festival&active.gte=2026-03-10&active.lte=2026-04-09'],
  ['/v1/events/count/?place.scope=5128581'],
  ['/v1/events/calendar/?active.gte=2026-01-01&active.lte=2026-12-31'],
  ['/v1/broadcasts/'],
  ['/v1/broadcasts/?start.gte=2026-03-10&start.lte=2026-12-31'],
  [
    '/v1/demand-surge/?date_from=2026-03-10&date_to=2026-12-31&min_surge_intensity=m&location.place_id=5128581',
  ],
  [
    '/v1/features/',
    features('2026-03-10', '2026-09-30', {
      location: { place_id: ['5128581'] },
      svc_attendance_sports: true,
    }),
  ],
]

function request(path: string, init?: RequestInit): Request {
  const headers = new Headers({ authorization: 'Bearer demo-analyst' })
  if (init?.body) headers.set('content-type', 'application/json')
  return new Request(new URL(path, 'http://127.0.0.1:8787'), { ...init, headers })
}

async function answer(service: BootedService, path: string, init?: RequestInit) {
  const response = await service.fetch(request(path, init))
  return `${String(response.status)} ${await response.text()}`
}

const isTextColumn = (column: unknown): column is TextColumn =>
  typeof column === 'object' && column !== null && 'get' in column && 'length' in column
const isListColumn = (column: unknown): column is ListColumn =>
  typeof column === 'object' && column !== null && 'offsets' in column && 'values' in column

let gazetteer: Gazetteer
let whole: BootedService
let near: BootedService
let nearData: BootedService['kept']
let joined: BootedService
let bundle: ArrayBuffer
let restFile: ArrayBuffer

/** The data of a kept copy, decoded as the worker's start decodes it (service-start.ts). */
async function decodeCopy(copy: KeptCopy, key: DatasetKey = KEY) {
  if (copy.kind === 'whole') return decodeKept(await copy.bytes, key)
  const nearPart = decodeKept(await copy.near, key, 'near')
  return joinKept(nearPart, decodeKeptRest(await copy.rest, key, nearPart.dataset.events.venues))
}

beforeAll(async () => {
  gazetteer = await loadTestGazetteer()
  whole = await boot(gazetteer)
  const rows = nearRowsOf(whole.deps.dataset, nearRowsSpan(NOW))
  const part = datasetPart(whole.deps.dataset, rows)
  const nearBytes = encodeKept(KEY, { dataset: part }, 'near')
  const restBytes = encodeKeptRest(
    KEY,
    keptRest(whole.deps.dataset, rows),
    whole.deps.dataset.events.venues,
  )
  bundle = bundleParts(nearBytes, restBytes)
  restFile = restBytes
  nearData = decodeKept(nearBytes, KEY, 'near')
  near = await boot(gazetteer, nearData)
  joined = await boot(
    gazetteer,
    joinKept(nearData, decodeKeptRest(restBytes, KEY, nearData.dataset.events.venues)),
  )
}, 300_000)

describe('the near part', () => {
  it('holds a part of the rows, every reference pointing into it', () => {
    const t = near.deps.dataset.events
    expect(t.size).toBeGreaterThan(0)
    expect(t.size).toBeLessThan(whole.deps.dataset.events.size * 0.6)
    for (let r = 0; r < t.size; r++) {
      expect(t.parent[r] ?? 0).toBeLessThan(t.size)
      expect(t.duplicateOf[r] ?? 0).toBeLessThan(t.size)
      if (r > 0) expect(t.start[r] ?? 0).toBeGreaterThanOrEqual(t.start[r - 1] ?? 0)
    }
    // Each broadcast still names its own event.
    const all = whole.deps.dataset
    const eventOf = new Map<string | undefined, string | undefined>()
    for (let r = 0; r < all.broadcasts.size; r++) {
      eventOf.set(all.broadcasts.id.get(r), all.events.id.get(all.broadcasts.event[r] ?? 0))
    }
    const b = near.deps.dataset.broadcasts
    expect(b.size).toBeGreaterThan(0)
    for (let r = 0; r < b.size; r++) {
      expect(t.id.get(b.event[r] ?? 0)).toBe(eventOf.get(b.id.get(r)))
    }
  })

  it('keeps no full-text index or posting lists, which its service makes only when asked', () => {
    expect(nearData.text).toBeUndefined()
    expect(nearData.postings).toBeUndefined()
    const text = near.deps.indexes.events.text
    expect(text).toBe(near.deps.indexes.events.text)
    const title = near.deps.dataset.events.title.get(0) ?? ''
    const match = searchText(text, near.deps.dataset.events.size, title)
    expect([...match.rows]).toContain(0)
  })

  it('answers every request it takes exactly as the whole dataset does', async () => {
    for (const [path, init] of INSIDE) {
      expect(await answerableFromNear(request(path, init), SPAN, NOW), path).toBe(true)
      const expected = await answer(whole, path, init)
      // Identical error pages or empty answers would prove nothing.
      expect(expected, path).toMatch(/^200 /)
      expect(expected, path).not.toMatch(/^200 \{"count":0,/)
      expect(await answer(near, path, init), path).toBe(expected)
    }
  }, 300_000)

  it('joined with the rest, holds every column of the whole dataset, row for row', () => {
    const [a, b] = [whole.deps.dataset, joined.deps.dataset]
    for (const [table, other] of [
      [a.events, b.events],
      [a.broadcasts, b.broadcasts],
    ] as const) {
      expect(other.size).toBe(table.size)
      const joinedColumns = new Map<string, unknown>(Object.entries(other))
      for (const [name, column] of Object.entries(table)) {
        const joinedColumn = joinedColumns.get(name)
        if (ArrayBuffer.isView(column)) expect(joinedColumn, name).toEqual(column)
        else if (isTextColumn(column) && isTextColumn(joinedColumn)) {
          expect(textsOf(joinedColumn), name).toEqual(textsOf(column))
        } else if (isListColumn(column)) expect(joinedColumn, name).toEqual(column)
      }
    }
  })

  it("keeps the rest's event points as differences from their venues' (venue-points.ts)", () => {
    const manifest = JSON.parse(
      new TextDecoder().decode(
        new Uint8Array(restFile, 16, new DataView(restFile).getUint32(8, true)),
      ),
    ) as { tree: { $o: { rest: { $o: { events: { $o: Record<string, unknown> } } } } } }
    const events = manifest.tree.$o.rest.$o.events.$o
    expect(Object.keys(events)).toContain('points')
    expect(Object.keys(events)).not.toContain('lon')
  })

  it('joined with the rest, is the whole dataset again, answering every request as it does', async () => {
    // …also once kept by the page, as a first visit keeps the parts' bytes for the next.
    const kept = await boot(gazetteer, await decodeCopy(await readKeptCopy(new Blob([bundle]))))
    // The joined parts keep no indexes of the whole: a text, entity or place-hierarchy filter
    // makes its own (engine/indexes.ts), and answers as the kept ones of a whole file do.
    const entity = whole.deps.dataset.events.entityTable.id.get(0) ?? ''
    const byEntity: readonly [string] = [`/v1/events/?entity.id=${entity}&limit=100`]
    expect(await answer(whole, ...byEntity)).toMatch(/^200 \{"count":[1-9]/)
    for (const [path, init] of [...INSIDE, ...OUTSIDE, byEntity]) {
      const expected = await answer(whole, path, init)
      expect(await answer(joined, path, init), path).toBe(expected)
      expect(await answer(kept, path, init), path).toBe(expected)
    }
  }, 300_000)

  it('is read from a kept copy a part at a time, the near part first, the rest once wanted', async () => {
    const reads: string[] = []
    // A file that notes which bytes are read, and when each read ends.
    const noted = (blob: Blob, from = 0): CopyFile => ({
      size: blob.size,
      slice: (start, end) => noted(blob.slice(start, end), from + start),
      arrayBuffer: async () => {
        const bytes = await blob.arrayBuffer()
        reads.push(`${String(from)}+${String(bytes.byteLength)}`)
        return bytes
      },
    })
    let wantRest: () => void = () => undefined
    const restWanted = new Promise<void>((resolve) => {
      wantRest = resolve
    })
    const copy = await readKeptCopy(noted(new Blob([bundle])), restWanted)
    if (copy.kind !== 'parts') throw new Error('a bundle read as a whole file')
    const nearBytes = await copy.near
    // Until the rest is wanted, only the header and the near part are read.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reads).toHaveLength(2)
    wantRest()
    const restBytes = await copy.rest
    expect(decodeKept(nearBytes, KEY, 'near').dataset.events.size).toBe(
      nearData.dataset.events.size,
    )
    expect(decodeKeptRest(restBytes, KEY, nearData.dataset.events.venues).rest).toBeDefined()
    const header = 8
    expect(reads).toEqual([
      `0+${String(header)}`,
      `${String(header)}+${String(nearBytes.byteLength)}`,
      `${String(bundle.byteLength - restBytes.byteLength)}+${String(restBytes.byteLength)}`,
    ])
    // A whole dataset's file is read in one piece.
    const file = encodeKept(KEY, nearData)
    const whole = await readKeptCopy(new Blob([file]))
    expect(whole.kind).toBe('whole')
    if (whole.kind === 'whole') expect((await whole.bytes).byteLength).toBe(file.byteLength)
  })

  it("is not read from a kept copy that is damaged, cut short or another key's", async () => {
    const read = (bytes: ArrayBuffer) => readKeptCopy(new Blob([bytes])).then(decodeCopy)
    for (const at of [0, 5, 12, 100, Math.floor(bundle.byteLength / 2), bundle.byteLength - 1]) {
      await expect(read(damagedAt(bundle, at)), `byte ${String(at)}`).rejects.toThrow(KeptDataError)
    }
    await expect(read(bundle.slice(0, bundle.byteLength - 8))).rejects.toThrow(KeptDataError)
    await expect(read(bundle.slice(0, 100))).rejects.toThrow(KeptDataError)
    await expect(
      readKeptCopy(new Blob([bundle])).then((copy) => decodeCopy(copy, { ...KEY, seed: 48 })),
    ).rejects.toThrow(KeptDataError)
  })

  it('leaves to the whole dataset what could match rows outside it', async () => {
    for (const [path, init] of OUTSIDE) {
      expect(await answerableFromNear(request(path, init), SPAN, NOW), path).toBe(false)
    }
  })
})

describe("a start's near service", () => {
  // What a start never reaches in these tests: the whole dataset, which nothing asks for.
  const never = new Promise<never>(() => undefined)
  const startWith = (keptCopy: Promise<KeptCopy | undefined>, nearFile: ArrayBuffer) =>
    startService(
      { postMessage: () => undefined, addEventListener: () => undefined },
      {
        seed: KEY.seed,
        now: NOW,
        eventCount: KEY.events,
        broadcastCount: KEY.broadcasts,
        enrichDelayMs: undefined,
      },
      KEY,
      new OpfsKeptStore(),
      {
        keptCopy,
        nearFile: () => Promise.resolve(nearFile),
        restFile: () => never,
        gazetteerData: loadTestGazetteerData(),
        wanted: { near: Promise.resolve(), whole: never },
      },
    ).near

  it("serves the prebuilt near part when the kept copy's is damaged", async () => {
    const copy = await readKeptCopy(new Blob([bundle]))
    if (copy.kind !== 'parts') throw new Error('a bundle read as a whole file')
    const nearFile = await copy.near
    // Byte 100 lies in the copy's near part (the header is 8 bytes).
    const service = await startWith(readKeptCopy(new Blob([damagedAt(bundle, 100)])), nearFile)
    if (!service) throw new Error('no near service')
    for (const [path, init] of INSIDE.slice(0, 3)) {
      expect(await answer(service, path, init), path).toBe(await answer(whole, path, init))
    }
  }, 60_000)
})

describe('saved locations in the near period', () => {
  const NINE = NOW + 9 * HOUR_MS
  const circle = {
    name: 'Loop',
    geojson: {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-87.63, 41.88] },
      properties: { radius: 20, radius_unit: 'km' },
    },
  }
  const places = { name: 'New York', place_ids: ['5128581'] }
  const post = (body: object, method = 'POST') => ({ method, body: JSON.stringify(body) })

  it('are answered as the whole service answers, insights included, while their 90 days lie in the span', async () => {
    // Two stores with the same records, one per service, so each computes insights on its own.
    const stores = [new MemorySavedLocationStore(), new MemorySavedLocationStore()] as const
    let at = NINE
    const clock = () => at
    const [byNear, byWhole] = await Promise.all([
      bootForKey(gazetteer, KEY, nearData, { store: stores[0], clock }),
      bootForKey(gazetteer, KEY, whole.kept, { store: stores[1], clock }),
    ])
    const ids: string[] = []
    for (const body of [circle, places]) {
      const created = await byWhole.fetch(request('/v1/saved-locations/', post(body)))
      expect(created.status).toBe(201)
      ids.push(((await created.json()) as { location_id: string }).location_id)
    }
    for (const record of await stores[1].list('org_analyst')) await stores[0].put(record)

    // Both at the same instant, a second after the last pair (the rate limit's window).
    const both = async (path: string, init?: RequestInit) => {
      at += 1_000
      expect(await answerableFromNear(request(path, init), SPAN, at), path).toBe(true)
      const expected = await answer(byWhole, path, init)
      expect(await answer(byNear, path, init), path).toBe(expected)
      return expected
    }
    const [loop, york] = ids
    at += 60_000 // enriched: insights are computed on the next read
    const listed = await both('/v1/saved-locations/')
    expect(listed).toMatch(/"attended_event_count":[1-9]/)
    await both(`/v1/saved-locations/${String(loop)}/`)
    await both(`/v1/saved-locations/${String(loop)}/insights/events/?sort=-rank&limit=50`)
    await both(
      `/v1/events/count/?active.gte=2026-03-10&active.lte=2026-04-09&saved_location.location_id=${String(loop)}`,
    )
    at += 2 * HOUR_MS // due for a refresh
    await both('/v1/saved-locations/')
    await both(`/v1/saved-locations/${String(york)}/`, post({ ...circle, name: 'Loop too' }, 'PUT'))
    await both(`/v1/saved-locations/${String(loop)}/`, { method: 'DELETE' })
    at += 60_000
    expect(await both('/v1/saved-locations/')).toMatch(/"count":1,.*"Loop too"/)
  }, 120_000)

  it('wait for the whole service once their 90 days reach beyond the span', async () => {
    const late = NOW + 20 * DAY_MS
    for (const path of [
      '/v1/saved-locations/',
      '/v1/saved-locations/x/insights/events/',
      '/v1/events/count/?active.gte=2026-03-10&active.lte=2026-04-09&saved_location.location_id=x',
    ]) {
      expect(await answerableFromNear(request(path), SPAN, NINE), path).toBe(true)
      expect(await answerableFromNear(request(path), SPAN, late), path).toBe(false)
    }
  })
})
