// Every filter of an EventQuery, each defined once: the check a row must pass, and, when an index
// serves the filter, the candidate rows it offers the planner (plan.ts). A filter whose candidates
// are exactly its matches says so, and a scan driven by them skips its check.

import { NO_U32 } from '../data/tables'
import { DELETED_REASONS, EVENT_CATEGORIES, EVENT_STATES } from '../../contract/enums'
import type { Option } from './candidates'
import {
  activeOption,
  circleOption,
  postingsOption,
  savedOption,
  scopeOption,
  startOption,
  startPeriod,
} from './candidates'
import { activeCheck, flags, levelCheck, sortedHas, timeCheck, u8RangeCheck } from './filters'
import type { EventIndexes } from './indexes'
import { circleCheck, savedAreaCheck, scopeMatcher, venuePlacekeyFlags } from './place-filters'
import type { EventQuery } from './query'
import { eventStatesOf, includesParentScopes } from './query'
import { inRange, subscriptionRange } from './ranges'
import type { RowCheck } from './row-check'
import type { TextMatch } from './text'
import { searchText } from './text'
import { shownAttendance } from './shown-attendance'

/** One filter as a query uses it. */
export interface CompiledFilter {
  readonly check: RowCheck
  /** Candidate rows from an index, built only if the planner asks. */
  readonly candidates?: () => Option
  /** True when the candidates are exactly the rows `check` accepts. */
  readonly exact?: boolean
}

export interface Compiled {
  /** Every filter the query uses, in the order their checks run. */
  readonly filters: readonly CompiledFilter[]
  readonly checks: readonly RowCheck[]
  readonly text?: TextMatch
}

interface Context {
  readonly ix: EventIndexes
  readonly q: EventQuery
  readonly text: TextMatch | undefined
}

/** A filter: what it compiles to for a query, or undefined when the query does not use it. */
type EventFilter = (c: Context) => CompiledFilter | undefined

const keysOf = <K>(values: readonly K[], index: ReadonlyMap<K, number>) =>
  values.map((v) => index.get(v))

const state: EventFilter = ({ ix, q }) => {
  const states = eventStatesOf(q).map((s) => EVENT_STATES.indexOf(s))
  const f = flags(EVENT_STATES.length, states)
  const col = ix.table.state
  return {
    check: (r) => f[col[r] ?? 0] === 1,
    candidates: () => postingsOption(ix.state, states),
    exact: true,
  }
}

const active: EventFilter = ({ ix, q: { active: range } }) =>
  range && { check: activeCheck(ix, range), candidates: () => activeOption(ix, range) }

const start: EventFilter = ({ ix, q: { start: range } }) =>
  range && {
    check: timeCheck(ix, ix.table.start, range),
    candidates: () => startOption(ix, range),
  }

const end: EventFilter = ({ ix, q }) => q.end && { check: timeCheck(ix, ix.table.end, q.end) }

const predictedEnd: EventFilter = ({ ix, q }) =>
  q.predictedEnd && { check: timeCheck(ix, ix.table.predictedEnd, q.predictedEnd) }

// `updated` and `first_seen` are instants: compared in UTC whatever the event's zone.
const updated: EventFilter = ({ ix, q }) =>
  q.updated && { check: timeCheck(ix, ix.table.updated, { ...q.updated, tz: 'UTC' }) }

const firstSeen: EventFilter = ({ ix, q }) =>
  q.firstSeen && { check: timeCheck(ix, ix.table.firstSeen, { ...q.firstSeen, tz: 'UTC' }) }

/** `cancelled` and `postponed`: deleted for that reason, with the state change in the range. */
const deletedFor =
  (reason: 'cancelled' | 'postponed'): EventFilter =>
  ({ ix, q }) => {
    const range = q[reason]
    if (!range) return undefined
    const t = ix.table
    const code = 1 + DELETED_REASONS.indexOf(reason)
    return {
      check: (r) => t.deletedReason[r] === code && inRange(t.stateChanged[r] ?? Number.NaN, range),
    }
  }

const rank: EventFilter = ({ ix, q }) => {
  const range = q.rank
  const col = ix.table.rank
  return range && { check: (r) => inRange(col[r] ?? 0, range) }
}

const localRank: EventFilter = ({ ix, q }) =>
  q.localRank && { check: u8RangeCheck(ix.table.localRank, q.localRank) }

