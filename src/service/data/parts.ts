// The two parts a first visit downloads (docs/dataset-cache.md "Parts"): the near part, every row
// a request bounded to the weeks around the dataset's day can reach, which answers first; and the
// rest, the other rows with the indexes of the whole. Joined, they are the whole dataset again, row
// for row, so the near part's bytes are downloaded once.
//
// The near part holds events active in its span, broadcasts starting in it, and every row those
// refer to (the parent, the event duplicated, a broadcast's event), so that each reference still
// points into the part. Shared tables (venues, entities, places, labels) travel with the near part:
// rows refer to them by index.
import type { TextColumn } from './text-column'
import { ArrayTextColumn, InterleavedTextColumn, SeededIds } from './text-column'
import type { BroadcastTable, Dataset, EventTable, ListColumn } from './tables'

/** An interval of instants, epoch ms, both ends included. */
export interface TimeSpan {
  readonly fromMs: number
  readonly toMs: number
}

/** Rows of the whole dataset, ascending. */
export interface PartRows {
  readonly events: Uint32Array
  readonly broadcasts: Uint32Array
}

type Numeric = Float64Array | Uint32Array | Int32Array | Uint16Array | Uint8Array

/** The per-row numbers of an event other than references to rows. */
const EVENT_NUMBERS = [
  'category',
  'start',
  'end',
  'predictedEnd',
  'updated',
  'firstSeen',
  'stateChanged',
  'timezone',
  'lon',
  'lat',
  'rank',
  'localRank',
  'aviationRank',
  'attendance',
  'state',
  'deletedReason',
  'brandUnsafe',
  'country',
  'place',
  'scope',
  'venue',
  'detailSeed',
] as const satisfies readonly (keyof EventTable)[]

const BROADCAST_NUMBERS = [
  'county',
  'start',
  'updated',
  'firstSeen',
  'viewership',
  'recordStatus',
  'broadcastStatus',
  'league',
] as const satisfies readonly (keyof BroadcastTable)[]

type EventNumbers = Pick<EventTable, (typeof EVENT_NUMBERS)[number]>
type BroadcastNumbers = Pick<BroadcastTable, (typeof BROADCAST_NUMBERS)[number]>

/** The per-row columns of events: every column but the shared tables. */
export type EventRows = Omit<
  EventTable,
  'timezones' | 'countries' | 'places' | 'labelNames' | 'entityTable' | 'venues'
>
export type BroadcastRows = Omit<BroadcastTable, 'places' | 'leagues'>

/** The rows not in the near part, with references to rows of the whole dataset. */
export interface RestPart {
  /** The rows of the near part, which the rest's rows fill in around. */
  readonly nearRows: PartRows
  readonly events: EventRows
  readonly broadcasts: BroadcastRows
}

/** Applies `f` to each named column; the names and `f` keep each column's own array type. */
function eachColumn<K extends string, T extends Readonly<Record<K, Numeric>>>(
  keys: readonly K[],
  f: (key: K) => Numeric,
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, f(key)])) as Pick<T, K>
}

function pick<T extends Numeric>(column: T, rows: Uint32Array): T {
  const out = new (column.constructor as new (length: number) => T)(rows.length)
  rows.forEach((r, i) => {
    out[i] = column[r] ?? 0
  })
  return out
}

function pickTexts(column: TextColumn, rows: Uint32Array): TextColumn {
  if (column instanceof SeededIds) {
    return new SeededIds(pick(column.seeds, rows), column.chars, column.salt)
  }
  return new ArrayTextColumn(Array.from(rows, (r) => column.get(r) ?? ''))
}

