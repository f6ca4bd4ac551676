// Each saved location's baseline in this browser (docs/location-changes.md): when the analyst last
// marked it seen, and what it held then. Kept in IndexedDB, as a baseline of thousands of events
// is too large for localStorage; a browser that refuses IndexedDB (a private window) keeps them
// for the session only, so changes still read, from the page's first sight of the location.
import { openDB } from 'idb'
import type { IDBPDatabase } from 'idb'

import type { SeenEvent } from './classify'

export const BASELINE_DB = 'eventscope-baselines'
const STORE = 'baselines'

/** `[id, start, lon, lat, rank]`: a snapshot row, compact since a location may hold thousands. */
type SeenRow = readonly [string, string, number | null, number | null, number]

export interface Baseline {
  /** Epoch ms: changes are what the API reports as updated since. */
  readonly since: number
  /** The location's events at `since`, by id; null when they could not be read then. */
  readonly seen: ReadonlyMap<string, SeenEvent> | null
  /** Its demand-surge days of the 90 days from `since`; null when they could not be read. */
  readonly surges: SurgeDays | null
}

/** The surge days of a window of days, `YYYY-MM-DD`. */
export interface SurgeDays {
  /** The window's last day. */
  readonly to: string
  readonly dates: readonly string[]
}

interface StoredBaseline {
  readonly since: number
  readonly seen: readonly SeenRow[] | null
  readonly surges?: SurgeDays | null
}

function isSurgeDays(value: unknown): value is SurgeDays {
  if (typeof value !== 'object' || value === null) return false
  const { to, dates } = value as Record<string, unknown>
  return typeof to === 'string' && Array.isArray(dates) && dates.every((d) => typeof d === 'string')
}

const memory = new Map<string, StoredBaseline>()
let db: Promise<IDBPDatabase | undefined> | undefined
const open = () =>
  (db ??= openDB(BASELINE_DB, 1, {
    upgrade: (created) => created.createObjectStore(STORE),
  }).catch(() => undefined))

function isStored(value: unknown): value is StoredBaseline {
  if (typeof value !== 'object' || value === null) return false
  const { since, seen } = value as Record<string, unknown>
  return (
    typeof since === 'number' && Number.isFinite(since) && (seen === null || Array.isArray(seen))
  )
}

function fromStored(stored: StoredBaseline): Baseline {
  const surges = isSurgeDays(stored.surges) ? stored.surges : null
  if (!stored.seen) return { since: stored.since, seen: null, surges }
  const seen = new Map<string, SeenEvent>()
  for (const row of stored.seen) {
    if (!Array.isArray(row)) continue
    const [id, start, lon, lat, rank] = row
    if (typeof id !== 'string' || typeof start !== 'string') continue
    const at = typeof lon === 'number' && typeof lat === 'number' ? ([lon, lat] as const) : null
    seen.set(id, { start, at, rank: typeof rank === 'number' ? rank : 0 })
  }
  return { since: stored.since, seen, surges }
}

function toStored(baseline: Baseline): StoredBaseline {
  const seen = baseline.seen
    ? [...baseline.seen].map(([id, event]): SeenRow => [
        id,
        event.start,
        event.at?.[0] ?? null,
        event.at?.[1] ?? null,
        event.rank,
      ])
    : null
  return { since: baseline.since, seen, surges: baseline.surges }
}

/** The baseline of `key` (the backend and the location id), if one was recorded. */
export async function readBaseline(key: string): Promise<Baseline | null> {
  try {
    const opened = await open()
    const value: unknown = opened ? await opened.get(STORE, key) : memory.get(key)
    return isStored(value) ? fromStored(value) : null
  } catch {
    const value = memory.get(key)
    return value ? fromStored(value) : null
  }
}

export async function writeBaseline(key: string, baseline: Baseline): Promise<void> {
  const stored = toStored(baseline)
  memory.set(key, stored)
  try {
    await (await open())?.put(STORE, stored, key)
  } catch {
    // Kept in memory for this page: the next visit starts a new baseline.
  }
}

/** A deleted location's baseline goes with it. */
export async function dropBaseline(key: string): Promise<void> {
  memory.delete(key)
  try {
    await (await open())?.delete(STORE, key)
  } catch {
    // Nothing kept, nothing to drop.
  }
}
