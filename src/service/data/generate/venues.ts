// Named venues: several per city, more in bigger cities, each with a kind (arena, theatre...),
// a capacity, an entity id, a formatted address and usually a placekey (docs/api.md "Event":
// `entities`, `placekey` "<what>@<where>").

import { boundsHold, boundsOf } from '../gazetteer/containment'
import type { Bounds } from '../gazetteer/containment'
import type { PlaceRecord } from '../gazetteer/types'
import type { Rng } from '../random'
import { createRng } from '../random'
import { ENTITY_ID_CHARS, VENUE_ID_SALT } from '../tables'
import { UniqueIds } from './unique-ids'
import { formatAddress, venueName } from './venue-names'
import type { VenueKind } from './venue-kinds'
import type { World } from './world'

/** Order in which a growing city gains venues: a town has a community centre, a metropolis everything. */
const KIND_SEQUENCE: readonly VenueKind[] = [
  'community',
  'theatre',
  'park',
  'club',
  'hotel',
  'arena',
  'convention',
  'hall',
  'stadium',
  'campus',
  'club',
  'theatre',
  'park',
  'hotel',
  'club',
  'theatre',
  'community',
  'arena',
  'hall',
  'convention',
  'club',
  'theatre',
  'park',
  'stadium',
]

/**
 * The venues a metropolis has beyond KIND_SEQUENCE, repeated: mostly clubs, theatres, halls and
 * community rooms, with the odd arena or convention centre.
 */
const METROPOLIS_KINDS: readonly VenueKind[] = [
  'club',
  'theatre',
  'community',
  'hall',
  'club',
  'park',
  'theatre',
  'hotel',
  'club',
  'campus',
  'theatre',
  'community',
  'club',
  'hall',
  'arena',
  'theatre',
  'club',
  'hotel',
  'community',
  'park',
  'club',
  'theatre',
  'hall',
  'club',
  'campus',
  'theatre',
  'community',
  'club',
  'hall',
  'convention',
]

/**
 * A city has a venue for every SHARE_PER_VENUE of the world's attended events it draws
 * (World.cityWeights), up to MAX_VENUES: where hundreds of events a month happen, they spread
 * over hundreds of venues instead of booking the same few every night.
 */
const MAX_VENUES = 600

/** Draws of a venue's spot before it falls back to its city's point (VenueCatalog.spot). */
const SPOT_TRIES = 40
const SHARE_PER_VENUE = 1 / 40_000

/** How far from its centre a city's venues may stand: about 1 km per 100k people, at most 12 km. */
export function venueSpreadKm(population: number): number {
  return Math.min(12, 1 + Math.sqrt(population) / 60)
}

/** Venues of a city: a few more per doubling of its population, and enough for its share of events. */
function venueCount(population: number, share: number): number {
  const byPopulation = Math.min(
    KIND_SEQUENCE.length,
    Math.round(2 * Math.log2(population / 10_000)),
  )
  const byEvents = Math.min(MAX_VENUES, Math.round(share / SHARE_PER_VENUE))
  return Math.max(2, byPopulation, byEvents)
}

const CAPACITY: Readonly<Record<VenueKind, readonly [number, number]>> = {
  arena: [8_000, 21_000],
  stadium: [20_000, 85_000],
  theatre: [400, 3_000],
  club: [100, 1_500],
  convention: [5_000, 60_000],
  park: [2_000, 80_000],
  hotel: [200, 2_500],
  community: [60, 600],
  hall: [1_000, 3_000],
  campus: [500, 6_000],
}

/** The kind of a city's `k`-th venue. */
function kindAt(k: number): VenueKind {
  return (
    KIND_SEQUENCE[k] ??
    METROPOLIS_KINDS[(k - KIND_SEQUENCE.length) % METROPOLIS_KINDS.length] ??
    'club'
  )
}

/**
 * The venues of the world's cities. A city's venues are made the first time a generator looks
 * at them, each city from its own stream: most of the world's cities are never picked in a small
 * dataset, and a city's venues are the same whichever year or generator reaches them first
 * (docs/dataset.md "A timeline").
 */
export class VenueCatalog {
  /** The seed each venue's entity id is spelled from (tables.ts). */
  readonly entitySeed: number[] = []
  readonly name: string[] = []
  readonly address: string[] = []
  readonly placeId: string[] = []
  readonly lon: number[] = []
  readonly lat: number[] = []
  readonly placekey: string[] = []
  readonly kind: VenueKind[] = []
  readonly capacity: number[] = []
  /** How many venues each city of `world.cities` has, made or not. */
  private readonly cityCount: Int32Array
  /** First row of each city's venues once made; -1 before. */
  private readonly cityFirst: Int32Array
  private readonly byKey = new Map<string, number>()
  private readonly entityIds = new UniqueIds(ENTITY_ID_CHARS, VENUE_ID_SALT)
  private readonly bounds = new Map<string, Bounds>()

  constructor(
    private readonly world: World,
    private readonly seed: number,
  ) {
    const cities = world.cities
    this.cityFirst = new Int32Array(cities.length).fill(-1)
    this.cityCount = new Int32Array(cities.length)
    const total = world.cityWeights.reduce((sum, w) => sum + w, 0)
    cities.forEach((city, i) => {
      const share = total > 0 ? (world.cityWeights[i] ?? 0) / total : 0
      this.cityCount[i] = venueCount(city.population, share)
    })
  }

  get size(): number {
    return this.name.length
  }

  /** Whether city `cityIndex` has a venue of one of `kinds`, without making its venues. */
  hasKind(cityIndex: number, kinds: readonly VenueKind[]): boolean {
    const count = this.cityCount[cityIndex] ?? 0
    // Every kind is among the first KIND_SEQUENCE venues, so a longer look finds nothing new.
    for (let k = 0; k < Math.min(count, KIND_SEQUENCE.length); k++) {
      if (kinds.includes(kindAt(k))) return true
    }
    return false
  }