function pickLists(column: ListColumn, rows: Uint32Array): ListColumn {
  const offsets = new Uint32Array(rows.length + 1)
  rows.forEach((r, i) => {
    offsets[i + 1] = (offsets[i] ?? 0) + (column.offsets[r + 1] ?? 0) - (column.offsets[r] ?? 0)
  })
  const values = new Uint32Array(offsets[rows.length] ?? 0)
  rows.forEach((r, i) => {
    values.set(column.values.subarray(column.offsets[r], column.offsets[r + 1]), offsets[i])
  })
  return { offsets, values }
}

/**
 * A row reference (-1 none) of `rows`, moved through `to` (-1 where a row has no new place), or
 * kept as a row of the whole without it.
 */
const moved = (column: Int32Array, rows: Uint32Array, to?: Int32Array): Int32Array =>
  Int32Array.from(rows, (r) => {
    const at = column[r] ?? -1
    return at < 0 || !to ? at : (to[at] ?? -1)
  })

function rowsMarked(keep: Uint8Array, value = 1): Uint32Array {
  const rows: number[] = []
  keep.forEach((k, r) => {
    if (k === value) rows.push(r)
  })
  return Uint32Array.from(rows)
}

/** The place of each row of the whole in `rows`, -1 for a row not in them. */
function placesIn(size: number, rows: Uint32Array): Int32Array {
  const at = new Int32Array(size).fill(-1)
  rows.forEach((r, i) => {
    at[r] = i
  })
  return at
}

/**
 * The rows an events, calendar or broadcasts request bounded inside `span` can match, or a
 * features or surge request for its days: events active in the span, broadcasts starting in it,
 * and the rows those refer to.
 */
export function nearRowsOf(d: Dataset, span: TimeSpan): PartRows {
  const b = d.broadcasts
  const keepBroadcast = new Uint8Array(b.size)
  for (let r = 0; r < b.size; r++) {
    const start = b.start[r] ?? 0
    if (start < span.fromMs || start > span.toMs) continue
    keepBroadcast[r] = 1
    const to = b.duplicateOf[r] ?? -1
    if (to >= 0) keepBroadcast[to] = 1
  }
  const broadcasts = rowsMarked(keepBroadcast)
  const t = d.events
  const keep = new Uint8Array(t.size)
  for (let r = 0; r < t.size; r++) {
    const start = t.start[r] ?? 0
    // The latest of start, end and predicted end; an absent one (NaN) never counts.
    const last = [t.end[r], t.predictedEnd[r]].reduce<number>(
      (latest, at) => (at !== undefined && at > latest ? at : latest),
      start,
    )
    if (start <= span.toMs && last >= span.fromMs) keep[r] = 1
  }
  for (const r of broadcasts) keep[b.event[r] ?? 0] = 1
  // A parent or a duplicated event can itself have one: follow the references until none is new.
  for (let added = true; added;) {
    added = false
    for (let r = 0; r < t.size; r++) {
      if (keep[r] !== 1) continue
      for (const to of [t.parent[r] ?? -1, t.duplicateOf[r] ?? -1]) {
        if (to >= 0 && keep[to] !== 1) {
          keep[to] = 1
          added = true
        }
      }
    }
  }
  return { events: rowsMarked(keep), broadcasts }
}

/** The complement of `rows` among `size` rows. */
function otherRows(size: number, rows: Uint32Array): Uint32Array {
  const keep = new Uint8Array(size)
  for (const r of rows) keep[r] = 1
  return rowsMarked(keep, 0)
}

/** The events of `rows`, references moved through `to` (kept as they are without it). */
function eventRows(t: EventTable, rows: Uint32Array, to?: Int32Array): EventRows {
  return {
    size: rows.length,
    ...eachColumn<(typeof EVENT_NUMBERS)[number], EventNumbers>(EVENT_NUMBERS, (k) =>
      pick(t[k], rows),
    ),
    id: pickTexts(t.id, rows),
    title: pickTexts(t.title, rows),
    duplicateOf: moved(t.duplicateOf, rows, to),
    parent: moved(t.parent, rows, to),
    entities: pickLists(t.entities, rows),
    labels: pickLists(t.labels, rows),
  }
}

