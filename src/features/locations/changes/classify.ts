// What changed at a saved location since its baseline (docs/location-changes.md): the events the
// API reports as updated since then, each read once, in its latest state, as one kind of change.
// Pure: the hook (use-location-changes.ts) fetches, this decides.
import type { Event } from '../../../contract/event'
import { rankLevel } from '../../../contract/enums'
import { lonLatOf } from '../../../components/map/events-geojson'
import { greatCircleMeters } from '../../../utils/geodesy'

/** The kinds, in the order the panel lists them (PredictHQ's alert triggers). */
export const CHANGE_KINDS = [
  'new',
  'cancelled',
  'postponed',
  'moved',
  'rank-up',
  'duplicate',
] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

/** A rank level from which an event counts as major (levels 4 and 5). */
export const MAJOR_LEVEL = 4
/** A venue moved by less than this is the same place (coordinates rounded differently). */
export const MOVED_METERS = 100

/** What the baseline remembers of an event the analyst had seen. */
export interface SeenEvent {
  readonly start: string
  /** `[lon, lat]`, or null for an event without a place. */
  readonly at: readonly [number, number] | null
  readonly rank: number
}

/** Every event of the location at the baseline, by id; null when it could not be taken. */
export type Snapshot = ReadonlyMap<string, SeenEvent>

export type ChangedEvent = Pick<
  Event,
  'id' | 'title' | 'category' | 'rank' | 'start' | 'timezone' | 'location' | 'updated' | 'state'
> & { readonly venue?: string }

export interface EventChange {
  readonly kind: ChangeKind
  readonly event: ChangedEvent
  /** Moved or ranked up: the event as the baseline saw it. */
  readonly before?: SeenEvent
  /** Postponed: the start of its new date, when the API has announced one. */
  readonly newStart?: string
  readonly newId?: string
}

/** What the baseline keeps of one event. */
export function seenOf(event: Pick<Event, 'start' | 'location' | 'rank'>): SeenEvent {
  const at = lonLatOf(event.location) ?? null
  return { start: event.start, at, rank: typeof event.rank === 'number' ? event.rank : 0 }
}

const ms = (iso: string | null | undefined): number =>
  typeof iso === 'string' ? Date.parse(iso) : Number.NaN

function venueOf(event: Event): string | undefined {
  const venue = Array.isArray(event.entities)
    ? event.entities.find((entity) => entity.type === 'venue')
    : undefined
  return venue?.name
}

function changed(event: Event): ChangedEvent {
  const { id, title, category, rank, start, timezone, location, updated, state } = event
  const venue = venueOf(event)
  return {
    id,
    title,
    category,
    rank,
    start,
    timezone,
    location,
    updated,
    state,
    ...(venue === undefined ? {} : { venue }),
  }
}

/**
 * The record the API announced as a postponed event's new date: another record of the same
 * title at the same venue, first seen within a minute of the postponement (docs/dataset.md
 * "Each event's story is fixed"; a real backend links them the same way).
 */
function newDateOf(postponed: Event, candidates: readonly Event[]): Event | undefined {
  const at = ms(postponed.postponed)
  const venue = venueOf(postponed)
  return candidates.find(
    (other) =>
      other.id !== postponed.id &&
      other.state !== 'deleted' &&
      other.title === postponed.title &&
      venueOf(other) === venue &&
      (Number.isNaN(at) || Math.abs(ms(other.first_seen) - at) <= 60_000),
  )
}

function movedFrom(event: Event, before: SeenEvent): boolean {
  if (ms(event.start) !== ms(before.start)) return true
  const at = lonLatOf(event.location)
  if (!at || !before.at) return (at === undefined) !== (before.at === null)
  return greatCircleMeters(at[0], at[1], before.at[0], before.at[1]) >= MOVED_METERS
}

/**
 * Each event updated since `since` (epoch ms) read as at most one change, in its latest state.
 * `snapshot` is what the location held at the baseline; without it an event counts as seen when
 * it was first seen before the baseline, and moves and rank rises cannot be told.
 */
export function classifyChanges(
  updated: readonly Event[],
  since: number,
  snapshot: Snapshot | null,
): EventChange[] {
  // An event met twice (pages shifting under an update) is read in its latest state.
  const latest = new Map<string, Event>()
  for (const event of updated) {
    const held = latest.get(event.id)
    if (!held || ms(event.updated) >= ms(held.updated)) latest.set(event.id, event)
  }
  const events = [...latest.values()]
  const announcedSince = (event: Event) => ms(event.first_seen) >= since
  const wasSeen = (event: Event): boolean =>
    snapshot ? snapshot.has(event.id) : ms(event.first_seen) < since
  const changes: EventChange[] = []
  const folded = new Set<string>()
  for (const event of events) {
    if (event.state !== 'deleted' || event.deleted_reason !== 'postponed') continue
    if (!wasSeen(event) && !announcedSince(event)) continue
    const next = newDateOf(event, events)
    if (next) folded.add(next.id)
    changes.push({
      kind: 'postponed',
      event: changed(event),
      ...(next ? { newStart: next.start, newId: next.id } : {}),
    })
  }
  for (const event of events) {
    if (folded.has(event.id)) continue
    if (event.state === 'deleted') {
      if (event.deleted_reason === 'postponed') continue
      if (event.deleted_reason === 'duplicate') {
        // A record that arrived and was folded into its original since is no news.
        if (wasSeen(event)) changes.push({ kind: 'duplicate', event: changed(event) })
      } else if (wasSeen(event) || announcedSince(event)) {
        changes.push({ kind: 'cancelled', event: changed(event) })
      }
      continue
    }
    const before = snapshot?.get(event.id)
    if (!before) {
      // Not seen: new if announced since (or, on a backend that omits `first_seen`, absent from
      // the snapshot); an event the snapshot missed for another reason is not news.
      const fresh = announcedSince(event) || (snapshot !== null && event.first_seen == null)
      if (fresh && !wasSeen(event)) changes.push({ kind: 'new', event: changed(event) })
      continue
    }
    if (movedFrom(event, before)) {
      changes.push({ kind: 'moved', event: changed(event), before })
    } else if (rankLevel(before.rank) < MAJOR_LEVEL && rankLevel(event.rank) >= MAJOR_LEVEL) {
      changes.push({ kind: 'rank-up', event: changed(event), before })
    }
  }
  return changes
}

/** The changes of each kind, in CHANGE_KINDS order; kinds without a change are left out. */
export function groupChanges(
  changes: readonly EventChange[],
): { kind: ChangeKind; changes: EventChange[] }[] {
  return CHANGE_KINDS.map((kind) => ({
    kind,
    changes: changes.filter((change) => change.kind === kind),
  })).filter((group) => group.changes.length > 0)
}

/** A demand-surge day: its date and the attendance summed over it. */
export interface SurgeDay {
  readonly date: string
  readonly attendance: number
}

/** The surge window: the demand-surge endpoint's longest (docs/api.md "Demand surge"). */
export const SURGE_WINDOW_DAYS = 90

/**
 * The surge days now that were not surge days at the baseline, among the days it covered; none
 * when the baseline holds no surge days (`before` null). A day that entered the window since is
 * compared with nothing, so it is not told as new.
 */
export function newSurgeDays(
  now: readonly SurgeDay[],
  before: { readonly to: string; readonly dates: readonly string[] } | null,
): SurgeDay[] {
  if (!before) return []
  const known = new Set(before.dates)
  return now.filter((day) => day.date <= before.to && !known.has(day.date))
}
