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
import { addDays, isoDate, isoInstant } from '../../../utils/dates'
import { isAbortError } from '../../../api/errors'
import { surgeLocationOf } from '../location-shape'
import { dropBaseline, readBaseline, writeBaseline } from './baseline-store'
import type { Baseline } from './baseline-store'
import { classifyChanges, newSurgeDays, seenOf, SURGE_WINDOW_DAYS } from './classify'
import type { EventChange, SurgeDay } from './classify'

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
  location: SavedLocation,
  signal?: AbortSignal,
): Promise<Baseline> {
  const since = serverNow(baseUrl)
  const [{ events }, surges] = await Promise.all([
    allEvents(
      client,
      {
        'saved_location.location_id': location.location_id,
        'active.gte': isoDate(since),
        state: 'active,predicted',
        sort: 'start',
      },
      signal,
    ),
    surgeDays(client, location, since, signal),
  ])
  return {
    since,
    seen: new Map(events.map((event) => [event.id, seenOf(event)])),
    surges: surges && { to: surges.to, dates: surges.days.map((day) => day.date) },
  }
}

/** Demand surges at the intensity the Analytics view starts with (2 standard deviations). */
export const WATCHED_INTENSITY = 'm'

/**
 * The location's demand-surge days in the 90 days from `at` (server time), or null when the
 * endpoint cannot say (a plan without it, an area it does not take): surges then go untold.
 */
async function surgeDays(
  client: ApiClient,
  location: SavedLocation,
  at: number,
  signal?: AbortSignal,
): Promise<{ to: string; days: readonly SurgeDay[] } | null> {
  const area = surgeLocationOf(location)
  if (!area) return null
  const from = isoDate(at)
  const to = addDays(from, SURGE_WINDOW_DAYS - 1)
  try {
    const answer = await client.demandSurge(
      { ...area, date_from: from, date_to: to, min_surge_intensity: WATCHED_INTENSITY },
      signal ? { signal } : {},
    )
    return {
      to,
      days: answer.surge_dates.map((day) => ({
        date: day.date,
        attendance: day.svc_attendance_sum,
      })),
    }
  } catch (error) {
    if (isAbortError(error)) throw error
    return null
  }
}

export interface ChangesAnswer {
  readonly changes: readonly EventChange[]
  /** Surge days of the next 90 days that were not surge days at the baseline. */
  readonly surges: readonly SurgeDay[]
  /** False when more changed than the search's result window lets the page read. */
  readonly complete: boolean
}

async function fetchChanges(
  client: ApiClient,
  baseUrl: string,
  location: SavedLocation,
  baseline: Baseline,
  signal?: AbortSignal,
): Promise<ChangesAnswer> {
  const [{ events, complete }, surges] = await Promise.all([
    allEvents(
      client,
      {
        'saved_location.location_id': location.location_id,
        'updated.gte': isoInstant(baseline.since),
        state: 'active,deleted,predicted',
        sort: '-updated',
      },
      signal,
    ),
    baseline.surges ? surgeDays(client, location, serverNow(baseUrl), signal) : null,
  ])
  return {
    changes: classifyChanges(events, baseline.since, baseline.seen),
    surges: newSurgeDays(surges?.days ?? [], baseline.surges),
    complete,
  }
}

const watchKey = (baseUrl: string, locationId: string) => `${baseUrl || 'embedded'} ${locationId}`

/** Thrown by a query run with no location open, which `enabled` prevents. */
const noLocation = () => new Error('no location is open')

function baselineQuery(client: ApiClient, baseUrl: string, location: SavedLocation | undefined) {
  const key = watchKey(baseUrl, location?.location_id ?? '')
  return {
    queryKey: [QUERY_ROOT, 'baseline', key],
    // Read, or recorded on first sight: nothing is news merely because it existed before.
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Baseline> => {
      if (!location) throw noLocation()
      const held = await readBaseline(key)
      if (held) return held
      const taken = await takeBaseline(client, baseUrl, location, signal)
      await writeBaseline(key, taken)
      return taken
    },
    enabled: location !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  }
}

