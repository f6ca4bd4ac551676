// Index build over the columnar event table (data/tables.ts). Everything here is made once per
// dataset; queries only read it. See event-filters.ts and plan.ts for how a query picks among
// these structures.

import type { Gazetteer } from '../data/gazetteer/types'
import type { EventTable } from '../data/tables'
import { NO_U32 } from '../data/tables'
import { textsOf } from '../data/text-column'
import { EVENT_CATEGORIES, EVENT_STATES, rankLevel } from '../../contract/enums'
import type { Postings } from './postings'
import { buildPostings, postingsOfColumn, postingsOfLists } from './postings'
import type { TextIndex } from './text'
import { buildTextIndex } from './text'
import { buildDurationClasses, type DurationClass } from './duration-classes'
import { buildGrid, type Grid } from './grid'
import { IdLookup } from './id-lookup'
import { buildSpatialIndex, type SpatialIndex } from './spatial'
import { once } from '../../utils/once'

export interface EventIndexes {
  readonly table: EventTable
  readonly gazetteer: Gazetteer
  /** Rows split by duration so an `active` range scans only [lo - maxDuration(class), hi]. */
  readonly durations: readonly DurationClass[]
  readonly spatial: SpatialIndex
  readonly grid: Grid
  readonly category: Postings
  readonly country: Postings
  readonly countryIndex: ReadonlyMap<string, number>
  readonly label: Postings
  readonly labelIndex: ReadonlyMap<string, number>
  /** Venue entities and other entities share one key space. */
  readonly entity: Postings
  /** Rows by every place of the hierarchy of their place (planet .. place). */
  readonly placeAncestor: Postings
  /** Rows by their own place (an index into table.places). */
  readonly placeExact: Postings
  /** Interned on the first place or entity filter, not at start. */
  readonly keys: EventKeys
  readonly rankLevel: Postings
  readonly state: Postings
  readonly text: TextIndex
  /** Makes the full-text index now, when it is not made yet, rather than at the first search. */
  readonly prepareText: () => void
  readonly ids: IdLookup
  readonly categoryIndex: ReadonlyMap<string, number>
}

function intern(map: Map<string, number>, key: string): number {
  let v = map.get(key)
  if (v === undefined) {
    v = map.size
    map.set(key, v)
  }
  return v
}

/**
 * The posting lists that need the interned keys (entity ids, place hierarchies). A start takes
 * them from kept data that holds them (service/kept) instead of interning every key, and otherwise
 * makes each on its first use, which a view without an entity or place filter never comes to.
 * Their keys are the interned keys buildEventIndexes makes again, in the same order.
 */
export interface KeptPostings {
  readonly entity: Postings
  readonly placeAncestor: Postings
}

/** The posting lists a start makes from the table's own columns, one counting pass each. */
interface ColumnPostings {
  readonly category: Postings
  readonly country: Postings
  readonly label: Postings
  readonly placeExact: Postings
  readonly rankLevel: Postings
  readonly state: Postings
}

export interface IndexOptions {
  /** Rows per spatial block (spatial.ts); tests use small blocks to exercise many. */
  readonly spatialBlockRows?: number
  /** A full-text index kept from an earlier build of the same table (service/kept). */
  readonly text?: TextIndex
  /** Posting lists kept from an earlier build of the same table and gazetteer (service/kept). */
  readonly postings?: KeptPostings
}

/** Interned keys: entity ids (venues' first, then other entities') and places' hierarchies. */
export interface EventKeys {
  /** Venue entities and other entities share one key space. */
  readonly entityKey: ReadonlyMap<string, number>
  /** Key of each venue's entity id. */
  readonly venueEntityKey: Uint32Array
  /** Key of each entityTable row. */
  readonly otherEntityKey: Uint32Array
  readonly placeKey: ReadonlyMap<string, number>
  /** Index into table.places of a place id. */
  readonly placeIndex: ReadonlyMap<string, number>
  /** Interned hierarchy (place keys) of each table place. */
  readonly placeHierarchy: readonly Uint32Array[]
}

type EntityKeys = Pick<EventKeys, 'entityKey' | 'venueEntityKey' | 'otherEntityKey'>
type PlaceKeys = Pick<EventKeys, 'placeKey' | 'placeHierarchy'>

function internEntities(t: EventTable): EntityKeys {
  const entityKey = new Map<string, number>()
  const venueEntityKey = Uint32Array.from(textsOf(t.venues.entityId), (id) => intern(entityKey, id))
  const otherEntityKey = Uint32Array.from(textsOf(t.entityTable.id), (id) => intern(entityKey, id))
  return { entityKey, venueEntityKey, otherEntityKey }
}

