import { describe, expect, it } from 'vitest'

import { createClient } from '../../../api/client'
import type { Broadcast } from '../../../contract/broadcast'
import { BROADCAST_CSV_COLUMNS, exportBroadcastsCsv, exportFileName } from './broadcasts-csv'

const STAMP = '2026-06-01T00:00:00Z'

function broadcast(index: number): Broadcast {
  if (index % 100 === 7) {
    return {
      broadcast_id: `b${index}`,
      updated: STAMP,
      first_seen: STAMP,
      record_status: 'deleted',
    }
  }
  if (index % 100 === 8) {
    return {
      broadcast_id: `b${index}`,
      updated: STAMP,
      first_seen: STAMP,
      record_status: 'duplicate',
      duplicate_of_id: 'b1',
    }
  }
  return {
    broadcast_id: `b${index}`,
    updated: STAMP,
    first_seen: STAMP,
    record_status: 'active',
    broadcast_status: 'scheduled',
    svc_viewership: 1000 + index,
    dates: {
      start: '2026-06-02T23:00:00Z',
      start_local: '2026-06-02T19:00:00',
      timezone: 'America/New_York',
    },
    location: {
      geopoint: { lon: -74, lat: 40.7 },
      place_hierarchies: [['6295630', '6252001', '85100032', '85201861']],
      places: [
        {
          place_id: '85201861',
          type: 'county',
          name: 'New York County',
          county: 'New York County',
          region: 'New York',
          country: 'US',
        },
      ],
      country: 'US',
    },
    event: {
      event_id: 'ev1',
      title: index === 1 ? '=HYPERLINK("http://x","click"), live' : 'Knicks at Celtics',
      category: 'sports',
      labels: ['basketball', 'nba'],
      dates: {
        start: '2026-06-02T23:00:00Z',
        start_local: '2026-06-02T19:00:00',
        timezone: 'America/New_York',
      },
      location: {
        geopoint: { lon: -71, lat: 42.3 },
        place_hierarchies: [['6295630']],
        country: 'US',
      },
      entities: [
        { entity_id: 'v1', type: 'venue', name: 'Garden' },
        { entity_id: 't1', type: 'organisation', name: 'Knicks' },
        { entity_id: 't2', type: 'organisation', name: 'Celtics' },
      ],
      svc_rank: 80,
    },
  }
}

/** A list endpoint over `total` broadcasts that pages with limit/offset and `next` links. */
function pagedFetch(total: number, requests: string[]) {
  const all = Array.from({ length: total }, (_, i) => broadcast(i + 1))
  return (input: string) => {
    requests.push(input)
    const url = new URL(input)
    const limit = Number(url.searchParams.get('limit') ?? '10')
    const offset = Number(url.searchParams.get('offset') ?? '0')
    const next = new URL(url)
    next.searchParams.set('offset', String(offset + limit))
    return Promise.resolve(
      Response.json({
        count: total,
        overflow: false,
        previous: null,
        next: offset + limit < total ? next.toString() : null,
        results: all.slice(offset, offset + limit),
      }),
    )
  }
}

describe('exportBroadcastsCsv', () => {
  it('writes one row per broadcast of every page of 500, header first', async () => {
    const requests: string[] = []
    const client = createClient({
      baseUrl: 'http://api.test',
      token: 't',
      fetch: pagedFetch(1234, requests),
    })
    const progress: number[] = []
    const result = await exportBroadcastsCsv(
      client,
      { 'start.gte': '2026-06-01', limit: '500' },
      { onProgress: ({ fetched }) => progress.push(fetched) },
    )
    expect(requests).toHaveLength(3)
    expect(progress).toEqual([500, 1000, 1234])
    expect(result.rows).toBe(1234)
    const lines = result.text.split('\r\n').filter((line) => line !== '')
    expect(lines).toHaveLength(1234 + 1)
    expect(lines[0]?.split(',')).toEqual(BROADCAST_CSV_COLUMNS.map((column) => column.header))
    // The formula in the first title is defused and the comma inside it quoted.
    expect(lines[1]).toContain(`,ev1,"'=HYPERLINK(""http://x"",""click""), live",basketball;nba,`)
    expect(lines[1]).toContain(',Garden,Knicks;Celtics,80,')
    // Deleted and duplicate records keep their row, with the link to the active record.
    expect(lines[7]).toMatch(/^b7,deleted,,/)
    expect(lines[8]).toMatch(/^b8,duplicate,b1,/)
  })

  it('stops with an AbortError when cancelled', async () => {
    const controller = new AbortController()
    const client = createClient({
      baseUrl: 'http://api.test',
      token: 't',
      fetch: pagedFetch(3000, []),
    })
    const running = exportBroadcastsCsv(
      client,
      { limit: '500' },
      {
        signal: controller.signal,
        onProgress: () => {
          controller.abort()
        },
      },
    )
    await expect(running).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('exportFileName', () => {
  it('names the dates asked for and when the export ran', () => {
    const at = new Date('2026-06-01T10:00:00Z')
    expect(exportFileName({ 'start.gte': '2026-06-01', 'start.lte': '2026-06-07' }, at)).toMatch(
      /^broadcasts-2026-06-01-to-2026-06-07-.+\.csv$/,
    )
    expect(exportFileName({}, at)).toMatch(/^broadcasts-.+\.csv$/)
  })
})
