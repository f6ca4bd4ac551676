// Saved locations of every organisation: writes through the store, and the asynchronous enrichment
// of docs/api.md "States and transitions" (new -> pending -> active, statistics refreshed on a
// schedule). Enrichment is a pure function of the stored record and the service clock: a location
// written at T is active from T + enrichDelayMs, and its insights are recomputed every refreshMs
// after that. Results are computed when the location is next read and written back behind the
// answer, so no timer runs, the outcome does not depend on when reads happen, and tests drive it
// by moving the clock.
import type { SavedLocation, SavedLocationBody } from '../../contract/saved-location'
import type { Organisation } from '../auth/accounts'
import type { Gazetteer } from '../data/gazetteer/types'
import type { Indexes } from '../engine/build'
import type { SavedArea, SavedLocationAreas } from '../engine/query'
import type { PutRequest, SavedLocationStore, StoredLocation } from '../store/types'
import { StorageRefusedError } from '../store/types'
import { geocode, validTypes } from './geocode'
import { areaOf, computeInsight } from './insights'
import { offsetDateTime } from './scope'
import { HOUR_MS } from '../../utils/time'

/** docs/architecture.md: enrichment "usually finishes within seconds". */
export const DEFAULT_ENRICH_DELAY_MS = 1_500
/** Statistics are refreshed in the background (docs/api.md "States and transitions"): hourly. */
export const DEFAULT_REFRESH_MS = HOUR_MS

export interface RegistryOptions {
  readonly store: SavedLocationStore
  readonly enrichDelayMs?: number
  readonly refreshMs?: number
  /** New location ids; random by default. */
  readonly newId?: () => string
}

export interface RegistrySources {
  readonly gazetteer: Gazetteer
  readonly indexes: Indexes
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** 22 random base-62 characters (about 131 bits): unique across tabs and restarts. */
export function randomLocationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22))
  return Array.from(bytes, (b) => ID_ALPHABET[b % 62] ?? '0').join('')
}

