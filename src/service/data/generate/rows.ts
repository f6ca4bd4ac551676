// Row accumulator for the event table. Generators append drafts in any order; `finish` sorts by
// start then id (tables.ts) and turns the columns into typed arrays. Strings go through interners
// so that a tour's shows, a league's fixtures and a holiday's regions share one string each.

import { DELETED_REASONS, EVENT_CATEGORIES } from '../../../contract/enums'
import type { EventCategory } from '../../../contract/enums'
import type { PlaceType } from '../gazetteer/types'
import { PLACE_TYPES } from '../gazetteer/types'
import type { Rng } from '../random'
import { EVENT_ID_CHARS } from '../tables'
import { UniqueIds } from './unique-ids'
import { Interner } from './interner'
import type { EntityTable } from './entities'

/**
 * A correction of an event at a set time (history.ts): its start moved, or its predicted crowd
 * revised. The row holds the values after it; `before` holds what the row showed until `at`.
 */
export interface Revision {
  readonly at: number
  readonly before: {
    readonly start: number
    readonly end: number
    readonly predictedEnd: number
    readonly rank: number
    readonly localRank: number
    readonly aviationRank: number
    readonly attendance: number
  }
}

export const STATE_ACTIVE = 0
export const STATE_DELETED = 1
export const STATE_PREDICTED = 2

export interface EventDraft {
  readonly title: string
  readonly category: EventCategory
  readonly start: number
  readonly end: number
  readonly predictedEnd?: number
  readonly timezone: string | null
  readonly lon: number
  readonly lat: number
  readonly rank: number
  readonly localRank: number | null
  readonly aviationRank: number | null
  readonly attendance: number | null
  readonly country: string | null
  readonly place: string
  readonly scope: PlaceType
  /** Row in the venue table, -1 none. */
  readonly venue: number
  /** Indexes into the entity table. */
  readonly entities: readonly number[]
  readonly labels: readonly string[]
  /** When the event entered the dataset: it is absent from datasets built for earlier days. */
  readonly firstSeen: number
  /** The record shows no first_seen (docs/api.md "Event": it may be missing); `firstSeen` still rules when it is known. */
  readonly firstSeenMissing?: boolean
  /** The last of its updates (history.ts spreads a few between first seen and this). */
  readonly updated: number
  readonly parent?: number
  readonly brandUnsafe?: boolean
}

const CATEGORY_INDEX = new Map<string, number>(EVENT_CATEGORIES.map((c, i) => [c, i]))
const SCOPE_INDEX = new Map<string, number>(PLACE_TYPES.map((p, i) => [p, i]))
export const REASON_CANCELLED = 1 + DELETED_REASONS.indexOf('cancelled')
export const REASON_DUPLICATE = 1 + DELETED_REASONS.indexOf('duplicate')
export const REASON_POSTPONED = 1 + DELETED_REASONS.indexOf('postponed')

export class EventRows {
  readonly titles = new Interner()
  readonly timezones = new Interner()
  readonly countries = new Interner()
  readonly places = new Interner()
  readonly labels = new Interner()
  private readonly ids = new UniqueIds(EVENT_ID_CHARS)

  readonly id: string[] = []
  readonly title: string[] = []
  readonly category: number[] = []
  readonly start: number[] = []
  readonly end: number[] = []
  readonly predictedEnd: number[] = []
  readonly updated: number[] = []
  readonly firstSeen: number[] = []
  /** When the row entered the dataset, also for rows that show no first_seen. */
  readonly known: number[] = []
  /**
   * When the row's state changes (history.ts): a deleted row was active before, an active row
   * predicted before (its confirmation). NaN: it never changes.
   */
  readonly changeAt: number[] = []
  /** A postponed event's new date: the row it was moved from (-1 none). */
  readonly movedFrom: number[] = []
  /** Corrections made to a row after its announcement (history.ts), by row. */
  readonly revisions = new Map<number, Revision>()
  readonly stateChanged: number[] = []
  readonly timezone: number[] = []
  readonly lon: number[] = []
  readonly lat: number[] = []
  readonly rank: number[] = []
  readonly localRank: number[] = []
  readonly aviationRank: number[] = []
  readonly attendance: number[] = []
  readonly state: number[] = []
  readonly deletedReason: number[] = []
  readonly duplicateOf: number[] = []
  readonly parent: number[] = []
  readonly brandUnsafe: number[] = []
  readonly country: number[] = []
  readonly place: number[] = []
  readonly scope: number[] = []
  readonly venue: number[] = []
  readonly entityOffsets: number[] = [0]
  readonly entityValues: number[] = []
  readonly labelOffsets: number[] = [0]
  readonly labelValues: number[] = []
  readonly detailSeed: number[] = []

