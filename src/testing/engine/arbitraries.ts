// fast-check generators of engine queries over a dataset: values are drawn from the data
// itself (its categories, labels, places, times) so filters actually select something.

import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'
import { textsOf } from '../../service/data/text-column'
import { DELETED_REASONS, EVENT_CATEGORIES, EVENT_STATES } from '../../contract/enums'
import type { EventQuery, EventSortField, NumRange, TimeRange } from '../../service/engine/query'
import { DAY_MS, HOUR_MS } from '../../utils/time'

const TZS = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Paris', 'Pacific/Kiritimati']

export function numRange(lo: number, hi: number): Arbitrary<NumRange> {
  const bound = fc.option(
    fc.record({ value: fc.integer({ min: lo, max: hi }), inclusive: fc.boolean() }),
    { nil: undefined },
  )
  return fc.record({ lo: bound, hi: bound })
}

export function timeRange(ds: Dataset): Arbitrary<TimeRange> {
  const now = ds.now
  const bound = fc.option(
    fc.record({
      value: fc.integer({ min: -220, max: 220 }).map((d) => now + d * DAY_MS + (d % 3) * HOUR_MS),
      inclusive: fc.boolean(),
    }),
    { nil: undefined },
  )
  return fc.record({ lo: bound, hi: bound, tz: fc.constantFrom(...TZS) })
}

export function eventQuery(ds: Dataset, gaz: Gazetteer): Arbitrary<EventQuery> {
  const t = ds.events
  const some = <T>(values: readonly T[]): Arbitrary<T[]> =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: values.length - 1 }), { minLength: 1, maxLength: 3 })
      .map((is) => is.flatMap((i) => values[i] ?? []))
  const rowOf = fc.integer({ min: 0, max: t.size - 1 })
  const placeIds = [
    ...t.places.values,
    ...t.places.values.flatMap((p) => gaz.hierarchy(p).slice(2, 4)),
  ]
  const entityIds = [...textsOf(t.venues.entityId), ...textsOf(t.entityTable.id)]
  const placekeys = textsOf(t.venues.placekey)
    .filter((p) => p !== '')
    .flatMap((p) => [p, p.slice(p.indexOf('@'))])
  // `weight` absent draws for each present one: most queries combine only a few filters.
  const opt = <T>(a: Arbitrary<T>, weight = 4): Arbitrary<T | undefined> =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight }, { arbitrary: a, weight: 1 })
  const sortField = fc.constantFrom<EventSortField>(
    'relevance',
    'start',
    'end',
    'country',
    'predicted_end',
    'local_rank',
    'aviation_rank',
    'rank',
    'updated',
    'first_seen',
    'svc_attendance',
    'id',
    'title',
    'category',
    'duration',
  )
  const rare = 14
  return fc.record({
    active: opt(timeRange(ds)),
    start: opt(timeRange(ds), rare),
    end: opt(timeRange(ds), rare),
    predictedEnd: opt(timeRange(ds), rare),
    updated: opt(timeRange(ds), rare),
    firstSeen: opt(timeRange(ds), rare),
    cancelled: opt(timeRange(ds), rare),
    postponed: opt(timeRange(ds), rare),
    rank: opt(numRange(0, 100), rare),
    localRank: opt(numRange(0, 100), rare),
    aviationRank: opt(numRange(0, 100), rare),
    attendance: opt(numRange(0, 80_000), rare),
    rankLevel: opt(some([1, 2, 3, 4, 5]), rare),
    localRankLevel: opt(some([1, 2, 3, 4, 5]), rare),
    aviationRankLevel: opt(some([1, 2, 3, 4, 5]), rare),
    brandUnsafeExclude: opt(fc.boolean(), rare),
    category: opt(some(EVENT_CATEGORIES)),
    country: opt(some(t.countries.values), rare),
    deletedReason: opt(some(DELETED_REASONS), rare),
    entityId: opt(some(entityIds), rare),
    id: opt(
      fc.array(
        rowOf.map((r) => t.id.get(r) ?? ''),
        { minLength: 1, maxLength: 20 },
      ),
      rare,
    ),
    label: opt(some(t.labelNames.values), rare),
    parentInclude: opt(fc.constantFrom('true' as const, 'false' as const, 'only' as const), rare),
    placeScope: opt(some(placeIds), rare),
    placeExact: opt(some(t.places.values), rare),
    placekey: opt(some(placekeys), rare),
    q: opt(
      fc.constantFrom(
        'jazz',
        'cafe',
        'CAFÉ night',
        'beyonce',
        'zurich gala',
        'festival music',
        'nothingmatches',
        'group',
      ),
      rare,
    ),
    state: opt(some(EVENT_STATES)),
    within: opt(
      fc.record({
        lat: rowOf.map((r) => t.lat[r] ?? 0),
        lon: rowOf.map((r) => t.lon[r] ?? 0),
        radiusM: fc.integer({ min: 1000, max: 300_000 }),
        includeParentScopes: opt(fc.boolean(), 2),
      }),
    ),
    startAround: opt(
      fc.record({
        origin: fc.constant(ds.now),
        offset: fc.constant(DAY_MS),
        scale: fc.constant(10 * DAY_MS),
        fn: opt(fc.constantFrom('gauss' as const, 'exp' as const, 'linear' as const), 1),
      }),
      rare,
    ),
    sort: opt(
      fc.array(fc.record({ field: sortField, desc: fc.boolean() }), { minLength: 1, maxLength: 3 }),
      2,
    ),
    limit: opt(fc.integer({ min: 0, max: 60 }), 1),
    offset: opt(fc.integer({ min: 0, max: 200 }), 2),
    subscription: opt(
      fc.record({
        from: opt(fc.constant(ds.now - 30 * DAY_MS), 1),
        to: opt(fc.constant(ds.now + 90 * DAY_MS), 1),
        countries: opt(some(t.countries.values), 1),
      }),
      rare,
    ),
  })
}