function broadcastRows(
  b: BroadcastTable,
  rows: Uint32Array,
  to?: Int32Array,
  eventTo?: Int32Array,
): BroadcastRows {
  return {
    size: rows.length,
    ...eachColumn<(typeof BROADCAST_NUMBERS)[number], BroadcastNumbers>(BROADCAST_NUMBERS, (k) =>
      pick(b[k], rows),
    ),
    id: pickTexts(b.id, rows),
    event: Uint32Array.from(rows, (r) => {
      const event = b.event[r] ?? 0
      return eventTo ? (eventTo[event] ?? 0) : event
    }),
    duplicateOf: moved(b.duplicateOf, rows, to),
  }
}

/** The near part: a dataset like any other, rows in their order (by start). */
export function datasetPart(d: Dataset, rows: PartRows): Dataset {
  const eventTo = placesIn(d.events.size, rows.events)
  const t = d.events
  return {
    seed: d.seed,
    now: d.now,
    events: {
      ...eventRows(t, rows.events, eventTo),
      timezones: t.timezones,
      countries: t.countries,
      places: t.places,
      labelNames: t.labelNames,
      entityTable: t.entityTable,
      venues: t.venues,
    },
    broadcasts: {
      ...broadcastRows(
        d.broadcasts,
        rows.broadcasts,
        placesIn(d.broadcasts.size, rows.broadcasts),
        eventTo,
      ),
      places: d.broadcasts.places,
      leagues: d.broadcasts.leagues,
    },
  }
}

/** The rows of `d` not in its near part `nearRows`; references stay rows of the whole. */
export function restPart(d: Dataset, nearRows: PartRows): RestPart {
  return {
    nearRows,
    events: eventRows(d.events, otherRows(d.events.size, nearRows.events)),
    broadcasts: broadcastRows(d.broadcasts, otherRows(d.broadcasts.size, nearRows.broadcasts)),
  }
}

/** Consecutive rows of the whole that come from consecutive rows of one part. */
interface Run {
  readonly near: boolean
  /** Its first row in its part. */
  readonly from: number
  /** Its first row in the whole. */
  readonly to: number
  readonly length: number
}

/**
 * Where each row of the whole comes from: the near part (1) or the rest (0), and its row there;
 * and the same as runs. The near part is a few hundred runs of rows (the weeks around the
 * dataset's day), so the columns are joined a run at a time with `set`, not row by row.
 */
interface Interleave {
  readonly fromNear: Uint8Array
  readonly row: Uint32Array
  readonly runs: readonly Run[]
}

function interleave(size: number, nearRows: Uint32Array): Interleave {
  const runs: Run[] = []
  const at = { whole: 0, near: 0, rest: 0 }
  const push = (near: boolean, length: number) => {
    if (length <= 0) return
    runs.push({ near, from: near ? at.near : at.rest, to: at.whole, length })
    at.whole += length
    if (near) at.near += length
    else at.rest += length
  }
  for (let i = 0; i < nearRows.length;) {
    const first = nearRows[i] ?? 0
    let j = i + 1
    while (j < nearRows.length && nearRows[j] === first + (j - i)) j++
    push(false, first - at.whole)
    push(true, j - i)
    i = j
  }
  push(false, size - at.whole)
  const fromNear = new Uint8Array(size)
  const row = new Uint32Array(size)
  for (const run of runs) {
    if (run.near) fromNear.fill(1, run.to, run.to + run.length)
    for (let k = 0; k < run.length; k++) row[run.to + k] = run.from + k
  }
  return { fromNear, row, runs }
}

/** Ids stay seeds when both parts keep them so; other texts are read through the parts. */
function joinedTexts(near: TextColumn, rest: TextColumn, at: Interleave): TextColumn {
  const same = near instanceof SeededIds && rest instanceof SeededIds
  if (same && near.chars === rest.chars && near.salt === rest.salt) {
    return new SeededIds(joined(near.seeds, rest.seeds, at), near.chars, near.salt)
  }
  return new InterleavedTextColumn(near, rest, at.fromNear, at.row)
}

