// The geography the generators draw from: cities that can host events, how many events each
// draws (docs/dataset.md "Where events happen"), and look-ups from a city to its region, county
// and country.

import type { Gazetteer, PlaceRecord } from '../gazetteer/types'
import { haversineKm } from '../geo/distance'
import { WeightedPicker } from '../random'
import { applyMetroShares, listedMetros, METRO_RADIUS_KM, METROS } from './metros'

/** Smallest locality that hosts venues; smaller towns only see unscheduled and calendar events. */
export const MIN_CITY_POPULATION = 15_000

/**
 * Coverage weight per country: the upstream data is densest in North America, the UK and
 * Australia, then the big ticketing markets of western Europe and Japan, thinner elsewhere;
 * without it India's and China's cities would dominate.
 */
const COUNTRY_WEIGHT: Readonly<Record<string, number>> = {
  US: 5,
  CA: 3,
  GB: 3,
  AU: 3,
  IE: 2.5,
  NZ: 2.5,
  DE: 2.2,
  FR: 2,
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
  JP: 1.6,
  KR: 1.1,
  SG: 1.5,
  MX: 1,
  BR: 1,
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

/**
 * Where a city's residents go out: a locality's metro is every locality within METRO_RADIUS_KM of
 * it (suburbs, and the smaller towns that host no venue), or the listed metro it lies in
 * (metros.ts). Per resident, a bigger metro has more ticketed events (more venues, touring stops,
 * conventions): weights grow with the metro's population to METRO_EXPONENT on top of the city's
 * own.
 */
const METRO_EXPONENT = 0.75
/**
 * The metro's central city (its most populous locality) holds the downtown, where most venues
 * are, so it also draws this share of the whole metro's residents. Counted near a metro's centre,
 * events then follow the metro's size rather than how the gazetteer cuts it into localities.
 */
const CENTRAL_PULL = 0.5

export class World {
  readonly cities: readonly PlaceRecord[]
  /** How many attended events each city draws, relative to the others. */
  readonly cityWeights: Float64Array
  /** Host cities of attended events (venue events, tours, teams' opponents). */
  readonly cityPicker: WeightedPicker
  /**
   * Cities by population and country coverage alone, for events that happen to a place rather
   * than at a venue (weather, health, politics, universities): no metro's share (metros.ts)
   * draws those.
   */
  readonly areaWeights: Float64Array
  readonly areaPicker: WeightedPicker
  private readonly byName = new Map<string, PlaceRecord[]>()
  private readonly ancestorCache = new Map<string, readonly PlaceRecord[]>()

  constructor(readonly gazetteer: Gazetteer) {
    const localities = gazetteer.ofType('locality')
    const cities = localities.filter(
      (p) => p.population >= MIN_CITY_POPULATION && p.timezone !== null && p.countryAlpha2 !== null,
    )
    this.cities = cities
    const metros = populationWithin(cities, localities, METRO_RADIUS_KM)
    const listed = listedMetros(cities, haversineKm)
    this.cityWeights = new Float64Array(cities.length)
    this.areaWeights = new Float64Array(cities.length)
    cities.forEach((city, i) => {
      const coverage = countryWeight(city.countryAlpha2)
      // Superlinear in population: a metropolis has proportionally more venues and bigger draws.
      this.areaWeights[i] = Math.pow(city.population, 1.12) * coverage
      // A listed metro's population (metros.ts), else every locality's within METRO_RADIUS_KM.
      const listedAt = listed.metro[i] ?? -1
      const known = METROS[listedAt]
      const metro = Math.max(city.population, known?.population ?? metros.sum[i] ?? 0)
      // The metro's central city holds its downtown, where most venues are: it draws a share of
      // the suburbs' residents too (CENTRAL_PULL of the metro's population).
      const central = known
        ? listed.centre[listedAt] === i
        : city.population >= (metros.largest[i] ?? 0)
      const residents = city.population + (central ? CENTRAL_PULL * metro : 0)
      this.cityWeights[i] = residents * Math.pow(metro / 1e6, METRO_EXPONENT) * coverage
    })
    applyMetroShares(this.cityWeights, listed)
    this.cityPicker = new WeightedPicker(this.cityWeights)
    this.areaPicker = new WeightedPicker(this.areaWeights)
    for (const place of localities) {
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

/**
 * For each of `cities`, the summed population of `places` within `radiusKm`: places bucketed in
 * half-degree cells of latitude and longitude, and a flat-earth distance, which is exact enough at
 * metro scale; each city reads only the places in the cells its radius reaches.
 */
function populationWithin(
  cities: readonly PlaceRecord[],
  places: readonly PlaceRecord[],
  radiusKm: number,
): { readonly sum: Float64Array; readonly largest: Float64Array } {
  const CELL = 0.5
  const KM_PER_DEGREE = 111.2
  const cellOf = (lat: number, lon: number): number =>
    Math.floor((lat + 90) / CELL) * 1000 + Math.floor((lon + 180) / CELL)
  // Places as typed arrays sorted by cell, with each cell's range, read once from the records.
  const n = places.length
  const cells = new Float64Array(n)
  const lats = new Float64Array(n)
  const lons = new Float64Array(n)
  const pops = new Float64Array(n)
  places.forEach((p, i) => {
    lats[i] = p.lat
    lons[i] = p.lon
    pops[i] = p.population
    cells[i] = cellOf(p.lat, p.lon)
  })
  const order = Int32Array.from(places, (_, i) => i).sort(
    (a, b) => (cells[a] ?? 0) - (cells[b] ?? 0),
  )
  const lat = Float64Array.from(order, (i) => lats[i] ?? 0)
  const lon = Float64Array.from(order, (i) => lons[i] ?? 0)
  const population = Float64Array.from(order, (i) => pops[i] ?? 0)
  const range = new Map<number, [number, number]>()
  order.forEach((i, k) => {
    const cell = cells[i] ?? 0
    const known = range.get(cell)
    if (known) known[1] = k + 1
    else range.set(cell, [k, k + 1])
  })
  const r2 = radiusKm * radiusKm
  const dLat = Math.ceil(radiusKm / (KM_PER_DEGREE * CELL))
  const sums = new Float64Array(cities.length)
  const largest = new Float64Array(cities.length)
  cities.forEach((city, i) => {
    const cLat = city.lat
    const cLon = city.lon
    const cos = Math.max(0.05, Math.cos((cLat * Math.PI) / 180))
    const dLon = Math.ceil(radiusKm / (KM_PER_DEGREE * CELL * cos))
    const home = cellOf(cLat, cLon)
    let sum = 0
    let most = 0
    for (let a = -dLat; a <= dLat; a++) {
      for (let b = -dLon; b <= dLon; b++) {
        const [from, to] = range.get(home + a * 1000 + b) ?? [0, 0]
        for (let k = from; k < to; k++) {
          const y = ((lat[k] ?? 0) - cLat) * KM_PER_DEGREE
          const x = ((lon[k] ?? 0) - cLon) * KM_PER_DEGREE * cos
          if (x * x + y * y > r2) continue
          const people = population[k] ?? 0
          sum += people
          if (people > most) most = people
        }
      }
    }
    sums[i] = sum
    largest[i] = most
  })
  return { sum: sums, largest }
}
