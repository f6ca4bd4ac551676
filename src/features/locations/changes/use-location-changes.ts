// A saved location's changes since its baseline (docs/location-changes.md). The baseline is read
// from this browser, or recorded on first sight: the server's time then and every event the
// location held. The changes are every event the API reports as updated since, all pages through
// the client's pool and 429 backoff, read by classify.ts. Public API only, so a real backend
// answers the same.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useApiConnection } from '../../../api/client-context'
import type { ApiClient } from '../../../api/client'
import { fetchMatches, mergeChunks } from '../../../api/fetch-matches'
import type { MatchesChunk } from '../../../api/fetch-matches'
import { serverNow } from '../../../api/server-clock'
import type { Event } from '../../../contract/event'
import { EVENTS_MAX_LIMIT } from '../../../contract/query/events'
import type { SavedLocation } from '../../../contract/saved-location'
import { isoDate } from '../../../utils/dates'
import { dropBaseline, readBaseline, writeBaseline } from './baseline-store'
import type { Baseline } from './baseline-store'
import { classifyChanges, seenOf } from './classify'
import type { EventChange } from './classify'

/** The most events a baseline or a change list reads: the events search's result window. */
export const CHANGES_CAP = 10_000

const QUERY_ROOT = 'location-changes'

async function allEvents(
  client: ApiClient,
  query: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<{ events: Event[]; complete: boolean }> {
  const chunks: MatchesChunk<Event>[] = []
  for await (const chunk of fetchMatches<Event>({
    fetchPage: (offset, limit, options) =>
      client.searchEvents({ ...query, limit: String(limit), offset: String(offset) }, options),
    pageSize: EVENTS_MAX_LIMIT,
    cap: CHANGES_CAP,
    ...(signal ? { signal } : {}),
  })) {
    chunks.push(chunk)
  }
  const first = chunks[0]
  return {
    events: mergeChunks(chunks),
    complete: first === undefined || (!first.overflow && first.total <= CHANGES_CAP),
  }
}

/**
 * The baseline of now: the server's time, then every event of the location active from that day
 * on, in any state but deleted. Taken in that order, so nothing falls between the two.
 */
async function takeBaseline(
  client: ApiClient,
  baseUrl: string,
  locationId: string,
  signal?: AbortSignal,
): Promise<Baseline> {
  const since = serverNow(baseUrl)
  const { events } = await allEvents(
    client,
    {
      'saved_location.location_id': locationId,
      'active.gte': isoDate(since),
      state: 'active,predicted',
      sort: 'start',
    },
    signal,
  )
  return { since, seen: new Map(events.map((event) => [event.id, seenOf(event)])) }
}

export interface ChangesAnswer {
  readonly changes: readonly EventChange[]
  /** False when more changed than the search's result window lets the page read. */
  readonly complete: boolean
}

async function fetchChanges(
  client: ApiClient,
  locationId: string,
  baseline: Baseline,
  signal?: AbortSignal,
): Promise<ChangesAnswer> {
  const { events, complete } = await allEvents(
    client,
    {
      'saved_location.location_id': locationId,
      'updated.gte': new Date(baseline.since).toISOString(),
      state: 'active,deleted,predicted',
      sort: '-updated',
    },
    signal,
  )
  return { changes: classifyChanges(events, baseline.since, baseline.seen), complete }
}

const watchKey = (baseUrl: string, locationId: string) => `${baseUrl || 'embedded'} ${locationId}`

function baselineQuery(client: ApiClient, baseUrl: string, locationId: string) {
  const key = watchKey(baseUrl, locationId)
  return {
    queryKey: [QUERY_ROOT, 'baseline', key],
    // Read, or recorded on first sight: nothing is news merely because it existed before.
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Baseline> => {
      const held = await readBaseline(key)
      if (held) return held
      const taken = await takeBaseline(client, baseUrl, locationId, signal)
      await writeBaseline(key, taken)
      return taken
    },
    staleTime: Infinity,
    gcTime: Infinity,
  }
}

function changesQuery(client: ApiClient, baseUrl: string, locationId: string, baseline?: Baseline) {
  return {
    queryKey: [QUERY_ROOT, 'changes', watchKey(baseUrl, locationId), baseline?.since],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      // Enabled only with a baseline (below).
      fetchChanges(client, locationId, baseline ?? { since: 0, seen: null }, signal),
    enabled: baseline !== undefined,
    staleTime: 60_000,
  }
}

export interface LocationChanges {
  /** Epoch ms of the baseline, server time; undefined until it is read or recorded. */
  readonly since: number | undefined
  readonly changes: readonly EventChange[]
  readonly complete: boolean
  /** False when the baseline could not hold what the location had (moves and rises unknown). */
  readonly tracksMoves: boolean
  readonly loading: boolean
  readonly error: unknown
  readonly retry: () => void
}

const NO_CHANGES: readonly EventChange[] = []

/** `location` undefined: nothing is read. */
export function useLocationChanges(location: SavedLocation | undefined): LocationChanges {
  const { client, baseUrl } = useApiConnection()
  const id = location?.location_id ?? ''
  const baseline = useQuery({ ...baselineQuery(client, baseUrl, id), enabled: id !== '' })
  const changes = useQuery(changesQuery(client, baseUrl, id, id ? baseline.data : undefined))
  return {
    since: baseline.data?.since,
    changes: changes.data?.changes ?? NO_CHANGES,
    complete: changes.data?.complete ?? true,
    tracksMoves: baseline.data?.seen != null,
    loading: baseline.isPending || changes.isPending,
    error: baseline.error ?? changes.error,
    retry: () => {
      void (baseline.isError ? baseline.refetch() : changes.refetch())
    },
  }
}

/** Each location's number of changes (undefined while it is read), for the list's badges. */
export function useChangeCounts(
  locations: readonly SavedLocation[],
): ReadonlyMap<string, number | undefined> {
  const { client, baseUrl } = useApiConnection()
  const baselines = useQueries({
    queries: locations.map((location) => baselineQuery(client, baseUrl, location.location_id)),
  })
  const counts = useQueries({
    queries: locations.map((location, i) =>
      changesQuery(client, baseUrl, location.location_id, baselines[i]?.data),
    ),
    combine: (results) => results.map((result) => result.data?.changes.length),
  })
  return useMemo(
    () => new Map(locations.map((location, i) => [location.location_id, counts[i]])),
    [locations, counts],
  )
}

/**
 * Moves the baseline: to now with what the location holds now ("Mark as seen"), or back to a
 * chosen day, when the events then are unknown, so moves and rank rises are not told.
 */
export async function moveBaseline(
  queryClient: QueryClient,
  client: ApiClient,
  baseUrl: string,
  locationId: string,
  to: 'now' | number,
): Promise<void> {
  const key = watchKey(baseUrl, locationId)
  const next: Baseline =
    to === 'now' ? await takeBaseline(client, baseUrl, locationId) : { since: to, seen: null }
  await writeBaseline(key, next)
  queryClient.setQueryData([QUERY_ROOT, 'baseline', key], next)
}

/** The mover, bound to the page's connection. */
export function useMoveBaseline() {
  const queryClient = useQueryClient()
  const { client, baseUrl } = useApiConnection()
  return (locationId: string, to: 'now' | number) =>
    moveBaseline(queryClient, client, baseUrl, locationId, to)
}

/** Forgets a deleted location's baseline. */
export function useDropBaseline() {
  const { baseUrl } = useApiConnection()
  return (locationId: string) => dropBaseline(watchKey(baseUrl, locationId))
}