function internPlaces(t: EventTable, gazetteer: Gazetteer): PlaceKeys {
  const placeKey = new Map<string, number>()
  const placeHierarchy = t.places.values.map((id) => {
    const h = gazetteer.hierarchy(id)
    return Uint32Array.from(h.length > 0 ? h : [id], (p) => intern(placeKey, p))
  })
  return { placeKey, placeHierarchy }
}

/**
 * Each group of keys is made on its first use, not at start: a view without a place or entity
 * filter never waits for them, and a radius needs only `placeIndex`, the cheapest.
 */
function internKeys(t: EventTable, gazetteer: Gazetteer): EventKeys {
  let entities: EntityKeys | undefined
  let places: PlaceKeys | undefined
  let placeIndex: ReadonlyMap<string, number> | undefined
  const entitiesOf = () => (entities ??= internEntities(t))
  const placesOf = () => (places ??= internPlaces(t, gazetteer))
  return {
    get entityKey() {
      return entitiesOf().entityKey
    },
    get venueEntityKey() {
      return entitiesOf().venueEntityKey
    },
    get otherEntityKey() {
      return entitiesOf().otherEntityKey
    },
    get placeKey() {
      return placesOf().placeKey
    },
    get placeHierarchy() {
      return placesOf().placeHierarchy
    },
    get placeIndex() {
      placeIndex ??= new Map(t.places.values.map((id, i) => [id, i]))
      return placeIndex
    },
  }
}

/** The rank level of each rank a Uint8Array column can hold. */
const LEVEL_OF_RANK = Uint8Array.from({ length: 256 }, (_, rank) => rankLevel(rank))

function columnPostings(t: EventTable): ColumnPostings {
  const levels = new Uint8Array(t.size)
  for (let r = 0; r < t.size; r++) levels[r] = LEVEL_OF_RANK[t.rank[r] ?? 0] ?? 0
  return {
    category: postingsOfColumn(t.category, EVENT_CATEGORIES.length),
    country: postingsOfColumn(t.country, t.countries.values.length),
    label: postingsOfLists(t.labels, t.labelNames.values.length),
    placeExact: postingsOfColumn(t.place, t.places.values.length),
    rankLevel: postingsOfColumn(levels, 6),
    state: postingsOfColumn(t.state, EVENT_STATES.length),
  }
}

function entityPostings(t: EventTable, keys: EventKeys): Postings {
  const { venueEntityKey, otherEntityKey } = keys
  return buildPostings(t.size, keys.entityKey.size, (r, emit) => {
    const v = t.venue[r] ?? -1
    if (v >= 0) emit(venueEntityKey[v] ?? 0)
    for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
      emit(otherEntityKey[t.entities.values[i] ?? 0] ?? 0)
    }
  })
}

function placeAncestorPostings(t: EventTable, keys: EventKeys): Postings {
  const { placeHierarchy } = keys
  return buildPostings(t.size, keys.placeKey.size, (r, emit) => {
    const p = t.place[r] ?? NO_U32
    if (p === NO_U32) return
    for (const k of placeHierarchy[p] ?? []) emit(k)
  })
}

/** The posting lists of built indexes that service/kept keeps with the table. */
export function keptPostings(ix: EventIndexes): KeptPostings {
  const { entity, placeAncestor } = ix
  return { entity, placeAncestor }
}

export function buildEventIndexes(
  t: EventTable,
  gazetteer: Gazetteer,
  options: IndexOptions = {},
): EventIndexes {
  // The keys and the spatial index are made on their first use, not at start: a view without a
  // place, entity or radius filter never waits for them.
  const keys = internKeys(t, gazetteer)
  const spatial = once(() => buildSpatialIndex(t, options.spatialBlockRows))
  // On the first text search: the prebuilt parts keep no full-text index (kept/kept-file.ts).
  const text = once(() => options.text ?? buildTextIndex(t))
  // On the first entity or place-hierarchy filter, with the keys they need.
  const entity = once(() => options.postings?.entity ?? entityPostings(t, keys))
  const placeAncestor = once(
    () => options.postings?.placeAncestor ?? placeAncestorPostings(t, keys),
  )
  return {
    table: t,
    gazetteer,
    durations: buildDurationClasses(t),
    get spatial() {
      return spatial()
    },
    grid: buildGrid(t.lon, t.lat),
    ...columnPostings(t),
    get entity() {
      return entity()
    },
    get placeAncestor() {
      return placeAncestor()
    },
    countryIndex: new Map(t.countries.values.map((c, i) => [c, i])),
    labelIndex: new Map(t.labelNames.values.map((l, i) => [l, i])),
    keys,
    get text() {
      return text()
    },
    prepareText: () => {
      text()
    },
    ids: new IdLookup(t.id),
    categoryIndex: new Map(EVENT_CATEGORIES.map((c, i) => [c, i])),
  }
}
