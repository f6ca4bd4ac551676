import { describe, expect, it } from 'vitest'

import { createClient } from '../../../api/client'
import type { Event } from '../../../contract/event'
import { EVENT_CSV_COLUMNS, exportEventsCsv, exportFileName } from './events-csv'

function event(index: number): Event {
  return {
    id: `ev${index}`,
    title: index === 1 ? '=HYPERLINK("http://x","click"), live' : `Event ${index}`,
    description: '',
    category: 'concerts',
    labels: ['music', 'concert'],
    rank: 50 + (index % 40),
    local_rank: null,
    aviation_rank: null,
    svc_attendance: 1000 + index,
    entities: [{ entity_id: `v${index}`, type: 'venue', name: 'Hall', formatted_address: 'A St' }],
    duration: 3600,
    start: '2025-06-01T09:00:00Z',
    end: '2025-06-01T10:00:00Z',
    updated: '2025-05-01T00:00:00Z',
    timezone: 'Europe/London',
    location: [-0.12, 51.5],
    geo: { geometry: { type: 'Point', coordinates: [-0.12, 51.5] } },
    scope: 'locality',
    country: 'GB',
    place_hierarchies: [['6295630', '2635167']],
    state: 'active',
    relevance: null,
    private: false,
  }
}

/** A list endpoint over `total` events that pages with limit/offset and `next` links. */
function pagedFetch(total: number, requests: string[]) {
  const all = Array.from({ length: total }, (_, i) => event(i + 1))
  return (input: string) => {
    requests.push(input)
    const url = new URL(input)
    const limit = Number(url.searchParams.get('limit') ?? '10')
    const offset = Number(url.searchParams.get('offset') ?? '0')
    const next = new URL(url)
    next.searchParams.set('offset', String(offset + limit))
    const body = {
      count: total,
      overflow: false,
      previous: null,
      next: offset + limit < total ? next.toString() : null,
      results: all.slice(offset, offset + limit),
    }
    return Promise.resolve(Response.json(body))
  }
}

describe('exportEventsCsv', () => {
  it('walks every page and writes one line per event under the header, the first line', async () => {
    const requests: string[] = []
    const client = createClient({
      baseUrl: 'http://api.test',
      token: 't',
      fetch: pagedFetch(2345, requests),
    })
    const progress: number[] = []
    const result = await exportEventsCsv(
      client,
      { category: 'concerts', limit: '1000' },
      { onProgress: ({ fetched }) => progress.push(fetched) },
    )
    expect(requests).toHaveLength(3)
    expect(progress).toEqual([1000, 2000, 2345])
    expect(result.rows).toBe(2345)
    const lines = result.text.split('\r\n').filter((line) => line !== '')
    expect(lines).toHaveLength(2345 + 1)
    // Spreadsheets and pandas take the first line for the header: nothing may come before it.
    expect(result.text.startsWith('id,title,category,')).toBe(true)
    expect(lines[0]?.split(',')).toEqual(EVENT_CSV_COLUMNS.map((column) => column.header))
    // The formula in the first title is defused and the comma inside it quoted.
    expect(lines[1]).toContain(
      `ev1,"'=HYPERLINK(""http://x"",""click""), live",concerts,music;concert,`,
    )
  })

  it('stops with an AbortError when cancelled', async () => {
    const controller = new AbortController()
    const client = createClient({
      baseUrl: 'http://api.test',
      token: 't',
      fetch: pagedFetch(3000, []),
    })
    const run = exportEventsCsv(
      client,
      { limit: '1000' },
      {
        signal: controller.signal,
        onProgress: () => {
          controller.abort()
        },
      },
    )
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('exportFileName', () => {
  const at = new Date('2025-05-05T10:00:00Z')

  it('names the dates asked for, then when the export ran', () => {
    expect(
      exportFileName(
        { 'active.gte': '2025-06-01', 'active.lte': '2025-06-30', q: 'a b', limit: '1000' },
        at,
      ),
    ).toBe('events-2025-06-01-to-2025-06-30-2025-05-05T10-00-00Z.csv')
  })

  it('says which end is open, and keeps only file-safe characters', () => {
    expect(exportFileName({ 'active.gte': '2025-06-01' }, at)).toBe(
      'events-from-2025-06-01-2025-05-05T10-00-00Z.csv',
    )
    expect(exportFileName({ 'active.lte': '2025-06-30T12:00:00/x' }, at)).toBe(
      'events-to-2025-06-30T12-00-00-x-2025-05-05T10-00-00Z.csv',
    )
    expect(exportFileName({}, at)).toBe('events-2025-05-05T10-00-00Z.csv')
  })
})
