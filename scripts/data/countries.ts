// Countries: every world-atlas (Natural Earth) feature mapped to ISO 3166-1, plus the ISO
// countries that GeoNames has cities in but Natural Earth draws as part of another country
// (Réunion, French Guiana, Gibraltar...). Their centroid is then the centre of their cities.
import countries from 'i18n-iso-countries'
import { CONTINENT_BY_ALPHA2 } from './continents'
import { largestPolygonCentroid, unwrapPolygon, type Polygon, type Position } from './geometry'
import type { NamedFeature, SourceCity } from './sources'
import { isCountedCity, weightedCentre } from './cities'

/** Natural Earth features without an ISO numeric code, and the country they belong to. */
const FEATURES_WITHOUT_ID: Readonly<Record<string, string>> = {
  Kosovo: 'XK',
  Somaliland: 'SO',
  'N. Cyprus': 'CY',
  'Siachen Glacier': 'IN',
  'Indian Ocean Ter.': 'AU',
}

/** Short common names where i18n-iso-countries' shortest alias is not the usual one. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  GB: 'United Kingdom',
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  CI: "Côte d'Ivoire",
  VA: 'Vatican City',
  KP: 'North Korea',
}

function allNames(alpha2: string): string[] {
  return countries.getName(alpha2, 'en', { select: 'all' }) ?? []
}

export function countryName(alpha2: string): string {
  const override = NAME_OVERRIDES[alpha2]
  if (override) return override
  const names = allNames(alpha2)
  const usable = names.filter((n) => !n.includes(',') && n !== n.toUpperCase())
  const pick = (usable.length > 0 ? usable : names).reduce<string | undefined>(
    (best, n) => (best === undefined || n.length < best.length ? n : best),
    undefined,
  )
  if (!pick) throw new Error(`no name for country ${alpha2}`)
  return pick
}

export interface CountryBuild {
  readonly alpha2: string
  readonly alpha3: string
  /** ISO 3166-1 numeric (983 for Kosovo, as i18n-iso-countries assigns it). */
  readonly numeric: number
  readonly name: string
  readonly continent: string
  readonly polygons: readonly Polygon[]
  readonly centroid: Position
  readonly population: number
  /** Other English names (official and common forms) for text search. */
  readonly aliases: readonly string[]
}

export function buildCountries(
  features: readonly NamedFeature[],
  cities: readonly SourceCity[],
): CountryBuild[] {
  const shapes = new Map<string, Polygon[]>()
  for (const f of features) {
    const alpha2 =
      f.id === undefined ? FEATURES_WITHOUT_ID[f.name] : countries.numericToAlpha2(f.id)
    if (!alpha2)
      throw new Error(`world-atlas feature ${f.name} (${f.id ?? 'no id'}) has no country`)
    const list = shapes.get(alpha2) ?? []
    const geometry = f.geometry
    const polygons =
      geometry?.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry?.type === 'MultiPolygon'
          ? geometry.coordinates
          : []
    for (const p of polygons) {
      const unwrapped = unwrapPolygon(p.map((ring) => ring.map((q) => [q[0] ?? 0, q[1] ?? 0])))
      if (unwrapped) list.push(unwrapped)
    }
    shapes.set(alpha2, list)
  }
  const citiesByCountry = new Map<string, SourceCity[]>()
  for (const c of cities) {
    if (!isCountedCity(c)) continue
    const list = citiesByCountry.get(c.country) ?? []
    list.push(c)
    citiesByCountry.set(c.country, list)
  }
  const codes = new Set([...shapes.keys(), ...citiesByCountry.keys()])
  return [...codes].sort().map((alpha2) => {
    const alpha3 = countries.alpha2ToAlpha3(alpha2)
    const numeric = countries.alpha2ToNumeric(alpha2)
    const continent = CONTINENT_BY_ALPHA2.get(alpha2)
    if (!alpha3 || !numeric || !continent) throw new Error(`country ${alpha2} is not mapped`)
    const polygons = shapes.get(alpha2) ?? []
    const own = citiesByCountry.get(alpha2) ?? []
    const name = countryName(alpha2)
    return {
      alpha2,
      alpha3,
      numeric: Number(numeric),
      name,
      aliases: allNames(alpha2).filter((n) => n !== name),
      continent,
      polygons,
      centroid: polygons.length > 0 ? largestPolygonCentroid(polygons) : weightedCentre(own),
      population: own.reduce((sum, c) => sum + c.population, 0),
    }
  })
}