const aviationRank: EventFilter = ({ ix, q }) =>
  q.aviationRank && { check: u8RangeCheck(ix.table.aviationRank, q.aviationRank) }

const attendance: EventFilter = ({ ix, q }) => {
  const range = q.attendance
  const t = ix.table
  return (
    range && {
      check: (r) => {
        const v = shownAttendance(t, r)
        return v !== NO_U32 && inRange(v, range)
      },
    }
  )
}

const rankLevel: EventFilter = ({ ix, q: { rankLevel: levels } }) =>
  levels && {
    check: levelCheck(ix.table.rank, levels),
    candidates: () => postingsOption(ix.rankLevel, levels),
    exact: true,
  }

const localRankLevel: EventFilter = ({ ix, q }) =>
  q.localRankLevel && { check: levelCheck(ix.table.localRank, q.localRankLevel) }

const aviationRankLevel: EventFilter = ({ ix, q }) =>
  q.aviationRankLevel && { check: levelCheck(ix.table.aviationRank, q.aviationRankLevel) }

const brandUnsafe: EventFilter = ({ ix, q }) => {
  const col = ix.table.brandUnsafe
  return q.brandUnsafeExclude ? { check: (r) => col[r] !== 1 } : undefined
}

const category: EventFilter = ({ ix, q }) => {
  if (!q.category) return undefined
  const keys = keysOf(q.category, ix.categoryIndex)
  const f = flags(EVENT_CATEGORIES.length, keys)
  const col = ix.table.category
  return {
    check: (r) => f[col[r] ?? 0] === 1,
    candidates: () => postingsOption(ix.category, keys),
    exact: true,
  }
}

/** Rows of the given countries: the `country` filter, and the subscription's countries. */
function countryFilter(ix: EventIndexes, codes: readonly string[]): CompiledFilter {
  const keys = keysOf(codes, ix.countryIndex)
  const f = flags(ix.table.countries.values.length, keys)
  const col = ix.table.country
  return {
    check: (r) => f[col[r] ?? NO_U32] === 1,
    candidates: () => postingsOption(ix.country, keys),
    exact: true,
  }
}

const country: EventFilter = ({ ix, q }) => q.country && countryFilter(ix, q.country)

const subscriptionCountries: EventFilter = ({ ix, q }) =>
  q.subscription?.countries && countryFilter(ix, q.subscription.countries)

const deletedReason: EventFilter = ({ ix, q }) => {
  if (!q.deletedReason) return undefined
  const f = flags(
    DELETED_REASONS.length + 1,
    q.deletedReason.map((d) => 1 + DELETED_REASONS.indexOf(d)),
  )
  const col = ix.table.deletedReason
  return { check: (r) => f[col[r] ?? 0] === 1 }
}

/** Venue entities and other entities share one key space (indexes.ts). */
const entity: EventFilter = ({ ix, q }) => {
  if (!q.entityId) return undefined
  const t = ix.table
  const keys = keysOf(q.entityId, ix.keys.entityKey)
  const wanted = new Set(keys.filter((k) => k !== undefined))
  return {
    check: (r) => {
      const v = t.venue[r] ?? -1
      if (v >= 0 && wanted.has(ix.keys.venueEntityKey[v] ?? NO_U32)) return true
      for (let i = t.entities.offsets[r] ?? 0; i < (t.entities.offsets[r + 1] ?? 0); i++) {
        if (wanted.has(ix.keys.otherEntityKey[t.entities.values[i] ?? 0] ?? NO_U32)) return true
      }
      return false
    },
    candidates: () => postingsOption(ix.entity, keys),
    exact: true,
  }
}

const id: EventFilter = ({ ix, q }) => {
  if (!q.id) return undefined
  const rows = ix.ids.rows(q.id)
  const set = new Set(rows)
  return {
    check: (r) => set.has(r),
    candidates: () => ({ estimate: rows.length, make: () => ({ rows }) }),
    exact: true,
  }
}

const label: EventFilter = ({ ix, q }) => {
  if (!q.label) return undefined
  const t = ix.table
  const keys = keysOf(q.label, ix.labelIndex)
  const f = flags(t.labelNames.values.length, keys)
  return {
    check: (r) => {
      for (let i = t.labels.offsets[r] ?? 0; i < (t.labels.offsets[r + 1] ?? 0); i++) {
        if (f[t.labels.values[i] ?? 0] === 1) return true
      }
      return false
    },
    candidates: () => postingsOption(ix.label, keys),
    exact: true,
  }
}

