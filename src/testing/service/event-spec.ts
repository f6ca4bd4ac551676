// Random events queries for service tests, in two forms built independently from one spec: the URL
// a client sends, and the engine query the full-scan oracle (engine/oracle.ts) answers. The second
// form follows the rules of docs/api.md directly (date-only bounds, time zones, radius units), so a
// mapping mistake in the service shows up as a disagreement.
import fc from 'fast-check'
import type { Arbitrary } from 'fast-check'
import { wallTimeToUtc } from '../../contract/dates'
import { EVENT_CATEGORIES, EVENT_SORT_FIELDS, EVENT_STATES, toMeters } from '../../contract/enums'
import type { Gazetteer } from '../../service/data/gazetteer/types'
import type { Dataset } from '../../service/data/tables'
import type { Bound, EventQuery, TimeRange } from '../../service/engine/query'
import { DAY_MS } from '../../utils/time'

const TZS = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Paris', 'Australia/Sydney']
const COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'CA', 'BR']
const CITIES: readonly (readonly [string, string])[] = [
  ['New York City', 'US'],
  ['Los Angeles', 'US'],
  ['Chicago', 'US'],
  ['London', 'GB'],
  ['Paris', 'FR'],
  ['Tokyo', 'JP'],
  ['Sydney', 'AU'],
  ['Berlin', 'DE'],
  ['Toronto', 'CA'],
]
const WORDS = [
  'nba',
  'festival',
  'concert',
  'jazz',
  'conference',
  'marathon',
  'holiday',
  'nothingmatches',
]

export interface DateBoundSpec {
  readonly suffix: 'gt' | 'gte' | 'lt' | 'lte'
  readonly day: number
  /** Milliseconds into the day for a date-time value; undefined for a date-only value. */
  readonly timeMs?: number
}

export interface EventSpec {
  readonly params: Record<string, string>
  readonly query: EventQuery
}

function dateValue(now: number, b: DateBoundSpec): { text: string; wall: number } {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS + b.day * DAY_MS
  const wall = dayStart + (b.timeMs ?? 0)
  const iso = new Date(wall).toISOString()
  return { text: b.timeMs === undefined ? iso.slice(0, 10) : iso.slice(0, 19), wall }
}

/** docs/api.md "Query parameter types": date-only gt is after the day, lte up to its end. */
function bound(now: number, b: DateBoundSpec, tz: string): { text: string; bound: Bound } {
  const { text, wall } = dateValue(now, b)
  const dateOnly = b.timeMs === undefined
  const at = (w: number): number => wallTimeToUtc(w, tz)
  switch (b.suffix) {
    case 'gte':
      return { text, bound: { value: at(wall), inclusive: true } }
    case 'gt':
      return {
        text,
        bound: dateOnly
          ? { value: at(wall + DAY_MS), inclusive: true }
          : { value: at(wall), inclusive: false },
      }
    case 'lt':
      return { text, bound: { value: at(wall), inclusive: false } }
    case 'lte':
      return {
        text,
        bound: dateOnly
          ? { value: at(wall + DAY_MS), inclusive: false }
          : { value: at(wall), inclusive: true },
      }
  }
}

const dateBound = (suffixes: readonly ('gt' | 'gte' | 'lt' | 'lte')[], days: [number, number]) =>
  fc.record({
    suffix: fc.constantFrom(...suffixes),
    day: fc.integer({ min: days[0], max: days[1] }),
    timeMs: fc.option(
      fc.integer({ min: 0, max: 86_399 }).map((s) => s * 1000),
      { nil: undefined },
    ),
  })

const rangeSpec = fc.record({
  lo: fc.option(dateBound(['gt', 'gte'], [-200, 150]), { nil: undefined }),
  hi: fc.option(dateBound(['lt', 'lte'], [-150, 200]), { nil: undefined }),
  tz: fc.option(fc.constantFrom(...TZS), { nil: undefined }),
})

type RangeSpec = typeof rangeSpec extends Arbitrary<infer T> ? T : never

function addRange(
  name: string,
  r: RangeSpec,
  now: number,
  params: Record<string, string>,
): TimeRange | undefined {
  if (!r.lo && !r.hi) return undefined
  const tz = r.tz ?? 'UTC'
  if (r.tz) params[`${name}.tz`] = r.tz
  const lo = r.lo && bound(now, r.lo, tz)
  const hi = r.hi && bound(now, r.hi, tz)
  if (lo && r.lo) params[`${name}.${r.lo.suffix}`] = lo.text
  if (hi && r.hi) params[`${name}.${r.hi.suffix}`] = hi.text
  return { ...(lo && { lo: lo.bound }), ...(hi && { hi: hi.bound }), tz }
}