  constructor(readonly entities: EntityTable) {}

  get size(): number {
    return this.id.length
  }

  /** Appends a row and returns its (pre-sort) index. `rng` supplies the id and the detail seed. */
  add(draft: EventDraft, rng: Rng): number {
    const row = this.id.length
    const seed = this.newSeed(rng)
    this.title.push(this.titles.value(draft.title))
    this.category.push(CATEGORY_INDEX.get(draft.category) ?? 0)
    this.start.push(draft.start)
    this.end.push(draft.end)
    this.predictedEnd.push(draft.predictedEnd ?? NaN)
    this.updated.push(draft.updated)
    this.firstSeen.push(draft.firstSeenMissing === true ? NaN : draft.firstSeen)
    this.known.push(draft.firstSeen)
    this.changeAt.push(NaN)
    this.movedFrom.push(-1)
    this.stateChanged.push(NaN)
    this.timezone.push(draft.timezone === null ? -1 : this.timezones.index(draft.timezone))
    this.lon.push(draft.lon)
    this.lat.push(draft.lat)
    this.rank.push(clampRank(draft.rank))
    this.localRank.push(draft.localRank === null ? -1 : clampRank(draft.localRank))
    this.aviationRank.push(draft.aviationRank === null ? -1 : clampRank(draft.aviationRank))
    this.attendance.push(draft.attendance === null ? -1 : Math.max(0, Math.round(draft.attendance)))
    this.state.push(STATE_ACTIVE)
    this.deletedReason.push(0)
    this.duplicateOf.push(-1)
    this.parent.push(draft.parent ?? -1)
    this.brandUnsafe.push(draft.brandUnsafe === true ? 1 : 0)
    this.country.push(draft.country === null ? -1 : this.countries.index(draft.country))
    this.place.push(this.places.index(draft.place))
    this.scope.push(SCOPE_INDEX.get(draft.scope) ?? 0)
    this.venue.push(draft.venue)
    for (const e of draft.entities) this.entityValues.push(e)
    this.entityOffsets.push(this.entityValues.length)
    for (const l of draft.labels) this.labelValues.push(this.labels.index(l))
    this.labelOffsets.push(this.labelValues.length)
    this.detailSeed.push(seed)
    return row
  }

  /**
   * Copy of row `of` entering the dataset at `known`, with a new id: a duplicate record of the
   * same event, or (with a new start and end) the new date of a postponed one. The caller sets
   * its state; the copy starts active.
   */
  addCopy(of: number, rng: Rng, known: number, start: number, end: number): number {
    const row = this.id.length
    const seed = this.newSeed(rng)
    this.title.push(this.title[of] ?? '')
    const shift = start - (this.start[of] ?? start)
    const copy = (column: number[]): void => {
      column.push(column[of] ?? -1)
    }
    for (const column of [
      this.category,
      this.timezone,
      this.lon,
      this.lat,
      this.rank,
      this.localRank,
      this.aviationRank,
      this.attendance,
      this.parent,
      this.brandUnsafe,
      this.country,
      this.place,
      this.scope,
      this.venue,
    ])
      copy(column)
    this.start.push(start)
    this.end.push(end)
    this.predictedEnd.push((this.predictedEnd[of] ?? NaN) + shift)
    this.firstSeen.push(known)
    this.known.push(known)
    this.updated.push(known)
    this.changeAt.push(NaN)
    this.movedFrom.push(-1)
    this.stateChanged.push(NaN)
    this.state.push(STATE_ACTIVE)
    this.deletedReason.push(0)
    this.duplicateOf.push(-1)
    copyRange(this.entityOffsets, this.entityValues, of)
    copyRange(this.labelOffsets, this.labelValues, of)
    this.detailSeed.push(seed)
    return row
  }

  /** The row's seed, of its details and of its id (tables.ts), which it adds to `id`. */
  private newSeed(rng: Rng): number {
    const { seed, id } = this.ids.draw(rng)
    this.id.push(id)
    return seed
  }
}

function copyRange(offsets: number[], values: number[], row: number): void {
  const from = offsets[row] ?? 0
  const to = offsets[row + 1] ?? from
  for (let i = from; i < to; i++) values.push(values[i] ?? 0)
  offsets.push(values.length)
}

export function clampRank(rank: number): number {
  return Math.max(0, Math.min(100, Math.round(rank)))
}
