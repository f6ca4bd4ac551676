import { describe, expect, it } from 'vitest'

import { createClient } from '../../api/client'
import type { Event } from '../../contract/event'
import { EVENT_CSV_COLUMNS, exportComment, exportEventsCsv } from './events-csv'

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
  it('walks every page and writes one line per event under a comment and a header', async () => {
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
      {
        onProgress: ({ fetched }) => progress.push(fetched),
        now: () => new Date('2025-05-05T10:00:00Z'),
      },
    )
    expect(requests).toHaveLength(3)
    expect(progress).toEqual([1000, 2000, 2345])
    expect(result.rows).toBe(2345)
    const lines = result.text.split('\r\n').filter((line) => line !== '')
    expect(lines).toHaveLength(2345 + 2)
    expect(lines[0]).toBe(
      '# Eventscope events export; query: /v1/events/?category=concerts; exported at 2025-05-05T10:00:00.000Z',
    )
    expect(lines[1]?.split(',')).toEqual(EVENT_CSV_COLUMNS.map((column) => column.header))
    // The formula in the first title is defused and the comma inside it quoted.
    expect(lines[2]).toContain(
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

describe('exportComment', () => {
  it('leaves paging out of the query it names', () => {
    const text = exportComment({ q: 'a b', limit: '1000', offset: '50' }, new Date(0))
    expect(text).toBe(
      '# Eventscope events export; query: /v1/events/?q=a+b; exported at 1970-01-01T00:00:00.000Z',
    )
  })
})