const some = <T>(values: readonly T[], max = 3): Arbitrary<T[]> =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max })
const opt = <T>(a: Arbitrary<T>, weight = 3): Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight }, { arbitrary: a, weight: 1 })

/** Random events queries over a dataset (labels and cities drawn from it so filters select). */
export function eventSpec(ds: Dataset, gazetteer: Gazetteer): Arbitrary<EventSpec> {
  const labels = ds.events.labelNames.values
  const cities = CITIES.flatMap(([name, cc]) =>
    gazetteer.search(name, { types: ['locality'], countries: [cc], limit: 1 }),
  )
  return fc
    .record({
      category: opt(some(EVENT_CATEGORIES), 1),
      rankLevel: opt(some([1, 2, 3, 4, 5] as const)),
      localRankLevel: opt(some([1, 2, 3, 4, 5] as const), 8),
      rank: opt(
        fc.record({
          gte: fc.integer({ min: 0, max: 100 }),
          lt: opt(fc.integer({ min: 0, max: 100 }), 1),
        }),
        6,
      ),
      state: opt(some(EVENT_STATES), 4),
      active: opt(rangeSpec, 1),
      start: opt(rangeSpec, 5),
      country: opt(some(COUNTRIES), 4),
      label: opt(some(labels), 6),
      within: opt(
        fc.record({
          city: fc.constantFrom(...cities),
          radius: fc.integer({ min: 1, max: 150 }),
          unit: fc.constantFrom('km', 'mi'),
        }),
        2,
      ),
      brandUnsafe: opt(fc.constant(true), 8),
      parent: opt(fc.constantFrom('true', 'false', 'only'), 8),
      q: opt(fc.constantFrom(...WORDS), 6),
      sort: opt(
        fc.uniqueArray(
          fc.record({ field: fc.constantFrom(...EVENT_SORT_FIELDS), desc: fc.boolean() }),
          { minLength: 1, maxLength: 3, selector: (k) => k.field },
        ),
        1,
      ),
      limit: opt(fc.integer({ min: 0, max: 50 }), 1),
      offset: opt(fc.integer({ min: 0, max: 300 }), 2),
    })
    .map((s): EventSpec => {
      const params: Record<string, string> = {}
      const now = ds.now
      const list = (name: string, values: readonly (string | number)[] | undefined) => {
        if (values) params[name] = values.join(',')
      }
      list('category', s.category)
      list('rank_level', s.rankLevel)
      list('local_rank_level', s.localRankLevel)
      list('state', s.state)
      list('country', s.country)
      list('label', s.label)
      if (s.rank) {
        params['rank.gte'] = String(s.rank.gte)
        if (s.rank.lt !== undefined) params['rank.lt'] = String(s.rank.lt)
      }
      const active = s.active && addRange('active', s.active, now, params)
      const start = s.start && addRange('start', s.start, now, params)
      if (s.within)
        params.within = `${s.within.radius}${s.within.unit}@${s.within.city.lat},${s.within.city.lon}`
      if (s.brandUnsafe) params['brand_unsafe.exclude'] = 'true'
      if (s.parent) params['parent.include'] = s.parent
      if (s.q) params.q = s.q
      if (s.sort) params.sort = s.sort.map((k) => `${k.desc ? '-' : ''}${k.field}`).join(',')
      if (s.limit !== undefined) params.limit = String(s.limit)
      if (s.offset !== undefined) params.offset = String(s.offset)
      const query: EventQuery = {
        ...(s.category && { category: s.category }),
        ...(s.rankLevel && { rankLevel: s.rankLevel }),
        ...(s.localRankLevel && { localRankLevel: s.localRankLevel }),
        state: s.state ?? ['active'],
        ...(s.country && { country: s.country }),
        ...(s.label && { label: s.label }),
        ...(s.rank && {
          rank: {
            lo: { value: s.rank.gte, inclusive: true },
            ...(s.rank.lt !== undefined && { hi: { value: s.rank.lt, inclusive: false } }),
          },
        }),
        ...(active && { active }),
        ...(start && { start }),
        ...(s.within && {
          within: {
            lat: s.within.city.lat,
            lon: s.within.city.lon,
            radiusM: toMeters(s.within.radius, s.within.unit),
          },
        }),
        ...(s.brandUnsafe && { brandUnsafeExclude: true }),
        ...(s.parent && { parentInclude: s.parent }),
        ...(s.q && { q: s.q }),
        sort: s.sort ?? [
          { field: 'relevance', desc: false },
          { field: 'start', desc: true },
        ],
        limit: s.limit ?? 10,
        offset: s.offset ?? 0,
      }
      return { params, query }
    })
}

export function queryString(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}
