// Every match of a search for a map, against the real embedded service over msw/node: the pages
// fetched at once must join into exactly what a plain walk of the pages gives, in order.
import { describe, expect, it } from 'vitest'
import { serveTestServiceAt } from '../testing/service/booted-service'

import { createClient } from './client'
import type { ApiClient } from './client'
import { FIRST_PAGE_ROWS, fetchMatches, mergeChunks, remainingOffsets } from './fetch-matches'
import type { MatchesChunk } from './fetch-matches'
import type { CallOptions } from './operation-types'
import { paginate, pageItems } from './paginate'

const BASE = 'http://matches.test'
serveTestServiceAt(BASE, {
  seed: 5,
  now: '2026-04-01T09:00:00Z',
  eventCount: 3_000,
  broadcastCount: 200,
})

const QUERY = { 'active.gte': '2026-04-01', 'active.lte': '2026-06-30', sort: '-rank,start' }

async function collect(client: ApiClient, pageSize: number, cap: number, firstPageSize?: number) {
  const chunks: MatchesChunk<{ id: string }>[] = []
  for await (const chunk of fetchMatches({
    fetchPage: (offset, limit, options) =>
      client.searchEvents({ ...QUERY, offset: String(offset), limit: String(limit) }, options),
    pageSize,
    cap,
    ...(firstPageSize !== undefined && { firstPageSize }),
  })) {
    chunks.push(chunk)
  }
  return chunks
}

async function walk(client: ApiClient): Promise<string[]> {
  const ids: string[] = []
  for await (const page of paginate(client.searchEvents, { ...QUERY, limit: '500' })) {
    ids.push(...pageItems(page).map((event) => event.id))
  }
  return ids
}

describe('remainingOffsets', () => {
  it('covers the rows after the first page, a page apart', () => {
    expect(remainingOffsets(1_000, 300)).toEqual([300, 600, 900])
    expect(remainingOffsets(300, 300)).toEqual([])
    expect(remainingOffsets(0, 300)).toEqual([])
  })

  it('starts after a first page smaller than the others', () => {
    expect(remainingOffsets(1_000, 300, 100)).toEqual([100, 400, 700])
  })
})

describe('fetchMatches', () => {
  const client = createClient({ baseUrl: BASE, token: 'demo-analyst' })
  /** A page of the events search that first tells `note` what was asked. */
  const notedPage =
    (note: (offset: number, options: CallOptions) => void) =>
    (offset: number, limit: number, options: CallOptions) => {
      note(offset, options)
      return client.searchEvents(
        { ...QUERY, offset: String(offset), limit: String(limit) },
        options,
      )
    }

  it('joins pages fetched at once into the same rows, in the same order, as a walk', async () => {
    const chunks = await collect(client, 100, 10_000)
    const all = await walk(client)
    expect(all.length).toBeGreaterThan(300)
    expect(chunks[0]?.total).toBe(all.length)
    expect(chunks[0]?.target).toBe(all.length)
    expect(mergeChunks(chunks).map((event) => event.id)).toEqual(all)
  }, 600_000)

  it('joins a small first page and full pages after it into the same rows as a walk', async () => {
    const chunks = await collect(client, 1_000, 10_000, FIRST_PAGE_ROWS)
    const all = await walk(client)
    expect(all.length).toBeGreaterThan(FIRST_PAGE_ROWS + 1_000)
    expect(chunks[0]?.items).toHaveLength(FIRST_PAGE_ROWS)
    expect(
      chunks
        .slice(1)
        .map((chunk) => chunk.offset)
        .sort((a, b) => a - b)[0],
    ).toBe(FIRST_PAGE_ROWS)
    expect(mergeChunks(chunks).map((event) => event.id)).toEqual(all)
  }, 600_000)

  it('asks for the pages after the first at low priority, with the same signal', async () => {
    const asked: { offset: number; priority: string | undefined; signal: boolean }[] = []
    const controller = new AbortController()
    for await (const chunk of fetchMatches({
      fetchPage: notedPage((offset, options) => {
        asked.push({
          offset,
          priority: options.priority,
          signal: options.signal === controller.signal,
        })
      }),
      pageSize: 100,
      firstPageSize: 50,
      cap: 250,
      signal: controller.signal,
    })) {
      expect(chunk.items.length).toBeGreaterThan(0)
    }
    expect(asked.sort((a, b) => a.offset - b.offset)).toEqual([
      { offset: 0, priority: undefined, signal: true },
      { offset: 50, priority: 'low', signal: true },
      { offset: 150, priority: 'low', signal: true },
    ])
  }, 60_000)

  it('has asked for every other page by the time it hands over the first', async () => {
    const asked: number[] = []
    const matches = fetchMatches({
      fetchPage: notedPage((offset) => asked.push(offset)),
      pageSize: 100,
      firstPageSize: 50,
      cap: 250,
    })
    const first = await matches.next()
    expect(first.done === false && first.value.offset).toBe(0)
    expect(asked).toEqual([0, 50, 150])
    await matches.return(undefined)
  }, 60_000)

  it('stops at the cap, keeping the first rows of the order', async () => {
    const chunks = await collect(client, 100, 250)
    const all = await walk(client)
    const rows = mergeChunks(chunks)
    expect(rows).toHaveLength(250)
    expect(chunks[0]?.target).toBe(250)
    expect(chunks[0]?.total).toBe(all.length)
    expect(rows.map((event) => event.id)).toEqual(all.slice(0, 250))
  }, 600_000)

  it('rides out the rate limit of a small plan with the backoff, losing no page', async () => {
    // demo-us-only allows 5 requests a second (README "Demo tokens"): 12 pages at once exceed it.
    const limited = createClient({ baseUrl: BASE, token: 'demo-us-only' })
    const chunks = await collect(limited, 20, 240)
    const rows = mergeChunks(chunks)
    expect(rows.length).toBe(Math.min(240, chunks[0]?.total ?? 0))
    expect(new Set(rows.map((event) => event.id)).size).toBe(rows.length)
  }, 600_000)

  it('rejects with the error of a failed page', async () => {
    const lapsed = createClient({ baseUrl: BASE, token: 'demo-lapsed' })
    await expect(collect(lapsed, 100, 1_000)).rejects.toMatchObject({ status: 402 })
  }, 60_000)
})
