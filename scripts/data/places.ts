// Assembles every place into the columnar places file.
//
// Place ids (all numeric strings):
// - localities and neighbourhoods: their GeoNames ids, as upstream;
// - Earth: 6295630 and the continents: their GeoNames ids (see continents.ts);
// - countries: 85 000 000 + ISO 3166-1 numeric;
// - US states: 85 100 000 + state FIPS; US counties: 85 200 000 + county FIPS;
// - other regions: 86 000 000 + ISO numeric × 1000 + ordinal of the GeoNames admin1 code.
// GeoNames ids stay far below 85 000 000, so synthetic ids cannot collide with them.
import tzLookup from '@photostructure/tz-lookup'
import { PLACE_TYPES, type PlaceType } from '../../src/service/data/gazetteer/types'
import { GAZETTEER_FORMAT_VERSION, type PlacesFile } from '../../src/service/data/gazetteer/format'
import { CONTINENTS } from './continents'
import { round5 } from './geometry'
import type { CountryBuild } from './countries'
import type { RegionBuild } from './regions'
import type { UsBuild } from './us'
import type { PlaceBuild } from './localities'

export const EARTH_ID = 6295630
export const COUNTRY_ID_BASE = 85_000_000

interface Row {
  readonly id: number
  readonly type: PlaceType
  readonly name: string
  readonly lon: number
  readonly lat: number
  readonly population: number
  readonly parentId: number | null
  readonly codes?: readonly [string, string]
  readonly altNames?: readonly string[]
}

export interface PlaceSources {
  readonly countries: readonly CountryBuild[]
  readonly regions: readonly RegionBuild[]
  readonly us: UsBuild
  readonly localities: readonly PlaceBuild[]
  readonly neighbourhoods: readonly PlaceBuild[]
}

function timezoneAt(lon: number, lat: number, id: number): string {
  if (!Number.isFinite(lon) || !Number.isFinite(lat))
    throw new Error(`place ${String(id)} has no centroid`)
  return tzLookup(Math.max(-90, Math.min(90, lat)), Math.max(-180, Math.min(180, lon)))
}

export function countryId(c: CountryBuild): number {
  return COUNTRY_ID_BASE + c.numeric
}

function collectRows(s: PlaceSources): Row[] {
  const continentId = new Map(CONTINENTS.map((c) => [c.code, c.id]))
  const us = s.countries.find((c) => c.alpha2 === 'US')
  if (!us) throw new Error('no United States in the countries')
  const rows: Row[] = [
    { id: EARTH_ID, type: 'planet', name: 'Earth', lon: 0, lat: 0, population: 0, parentId: null },
    ...CONTINENTS.map((c) => ({
      ...c,
      type: 'continent' as const,
      population: 0,
      parentId: EARTH_ID,
    })),
    ...s.countries.map((c) => ({
      id: countryId(c),
      type: 'country' as const,
      name: c.name,
      lon: c.centroid[0],
      lat: c.centroid[1],
      population: c.population,
      parentId: continentId.get(c.continent) ?? null,
      codes: [c.alpha2, c.alpha3] as const,
      altNames: c.aliases,
    })),
  ]
  const countryByAlpha2 = new Map(s.countries.map((c) => [c.alpha2, countryId(c)]))
  const regions: Row[] = [
    ...s.us.states.map((st) => ({
      id: st.id,
      type: 'region' as const,
      name: st.name,
      lon: st.centroid[0],
      lat: st.centroid[1],
      population: st.population,
      parentId: countryId(us),
    })),
    ...s.regions.map((r) => ({
      id: r.id,
      type: 'region' as const,
      name: r.name,
      lon: r.centroid[0],
      lat: r.centroid[1],
      population: r.population,
      parentId: countryByAlpha2.get(r.alpha2) ?? null,
    })),
  ]
  const stateIdByAbbr = new Map(s.us.states.map((st) => [st.abbr, st.id]))
  const counties: Row[] = s.us.counties.map((c) => ({
    id: c.id,
    type: 'county' as const,
    name: c.name,
    lon: c.centroid[0],
    lat: c.centroid[1],
    population: c.population,
    parentId: stateIdByAbbr.get(c.abbr) ?? null,
  }))
  const populated = (type: PlaceType) => (p: PlaceBuild) => ({ ...p, type })
  rows.push(
    ...regions.sort((a, b) => a.id - b.id),
    ...counties,
    ...s.localities.map(populated('locality')),
    ...s.neighbourhoods.map(populated('neighbourhood')),
  )
  return rows
}

export function encodePlaces(s: PlaceSources): PlacesFile {
  const rows = collectRows(s)
  const indexById = new Map<number, number>()
  const timezones: string[] = []
  const tzIndex = new Map<string, number>()
  const file = {
    version: GAZETTEER_FORMAT_VERSION,
    id: [] as number[],
    type: [] as number[],
    name: [] as string[],
    lon: [] as number[],
    lat: [] as number[],
    population: [] as number[],
    parent: [] as number[],
    tz: [] as number[],
    timezones,
    countryCodes: [] as [number, string, string][],
    altNames: [] as [number, string][],
  }
  rows.forEach((row, i) => {
    if (indexById.has(row.id)) throw new Error(`duplicate place id ${row.id}`)
    const parent = row.parentId === null ? -1 : (indexById.get(row.parentId) ?? -2)
    if (parent === -2)
      throw new Error(`place ${row.id} comes before its parent ${row.parentId ?? ''}`)
    indexById.set(row.id, i)
    file.id.push(row.id)
    file.type.push(PLACE_TYPES.indexOf(row.type))
    file.name.push(row.name)
    file.lon.push(round5(row.lon))
    file.lat.push(round5(row.lat))
    file.population.push(row.population)
    file.parent.push(parent)
    // Planet and continents have no single time zone (types.ts: PlaceRecord.timezone).
    let tz = -1
    if (row.type !== 'planet' && row.type !== 'continent') {
      const name = timezoneAt(row.lon, row.lat, row.id)
      tz = tzIndex.get(name) ?? timezones.length
      if (tz === timezones.length) {
        timezones.push(name)
        tzIndex.set(name, tz)
      }
    }
    file.tz.push(tz)
    if (row.codes) file.countryCodes.push([i, row.codes[0], row.codes[1]])
    for (const alt of row.altNames ?? []) file.altNames.push([i, alt])
  })
  return file
}
