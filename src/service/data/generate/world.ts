// The geography the generators draw from: cities that can host events (weighted by population,
// so big cities get far more events), and look-ups from a city to its region, county and country.

import type { Gazetteer, PlaceRecord } from '../gazetteer/types'
import { WeightedPicker } from '../random'

/** Smallest locality that hosts venues; smaller towns only see unscheduled and calendar events. */
export const MIN_CITY_POPULATION = 15_000

/**
 * Coverage weight per country: the upstream data is densest in North America, the UK and
 * Australia, thinner elsewhere; without it India's and China's cities would dominate.
 */
const COUNTRY_WEIGHT: Readonly<Record<string, number>> = {
  US: 5,
  CA: 3,
  GB: 3,
  AU: 3,
  IE: 2.5,
  NZ: 2.5,
  DE: 1.6,
  FR: 1.6,
  ES: 1.6,
  IT: 1.5,
  NL: 1.6,
  BE: 1.5,
  SE: 1.5,
  NO: 1.5,
  DK: 1.5,
  CH: 1.5,
  AT: 1.5,
  PT: 1.4,
  FI: 1.4,
  JP: 1.2,
  KR: 1.1,
  SG: 1.5,
  MX: 1,
  BR: 0.8,
  AR: 0.8,
  IN: 0.25,
  CN: 0.2,
  ID: 0.4,
  PK: 0.3,
  BD: 0.3,
  NG: 0.4,
}

export function countryWeight(alpha2: string | null): number {
  return alpha2 === null ? 0 : (COUNTRY_WEIGHT[alpha2] ?? 0.6)
}

export class World {
  readonly cities: readonly PlaceRecord[]
  readonly cityWeights: Float64Array
  readonly cityPicker: WeightedPicker
  private readonly byName = new Map<string, PlaceRecord[]>()
  private readonly ancestorCache = new Map<string, readonly PlaceRecord[]>()

  constructor(readonly gazetteer: Gazetteer) {
    const cities = gazetteer
      .ofType('locality')
      .filter(
        (p) =>
          p.population >= MIN_CITY_POPULATION && p.timezone !== null && p.countryAlpha2 !== null,
      )
    this.cities = cities
    this.cityWeights = new Float64Array(cities.length)
    cities.forEach((city, i) => {
      // Superlinear in population: a metropolis has proportionally more venues and bigger draws.
      this.cityWeights[i] = Math.pow(city.population, 1.12) * countryWeight(city.countryAlpha2)
    })
    this.cityPicker = new WeightedPicker(this.cityWeights)
    for (const place of gazetteer.ofType('locality')) {
      const key = nameKey(place.name, place.countryAlpha2)
      const list = this.byName.get(key)
      if (list) list.push(place)
      else this.byName.set(key, [place])
    }
  }

  /** The most populous locality of that name in the country (and region, when given). */
  findCity(name: string, country: string, region?: string): PlaceRecord | undefined {
    const list = this.byName.get(nameKey(name, country)) ?? []
    let best: PlaceRecord | undefined
    for (const place of list) {
      if (region !== undefined && place.regionName !== null && !sameName(place.regionName, region))
        continue
      if (!best || place.population > best.population) best = place
    }
    return best ?? (region !== undefined ? this.findCity(name, country) : undefined)
  }

  /** Places above `place`, broadest first (planet .. parent). */
  ancestors(place: PlaceRecord): readonly PlaceRecord[] {
    let list = this.ancestorCache.get(place.id)
    if (!list) {
      list = this.gazetteer
        .hierarchy(place.id)
        .filter((id) => id !== place.id)
        .map((id) => this.gazetteer.get(id))
        .filter((p): p is PlaceRecord => p !== undefined)
      this.ancestorCache.set(place.id, list)
    }
    return list
  }

  ancestorOfType(place: PlaceRecord, type: PlaceRecord['type']): PlaceRecord | undefined {
    return this.ancestors(place).find((p) => p.type === type)
  }
}

function nameKey(name: string, country: string | null): string {
  return `${country ?? ''}|${normalise(name)}`
}

export function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export function sameName(a: string, b: string): boolean {
  return normalise(a) === normalise(b)
}

/** Great-circle distance in km. */
export function distanceKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)))
}
