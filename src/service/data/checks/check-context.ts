// What the plausibility rules read of a generated row, and where they record what they find: the
// rows as the dataset holds them (titles, labels, entities, place, point, local start, venue), not
// what a generator meant (docs/dataset.md "Plausibility").

import { DELETED_REASONS, EVENT_CATEGORIES } from '../../../contract/enums'
import type { EventCategory } from '../../../contract/enums'
import { datasetWindow } from '../clock'
import type { Gazetteer, PlaceRecord } from '../gazetteer/types'
import type { VenueKind } from '../generate/venue-kinds'
import type { Where } from '../generate/zones'
import { whereOf } from '../generate/zones'
import { TimeZones } from '../holidays/time-zones'
import type { Dataset, EventTable } from '../tables'
import { NO_U32 } from '../tables'
import { venueKindOfName } from './venue-kind'
import { DAY_MS } from '../../../utils/time'

const POSTPONED = 1 + DELETED_REASONS.indexOf('postponed')
const DELETED = 1

export interface Entity {
  readonly name: string
  readonly type: string
}

export class CheckContext {
  readonly events: EventTable
  readonly zones: TimeZones
  private readonly titles: readonly string[]
  private readonly venueKinds = new Map<number, VenueKind | undefined>()
  /** Rows that are the new date of a postponed event (generate/history.ts). */
  private readonly movedCopies = new Set<number>()

  constructor(
    dataset: Dataset,
    readonly gazetteer: Gazetteer,
  ) {
    this.events = dataset.events
    const window = datasetWindow(dataset.now)
    this.zones = new TimeZones(window.start - 31 * DAY_MS, window.end + 31 * DAY_MS)
    this.titles = Array.from({ length: this.events.size }, (_, i) => this.events.title.get(i) ?? '')
    this.findMovedCopies()
  }

  get size(): number {
    return this.events.size
  }

  title(i: number): string {
    return this.titles[i] ?? ''
  }

  category(i: number): EventCategory | undefined {
    return EVENT_CATEGORIES[this.events.category[i] ?? 0]
  }

  labels(i: number): string[] {
    const { offsets, values } = this.events.labels
    const out: string[] = []
    for (let k = offsets[i] ?? 0; k < (offsets[i + 1] ?? 0); k++)
      out.push(this.events.labelNames.values[values[k] ?? 0] ?? '')
    return out
  }

  entities(i: number): Entity[] {
    const { offsets, values } = this.events.entities
    const table = this.events.entityTable
    const out: Entity[] = []
    for (let k = offsets[i] ?? 0; k < (offsets[i + 1] ?? 0); k++) {
      const e = values[k] ?? 0
      out.push({ name: table.name.get(e) ?? '', type: table.type.get(e) ?? '' })
    }
    return out
  }

  /** Index into the entity table of the row's `k`-th entity, -1 when it has none. */
  entityIndex(i: number, k: number): number {
    const { offsets, values } = this.events.entities
    const at = (offsets[i] ?? 0) + k
    return at < (offsets[i + 1] ?? 0) ? (values[at] ?? -1) : -1
  }

  place(i: number): PlaceRecord | undefined {
    return this.gazetteer.get(this.events.places.values[this.events.place[i] ?? 0] ?? '')
  }

  country(i: number): string | null {
    const c = this.events.country[i] ?? NO_U32
    return c === NO_U32 ? null : (this.events.countries.values[c] ?? null)
  }

  /** The rules' view of the row's place: its country, region and the row's point. */
  where(i: number): Where | undefined {
    const place = this.place(i)
    return place && whereOf(place, this.events.lat[i] ?? 0, this.events.lon[i] ?? 0)
  }

  venue(i: number): number {
    return this.events.venue[i] ?? -1
  }

  venueName(i: number): string {
    const v = this.venue(i)
    return v < 0 ? '' : (this.events.venues.name.get(v) ?? '')
  }

  venueKind(i: number): VenueKind | undefined {
    const v = this.venue(i)
    if (v < 0) return undefined
    if (!this.venueKinds.has(v)) this.venueKinds.set(v, venueKindOfName(this.venueName(i)))
    return this.venueKinds.get(v)
  }

  /** Local wall time of the start read as UTC (events without a time zone store it so). */
  localStart(i: number): number {
    const start = this.events.start[i] ?? 0
    const tz = this.events.timezone[i] ?? NO_U32
    if (tz === NO_U32) return start
    return this.zones.toLocal(this.events.timezones.values[tz] ?? 'UTC', start)
  }

  localMonth(i: number): number {
    return new Date(this.localStart(i)).getUTCMonth()
  }

  localYear(i: number): number {
    return new Date(this.localStart(i)).getUTCFullYear()
  }

  /** Calendar days the event spans (at least one). */
  days(i: number): number {
    const span = (this.events.end[i] ?? 0) - (this.events.start[i] ?? 0)
    return Math.max(1, Math.ceil(span / DAY_MS))
  }

  deleted(i: number): boolean {
    return this.events.state[i] === DELETED
  }

  /** The new date of a postponed event: its date is history's, not its generator's. */
  movedCopy(i: number): boolean {
    return this.movedCopies.has(i)
  }

  parent(i: number): number {
    return this.events.parent[i] ?? -1
  }

  attendance(i: number): number | null {
    const a = this.events.attendance[i] ?? NO_U32
    return a === NO_U32 ? null : a
  }

  /** One line per example: what it is, where and when. */
  describe(i: number): string {
    const place = this.place(i)
    const date = new Date(this.localStart(i)).toISOString().slice(0, 10)
    return `${this.title(i)} (${place?.name ?? '?'}, ${this.country(i) ?? '?'}, ${date})`
  }

  private findMovedCopies(): void {
    // A new date enters the dataset when its original is postponed, under the same title and
    // venue (history.ts `addCopy`): its first_seen is the original's state change.
    const postponed = new Set<string>()
    const { events } = this
    for (let i = 0; i < events.size; i++) {
      if (events.deletedReason[i] !== POSTPONED) continue
      postponed.add(`${this.title(i)}|${events.venue[i] ?? -1}|${events.stateChanged[i] ?? NaN}`)
    }
    if (postponed.size === 0) return
    for (let i = 0; i < events.size; i++) {
      const key = `${this.title(i)}|${events.venue[i] ?? -1}|${events.firstSeen[i] ?? NaN}`
      if (postponed.has(key)) this.movedCopies.add(i)
    }
  }
}

export interface Violation {
  readonly rule: string
  readonly count: number
  readonly examples: string[]
}

/** Violations by rule, with a few examples each. */
export class Violations {
  private readonly byRule = new Map<string, { count: number; examples: string[] }>()
  private readonly rows = new Set<number>()

  constructor(private readonly ctx: CheckContext) {}

  fail(rule: string, i: number, detail?: string): void {
    this.rows.add(i)
    let entry = this.byRule.get(rule)
    if (!entry) {
      entry = { count: 0, examples: [] }
      this.byRule.set(rule, entry)
    }
    entry.count++
    if (entry.examples.length < 5) {
      const text = this.ctx.describe(i)
      entry.examples.push(detail ? `${text}: ${detail}` : text)
    }
  }

  /** Rows that break at least one rule. */
  get failedRows(): number {
    return this.rows.size
  }

  list(): Violation[] {
    return [...this.byRule.entries()]
      .map(([rule, v]) => ({ rule, count: v.count, examples: v.examples }))
      .sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule))
  }
}