function joined<T extends Numeric>(near: T, rest: T, at: Interleave): T {
  const out = new (near.constructor as new (length: number) => T)(at.row.length)
  for (const run of at.runs) {
    const source = run.near ? near : rest
    out.set(source.subarray(run.from, run.from + run.length), run.to)
  }
  return out
}

/** `refs` of the near part's rows (rows of the near part) moved back to rows of the whole. */
function wholeRefs(refs: Int32Array | Uint32Array, at: Interleave, nearRows: Uint32Array): void {
  for (const run of at.runs) {
    if (!run.near) continue
    for (let r = run.to; r < run.to + run.length; r++) {
      const ref = refs[r] ?? -1
      if (ref >= 0) refs[r] = nearRows[ref] ?? -1
    }
  }
}

/** A reference column, the near part's references moved back to rows of the whole. */
function joinedRefs(near: Int32Array, rest: Int32Array, at: Interleave, nearRows: Uint32Array) {
  const out = joined(near, rest, at)
  wholeRefs(out, at, nearRows)
  return out
}

function joinedLists(near: ListColumn, rest: ListColumn, at: Interleave): ListColumn {
  const size = at.row.length
  const offsets = new Uint32Array(size + 1)
  for (const run of at.runs) {
    const { offsets: o } = run.near ? near : rest
    for (let k = 0; k < run.length; k++) {
      const i = run.from + k
      offsets[run.to + k + 1] = (offsets[run.to + k] ?? 0) + (o[i + 1] ?? 0) - (o[i] ?? 0)
    }
  }
  const values = new Uint32Array(offsets[size] ?? 0)
  for (const run of at.runs) {
    const { offsets: o, values: v } = run.near ? near : rest
    values.set(v.subarray(o[run.from], o[run.from + run.length]), offsets[run.to])
  }
  return { offsets, values }
}

/** The whole dataset from its near part and the rest, row for row as it was cut. */
export function joinParts(near: Dataset, rest: RestPart): Dataset {
  const e = interleave(near.events.size + rest.events.size, rest.nearRows.events)
  const b = interleave(near.broadcasts.size + rest.broadcasts.size, rest.nearRows.broadcasts)
  const [ne, re, nb, rb] = [near.events, rest.events, near.broadcasts, rest.broadcasts]
  const broadcastEvents = joined(nb.event, rb.event, b)
  wholeRefs(broadcastEvents, b, rest.nearRows.events)
  return {
    seed: near.seed,
    now: near.now,
    events: {
      ...ne,
      size: e.row.length,
      ...eachColumn<(typeof EVENT_NUMBERS)[number], EventNumbers>(EVENT_NUMBERS, (k) =>
        joined(ne[k], re[k], e),
      ),
      id: joinedTexts(ne.id, re.id, e),
      title: joinedTexts(ne.title, re.title, e),
      duplicateOf: joinedRefs(ne.duplicateOf, re.duplicateOf, e, rest.nearRows.events),
      parent: joinedRefs(ne.parent, re.parent, e, rest.nearRows.events),
      entities: joinedLists(ne.entities, re.entities, e),
      labels: joinedLists(ne.labels, re.labels, e),
    },
    broadcasts: {
      ...nb,
      size: b.row.length,
      ...eachColumn<(typeof BROADCAST_NUMBERS)[number], BroadcastNumbers>(BROADCAST_NUMBERS, (k) =>
        joined(nb[k], rb[k], b),
      ),
      id: joinedTexts(nb.id, rb.id, b),
      event: broadcastEvents,
      duplicateOf: joinedRefs(nb.duplicateOf, rb.duplicateOf, b, rest.nearRows.broadcasts),
    },
  }
}