  /** A venue of one of `kinds` in city `cityIndex` fitting `attendance` if possible; -1 if none. */
  pick(cityIndex: number, kinds: readonly VenueKind[], attendance: number, rng: Rng): number {
    const first = this.venuesOf(cityIndex)
    const count = this.cityCount[cityIndex] ?? 0
    let best = -1
    let fallback = -1
    const offset = rng.int(Math.max(1, count))
    for (let j = 0; j < count; j++) {
      const v = first + ((j + offset) % count)
      if (!kinds.includes(this.kind[v] ?? 'club')) continue
      const capacity = this.capacity[v] ?? 0
      if (capacity >= attendance && (best < 0 || capacity < (this.capacity[best] ?? 0))) best = v
      if (fallback < 0 || capacity > (this.capacity[fallback] ?? 0)) fallback = v
    }
    return best >= 0 ? best : fallback
  }

  /** First row of the city's venues, made now if no generator has looked at them yet. */
  private venuesOf(cityIndex: number): number {
    const known = this.cityFirst[cityIndex] ?? -1
    if (known >= 0) return known
    const city = this.world.cities[cityIndex]
    const first = this.size
    this.cityFirst[cityIndex] = first
    if (!city) return first
    const rng = createRng(this.seed, `venues|${city.id}`)
    const count = this.cityCount[cityIndex] ?? 0
    for (let k = 0; k < count; k++) this.add(city, kindAt(k), rng)
    return first
  }

  /**
   * A named venue in a city, created on first use under `key` (team home grounds, shared by
   * teams). Its id, address and position come from the key, not from the caller's stream: the
   * venue is the same whichever year of the history names it first (docs/dataset.md "A timeline").
   */
  named(
    city: PlaceRecord,
    kind: VenueKind,
    name: string,
    capacity: number,
    key = `${city.id}|${name}`,
  ): number {
    const known = this.byKey.get(key)
    if (known !== undefined) return known
    const v = this.add(city, kind, createRng(this.seed, `venue|${key}`), name)
    this.capacity[v] = capacity
    this.byKey.set(key, v)
    return v
  }

  private add(city: PlaceRecord, kind: VenueKind, rng: Rng, fixedName?: string): number {
    const v = this.size
    const region = this.world.ancestorOfType(city, 'region')
    const [low, high] = CAPACITY[kind]
    this.entitySeed.push(this.entityIds.draw(rng).seed)
    this.name.push(fixedName ?? venueName(kind, city, rng))
    this.address.push(formatAddress(city, region?.name ?? city.regionName, rng))
    this.placeId.push(city.id)
    const [lon, lat] = this.spot(city, rng)
    this.lon.push(lon)
    this.lat.push(lat)
    this.placekey.push(rng.chance(0.9) ? placekey(rng) : '')
    this.kind.push(kind)
    this.capacity.push(Math.round(low * Math.pow(high / low, rng.next())))
    return v
  }

  /**
   * Where a venue of `city` stands. Venues spread over the city; bigger cities spread wider
   * (about 1 km per 100k people, max 25). Denser towards the centre than uniform in distance
   * (the square of a uniform draw): half of a city's venues lie within a quarter of its spread,
   * as in real downtown venue districts. A spot outside the city's county (in the US) or country,
   * or in a lake, is drawn again, so that an address never names a city, county or state its point
   * is not in and no venue stands in water the map draws (gazetteer/containment.ts): a circle
   * around a city centre reaches across rivers, state lines, coasts and lakeshores. After SPOT_TRIES misses the venue stands at the city's own point.
   */
  private spot(city: PlaceRecord, rng: Rng): readonly [number, number] {
    const gaz = this.world.gazetteer
    const bounds = this.boundsOf(city)
    const spreadKm = venueSpreadKm(city.population)
    const kmPerLonDegree = 111 * Math.max(0.2, Math.cos((city.lat * Math.PI) / 180))
    for (let tries = 0; tries < SPOT_TRIES; tries++) {
      const angle = rng.next() * 2 * Math.PI
      const distance = spreadKm * rng.next() ** 2
      const lat = round6(city.lat + (distance / 111) * Math.sin(angle))
      const lon = round6(city.lon + (distance / kmPerLonDegree) * Math.cos(angle))
      if (boundsHold(gaz, bounds, lon, lat)) return [lon, lat]
    }
    return [round6(city.lon), round6(city.lat)]
  }

  private boundsOf(city: PlaceRecord): Bounds {
    let bounds = this.bounds.get(city.id)
    if (!bounds) {
      bounds = boundsOf(this.world.gazetteer, city.id)
      this.bounds.set(city.id, bounds)
    }
    return bounds
  }
}

const PLACEKEY_WHAT = '23456789abcdefghjkmnpqrstvwxyz'
const PLACEKEY_WHERE = '23456789bcdfghjkmnpqrstvwxyz'

/** "zzw-222@5vg-7gq-5mk": what-part and a where-part (the H3 cell in upstream data). */
function placekey(rng: Rng): string {
  const chunk = (alphabet: string): string =>
    alphabet.charAt(rng.int(alphabet.length)) +
    alphabet.charAt(rng.int(alphabet.length)) +
    alphabet.charAt(rng.int(alphabet.length))
  return `${chunk(PLACEKEY_WHAT)}-${chunk(PLACEKEY_WHAT)}@${chunk(PLACEKEY_WHERE)}-${chunk(PLACEKEY_WHERE)}-${chunk(PLACEKEY_WHERE)}`
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
