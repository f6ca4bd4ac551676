// The in-memory gazetteer over the files of scripts/build-data.ts. It never reads files or
// fetches: the caller hands in the parsed data (Node: node.ts; browser: the worker).
import { createBoundaryLookup, type BoundaryLookup } from './boundaries'
import type { GazetteerData } from './format'
import { NearestIndex } from './nearest-index'
import { decodePlaces } from './records'
import { SearchIndex } from './search-index'
import {
  PLACE_TYPES,
  type Gazetteer,
  type PlaceRecord,
  type PlaceSearchOptions,
  type PlaceType,
} from './types'

const TYPE_RANK = new Map<PlaceType, number>(PLACE_TYPES.map((t, i) => [t, i]))
const DEFAULT_SEARCH_LIMIT = 10
/** The types whose nearest place a filter looks up (containment.ts `localityAt`). */
const LOOKUP_TYPES: readonly PlaceType[] = ['locality']

function byTypeThenPopulation(a: PlaceRecord, b: PlaceRecord): number {
  return (
    (TYPE_RANK.get(a.type) ?? 0) - (TYPE_RANK.get(b.type) ?? 0) ||
    b.population - a.population ||
    Number(a.id) - Number(b.id)
  )
}

export function createGazetteer(data: GazetteerData): Gazetteer {
  const { records, parents, indexById } = decodePlaces(data.places)
  const ofTypeLists = new Map<PlaceType, PlaceRecord[]>(PLACE_TYPES.map((t) => [t, []]))
  const childRows: number[][] = records.map(() => [])
  records.forEach((r, i) => {
    ofTypeLists.get(r.type)?.push(r)
    const p = parents[i] ?? -1
    if (p >= 0) childRows[p]?.push(i)
  })
  const countryByAlpha2 = new Map<string, PlaceRecord>()
  for (const c of ofTypeLists.get('country') ?? [])
    if (c.countryAlpha2) countryByAlpha2.set(c.countryAlpha2, c)

  const hierarchyCache = new Map<number, readonly string[]>()
  const hierarchyOf = (row: number): readonly string[] => {
    const cached = hierarchyCache.get(row)
    if (cached) return cached
    const p = parents[row] ?? -1
    const own = records[row]?.id
    const chain = Object.freeze([...(p >= 0 ? hierarchyOf(p) : []), ...(own ? [own] : [])])
    hierarchyCache.set(row, chain)
    return chain
  }
  const childrenCache = new Map<number, readonly string[]>()
  const inCountryCache = new Map<string, readonly PlaceRecord[]>()

  // Shapes and text index are built on first use: many callers never need them.
  let counties: BoundaryLookup | undefined
  let countries: BoundaryLookup | undefined
  let lakes: BoundaryLookup | undefined
  let search: SearchIndex | undefined
  const nearestIndex = new NearestIndex(records)
  const { boundaries } = data
  const countyLookup = () =>
    (counties ??= createBoundaryLookup(boundaries.counties, boundaries.scale))
  const countryLookup = () =>
    (countries ??= createBoundaryLookup(boundaries.countries, boundaries.scale))
  const lakeLookup = () => (lakes ??= createBoundaryLookup(boundaries.lakes, boundaries.scale))

  return {
    size: records.length,
    get: (id) => {
      const row = indexById.get(id)
      return row === undefined ? undefined : records[row]
    },
    hierarchy: (id) => {
      const row = indexById.get(id)
      return row === undefined ? [] : hierarchyOf(row)
    },
    children: (id) => {
      const row = indexById.get(id)
      if (row === undefined) return []
      let ids = childrenCache.get(row)
      if (!ids) {
        ids = Object.freeze((childRows[row] ?? []).map((c) => records[c]?.id ?? ''))
        childrenCache.set(row, ids)
      }
      return ids
    },
    ofType: (type) => ofTypeLists.get(type) ?? [],
    countyAt: (lon, lat) => {
      const id = countyLookup().find(lon, lat)
      return id === undefined ? undefined : records[indexById.get(id) ?? -1]
    },
    countryAt: (lon, lat) => {
      const id = countryLookup().find(lon, lat)
      return id === undefined ? undefined : records[indexById.get(id) ?? -1]
    },
    inLake: (lon, lat) => lakeLookup().find(lon, lat) !== undefined,
    prepareLookups: () => {
      countyLookup()
      countryLookup()
      lakeLookup()
      nearestIndex.prepare(LOOKUP_TYPES)
    },
    nearest: (lon, lat, opts) =>
      nearestIndex.nearest(lon, lat, opts.types, opts.maxKm, opts.minPopulation ?? 0, opts.accept),
    search: (query, opts: PlaceSearchOptions = {}) => {
      search ??= new SearchIndex(records, data.places.altNames)
      const types = opts.types ? new Set(opts.types) : undefined
      const codes = opts.countries ? new Set(opts.countries.map((c) => c.toUpperCase())) : undefined
      return search
        .match(query)
        .map((hit) => ({ ...hit, record: records[hit.row] }))
        .filter(
          (h): h is { row: number; score: number; record: PlaceRecord } =>
            h.record !== undefined &&
            (!types || types.has(h.record.type)) &&
            (!codes || (h.record.countryAlpha2 !== null && codes.has(h.record.countryAlpha2))),
        )
        .sort(
          (a, b) =>
            a.score - b.score ||
            b.record.population - a.record.population ||
            (TYPE_RANK.get(a.record.type) ?? 0) - (TYPE_RANK.get(b.record.type) ?? 0) ||
            a.row - b.row,
        )
        .slice(0, opts.limit ?? DEFAULT_SEARCH_LIMIT)
        .map((h) => h.record)
    },
    country: (alpha2) => countryByAlpha2.get(alpha2.toUpperCase()),
    inCountry: (alpha2) => {
      const code = alpha2.toUpperCase()
      let list = inCountryCache.get(code)
      if (!list) {
        list = Object.freeze(
          records.filter((r) => r.countryAlpha2 === code).sort(byTypeThenPopulation),
        )
        inCountryCache.set(code, list)
      }
      return list
    },
    isWithin: (id, ancestorId) => {
      const row = indexById.get(id)
      return row !== undefined && hierarchyOf(row).includes(ancestorId)
    },
  }
}