const parentInclude: EventFilter = ({ ix, q }) => {
  const parent = ix.table.parent
  if (q.parentInclude === 'false') return { check: (r) => (parent[r] ?? -1) >= 0 }
  if (q.parentInclude === 'only') return { check: (r) => (parent[r] ?? -1) < 0 }
  return undefined
}

const placeScope: EventFilter = ({ ix, q: { placeScope: places } }) => {
  if (!places) return undefined
  const m = scopeMatcher(ix, places)
  const place = ix.table.place
  return {
    check: (r) => (place[r] ?? NO_U32) !== NO_U32 && m(place[r] ?? 0),
    candidates: () => scopeOption(ix, places),
    exact: true,
  }
}

const placeExact: EventFilter = ({ ix, q }) => {
  if (!q.placeExact) return undefined
  const keys = keysOf(q.placeExact, ix.keys.placeIndex)
  const f = flags(ix.table.places.values.length, keys)
  const place = ix.table.place
  return {
    check: (r) => f[place[r] ?? NO_U32] === 1,
    candidates: () => postingsOption(ix.placeExact, keys),
    exact: true,
  }
}

/** The placekey's venues' entity postings hold every event of those venues, and others. */
const placekey: EventFilter = ({ ix, q }) => {
  if (!q.placekey) return undefined
  const f = venuePlacekeyFlags(ix, q.placekey)
  const venue = ix.table.venue
  return {
    check: (r) => f[venue[r] ?? -1] === 1,
    candidates: () => {
      const venueKeys: number[] = []
      f.forEach((hit, v) => {
        if (hit === 1) venueKeys.push(ix.keys.venueEntityKey[v] ?? 0)
      })
      return postingsOption(ix.entity, venueKeys)
    },
  }
}

const within: EventFilter = ({ ix, q }) => {
  const circle = q.within
  if (!circle) return undefined
  const parents = includesParentScopes(circle)
  return {
    check: circleCheck(ix, circle, parents),
    candidates: () => circleOption(ix, circle, parents, startPeriod(q)),
  }
}

const savedLocations: EventFilter = ({ ix, q }) => {
  const areas = q.savedLocations
  return (
    areas && {
      check: savedAreaCheck(ix, areas),
      candidates: () => savedOption(ix, areas, startPeriod(q)),
    }
  )
}

/** The subscription's visibility window: events active at some time within it. */
const subscriptionWindow: EventFilter = ({ ix, q }) => {
  const sub = q.subscription
  if (!sub || (sub.from === undefined && sub.to === undefined)) return undefined
  const range = subscriptionRange(sub.from, sub.to)
  return { check: activeCheck(ix, range), candidates: () => activeOption(ix, range) }
}

const text: EventFilter = ({ text: match }) =>
  match && {
    check: (r) => sortedHas(match.rows, r),
    candidates: () => ({ estimate: match.rows.length, make: () => ({ rows: match.rows }) }),
    exact: true,
  }

/**
 * In the order their checks run (after those an index finds selective, plan.ts): the cheapest and
 * most selective first.
 */
const EVENT_FILTERS: readonly EventFilter[] = [
  state,
  active,
  start,
  end,
  predictedEnd,
  updated,
  firstSeen,
  deletedFor('cancelled'),
  deletedFor('postponed'),
  rank,
  localRank,
  aviationRank,
  attendance,
  rankLevel,
  localRankLevel,
  aviationRankLevel,
  brandUnsafe,
  category,
  country,
  subscriptionCountries,
  deletedReason,
  entity,
  id,
  label,
  parentInclude,
  placeScope,
  placeExact,
  placekey,
  within,
  savedLocations,
  subscriptionWindow,
  text,
]

export function compileChecks(ix: EventIndexes, q: EventQuery): Compiled {
  const match = q.q === undefined ? undefined : searchText(ix.text, ix.table.size, q.q)
  const context: Context = { ix, q, text: match }
  // Each index's offer is worked out once: the planner asks for it several times.
  const filters = EVENT_FILTERS.flatMap((filter) => filter(context) ?? []).map(offeredOnce)
  return { filters, checks: filters.map((f) => f.check), ...(match && { text: match }) }
}

function offeredOnce(filter: CompiledFilter): CompiledFilter {
  const offer = filter.candidates
  if (!offer) return filter
  let made: Option | undefined
  return { ...filter, candidates: () => (made ??= offer()) }
}