function changesQuery(
  client: ApiClient,
  baseUrl: string,
  location: SavedLocation | undefined,
  baseline: Baseline | undefined,
) {
  return {
    queryKey: [
      QUERY_ROOT,
      'changes',
      watchKey(baseUrl, location?.location_id ?? ''),
      baseline?.since,
    ],
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!location || !baseline) throw noLocation()
      return fetchChanges(client, baseUrl, location, baseline, signal)
    },
    enabled: location !== undefined && baseline !== undefined,
    staleTime: 60_000,
  }
}

export interface LocationChanges {
  /** Epoch ms of the baseline, server time; undefined until it is read or recorded. */
  readonly since: number | undefined
  readonly changes: readonly EventChange[]
  /** New demand-surge days in the next 90 days. */
  readonly surges: readonly SurgeDay[]
  /** Changed events and new surge days together: the list's badge. */
  readonly count: number
  readonly complete: boolean
  /** False when the baseline could not hold what the location had (moves and rises unknown). */
  readonly tracksMoves: boolean
  /** False when the baseline holds no surge days to compare with. */
  readonly tracksSurges: boolean
  readonly loading: boolean
  readonly error: unknown
  readonly retry: () => void
}

const NO_CHANGES: readonly EventChange[] = []
const NO_SURGES: readonly SurgeDay[] = []

const countOf = (answer: ChangesAnswer | undefined): number | undefined =>
  answer && answer.changes.length + answer.surges.length

/** `location` undefined: nothing is read. */
export function useLocationChanges(location: SavedLocation | undefined): LocationChanges {
  const { client, baseUrl } = useApiConnection()
  const baseline = useQuery(baselineQuery(client, baseUrl, location))
  const changes = useQuery(changesQuery(client, baseUrl, location, baseline.data))
  return {
    since: baseline.data?.since,
    changes: changes.data?.changes ?? NO_CHANGES,
    surges: changes.data?.surges ?? NO_SURGES,
    count: countOf(changes.data) ?? 0,
    complete: changes.data?.complete ?? true,
    tracksMoves: baseline.data?.seen != null,
    tracksSurges: baseline.data?.surges != null,
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
    queries: locations.map((location) => baselineQuery(client, baseUrl, location)),
  })
  const counts = useQueries({
    queries: locations.map((location, i) =>
      changesQuery(client, baseUrl, location, baselines[i]?.data),
    ),
    combine: (results) => results.map((result) => countOf(result.data)),
  })
  return useMemo(
    () => new Map(locations.map((location, i) => [location.location_id, counts[i]])),
    [locations, counts],
  )
}

/**
 * Moves the baseline: to now with what the location holds now ("Mark as seen"), or back to a
 * chosen day, when the events and surges then are unknown, so moves, rank rises and new surge
 * days are not told.
 */
export async function moveBaseline(
  queryClient: QueryClient,
  client: ApiClient,
  baseUrl: string,
  location: SavedLocation,
  to: 'now' | number,
): Promise<void> {
  const key = watchKey(baseUrl, location.location_id)
  const next: Baseline =
    to === 'now'
      ? await takeBaseline(client, baseUrl, location)
      : { since: to, seen: null, surges: null }
  await writeBaseline(key, next)
  queryClient.setQueryData([QUERY_ROOT, 'baseline', key], next)
}

/** The mover, bound to the page's connection. */
export function useMoveBaseline() {
  const queryClient = useQueryClient()
  const { client, baseUrl } = useApiConnection()
  return (location: SavedLocation, to: 'now' | number) =>
    moveBaseline(queryClient, client, baseUrl, location, to)
}

/** Forgets a deleted location's baseline. */
export function useDropBaseline() {
  const { baseUrl } = useApiConnection()
  return (locationId: string) => dropBaseline(watchKey(baseUrl, locationId))
}