export class SavedLocationRegistry implements SavedLocationAreas {
  readonly store: SavedLocationStore
  private readonly enrichDelayMs: number
  private readonly refreshMs: number
  private readonly newId: () => string
  /** The write-backs of enrichment under way (`settle`). */
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly sources: RegistrySources,
    options: RegistryOptions,
  ) {
    this.store = options.store
    this.enrichDelayMs = options.enrichDelayMs ?? DEFAULT_ENRICH_DELAY_MS
    this.refreshMs = Math.max(1, options.refreshMs ?? DEFAULT_REFRESH_MS)
    this.newId = options.newId ?? randomLocationId
  }

  /** A pending location from a validated body (place ids must be known to the gazetteer). */
  private draft(
    org: Organisation,
    body: SavedLocationBody,
    id: string,
    now: number,
    createDt?: string,
  ): SavedLocation {
    const g = geocode(this.sources.gazetteer, body)
    const shape = body.geojson
      ? { geojson: body.geojson }
      : { place_ids: [...new Set(body.place_ids ?? [])] }
    return {
      location_id: id,
      name: body.name,
      labels: body.labels,
      ...shape,
      formatted_address: body.formatted_address ?? g.formatted_address,
      create_dt: createDt ?? offsetDateTime(now),
      update_dt: offsetDateTime(now),
      enrich_dt: null,
      insights_dt: null,
      places: g.places,
      subscription_valid_types: validTypes(org.subscription, g.countries),
      status: 'pending',
      summary_insights: [],
      log: [],
    }
  }

  async create(org: Organisation, body: SavedLocationBody, now: number): Promise<string> {
    const id = this.newId()
    await this.store.put({
      orgId: org.id,
      revisedAt: now,
      location: this.draft(org, body, id, now),
    })
    return id
  }

  /** Full replacement (PUT); the location goes back to pending. False when unknown. */
  async replace(
    org: Organisation,
    id: string,
    body: SavedLocationBody,
    now: number,
  ): Promise<boolean> {
    const current = (await this.store.list(org.id)).find((r) => r.location.location_id === id)
    if (!current) return false
    const draft = this.draft(org, body, id, now, current.location.create_dt)
    // Upstream keeps the timestamps of the last enrichment through an update (they are strings in
    // every public sample); the record is pending again until the next enrichment replaces them.
    const location: SavedLocation = {
      ...draft,
      enrich_dt: current.location.enrich_dt,
      insights_dt: current.location.insights_dt,
    }
    return this.store.put(
      { orgId: org.id, revisedAt: now, location },
      { ifRevision: current.revisedAt },
    )
  }

  remove(orgId: string, id: string): Promise<boolean> {
    return this.store.delete(orgId, id)
  }

  async get(org: Organisation, id: string, now: number): Promise<SavedLocation | undefined> {
    const record = (await this.store.list(org.id)).find((r) => r.location.location_id === id)
    return record && this.settle(org, [record], now)[0]?.location
  }

  /** Every location of the organisation, enrichment brought up to `now`. */
  async list(org: Organisation, now: number): Promise<SavedLocation[]> {
    const records = await this.store.list(org.id)
    return this.settle(org, records, now).map((r) => r.location)
  }

  /** The engine areas of the organisation's locations among `ids` (unknown ids are skipped). */
  async areasFor(orgId: string, ids: readonly string[]): Promise<SavedArea[]> {
    const wanted = new Set(ids)
    const records = await this.store.list(orgId)
    return records.filter((r) => wanted.has(r.location.location_id)).map((r) => areaOf(r.location))
  }

  /**
   * The records as of `now`, each enriched once its delay has passed and its insights on the
   * hour; those that changed are written back together (`putAll`).
   */
  private settle(
    org: Organisation,
    records: readonly StoredLocation[],
    now: number,
  ): StoredLocation[] {
    const writes: PutRequest[] = []
    const settled = records.map((record) => {
      const next = this.enriched(org, record, now)
      if (!next) return record
      writes.push({ record: next, options: { ifRevision: record.revisedAt } })
      return next
    })
    if (writes.length === 0) return settled
    // The read answers now; the write goes on behind it (200 locations took IndexedDB about
    // 160 ms). A write that is refused (a store with no room, docs/security.md "Storage"), lost
    // or outrun by a replace (its revision check) only means the results are computed again on
    // the next read, as they are from the record.
    const write = this.store.putAll(writes).then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof StorageRefusedError)) {
          console.warn('Saved locations: enrichment results not written back', error)
        }
      },
    )
    this.writing = Promise.all([this.writing, write]).then(() => undefined)
    return settled
  }

  /** Settles once the enrichment write-backs started so far are done (written or refused). */
  written(): Promise<void> {
    return this.writing
  }

  /**
   * Whether reading the organisation's locations at `now` would compute anything: a location due
   * for its enrichment or its hourly refresh. When none is, a read needs no events, only the store
   * (src/service/boot/stored-service.ts).
   */
  async anyDue(orgId: string, now: number): Promise<boolean> {
    const records = await this.store.list(orgId)
    return records.some((record) => this.dueAt(record, now) !== undefined)
  }

  /** When the record's next insights are as of, if they are due by `now`. */
  private dueAt(
    record: StoredLocation,
    now: number,
  ): { readonly asOf: number; readonly pending: boolean; readonly enrichedAt: number } | undefined {
    const enrichedAt = record.revisedAt + this.enrichDelayMs
    if (now < enrichedAt) return undefined
    const loc = record.location
    const pending = loc.status === 'pending' || loc.insights_dt === null
    const base = pending ? enrichedAt : Date.parse(loc.insights_dt ?? '')
    const periods = Math.max(0, Math.floor((now - base) / this.refreshMs))
    if (!pending && (periods === 0 || !Number.isFinite(base))) return undefined
    return { asOf: base + periods * this.refreshMs, pending, enrichedAt }
  }

  /** The record enriched as of `now`, or undefined when nothing is due. */
  private enriched(
    org: Organisation,
    record: StoredLocation,
    now: number,
  ): StoredLocation | undefined {
    const due = this.dueAt(record, now)
    if (!due) return undefined
    const { asOf, pending, enrichedAt } = due
    const loc = record.location
    const insight = computeInsight(this.sources.indexes, areaOf(loc), org, asOf)
    return {
      ...record,
      location: {
        ...loc,
        status: 'active',
        enrich_dt: pending ? offsetDateTime(enrichedAt) : loc.enrich_dt,
        insights_dt: offsetDateTime(asOf),
        summary_insights: [insight],
      },
    }
  }
}
