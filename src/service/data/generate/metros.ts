// The world's largest metros as the dataset knows them (docs/dataset.md "Where events happen"):
// their centres, their populations, and for the live-event markets analysts look at first, the
// least share of the world's attended events they hold. The gazetteer's localities undercount a
// metro whose suburbs are unincorporated or below 15,000 people (Atlanta's 50 km hold 2.1 million
// people in it, against 6.3 million), so a listed metro's population comes from here.

export interface Metro {
  readonly name: string
  /** ISO 3166-1 alpha-2. */
  readonly country: string
  /** The historic downtown: city hall or thereabouts. */
  readonly lat: number
  readonly lon: number
  /** Metropolitan population, rounded: US Census MSA estimates (2023), elsewhere the urban area. */
  readonly population: number
  /**
   * Least share of the world's attended events within METRO_CORE_KM of the centre, for the
   * markets analysts look at first; PER_MILLION of it per million residents when absent.
   */
  readonly share?: number
}

/** A metro's suburbs: every city within this distance of its centre. */
export const METRO_RADIUS_KM = 50
/** A metro's core, where its downtown venues stand and its share is drawn. */
export const METRO_CORE_KM = 15

/** The share of each market analysts look at first: about 400 attended events a month at the default size. */
const MARKET = 0.06
/**
 * Every other listed metro's least share per million residents: about 10 attended events a month
 * per million at the default size, so that Dallas is never a town.
 */
const PER_MILLION = 0.0012
/** The next ring of markets, which keep a month's dozens so that Melbourne never looks empty beside Sydney. */
const RING = 0.01

export const METROS: readonly Metro[] = [
  // The markets analysts look at first; New York, the largest, holds more.
  {
    name: 'New York',
    country: 'US',
    lat: 40.7128,
    lon: -74.006,
    population: 19_500_000,
    share: 0.08,
  },
  {
    name: 'Los Angeles',
    country: 'US',
    lat: 34.0522,
    lon: -118.2437,
    population: 12_800_000,
    share: MARKET,
  },
  {
    name: 'Chicago',
    country: 'US',
    lat: 41.8781,
    lon: -87.6298,
    population: 9_260_000,
    share: MARKET,
  },
  {
    name: 'London',
    country: 'GB',
    lat: 51.5074,
    lon: -0.1278,
    population: 14_800_000,
    share: MARKET,
  },
  {
    name: 'Paris',
    country: 'FR',
    lat: 48.8566,
    lon: 2.3522,
    population: 12_300_000,
    share: MARKET,
  },
  { name: 'Berlin', country: 'DE', lat: 52.52, lon: 13.405, population: 6_200_000, share: MARKET },
  {
    name: 'Tokyo',
    country: 'JP',
    lat: 35.6762,
    lon: 139.6503,
    population: 37_100_000,
    share: MARKET,
  },
  {
    name: 'Sydney',
    country: 'AU',
    lat: -33.8688,
    lon: 151.2093,
    population: 5_450_000,
    share: MARKET,
  },
  {
    name: 'Toronto',
    country: 'CA',
    lat: 43.6532,
    lon: -79.3832,
    population: 6_700_000,
    share: MARKET,
  },
  {
    name: 'São Paulo',
    country: 'BR',
    lat: -23.5505,
    lon: -46.6333,
    population: 22_600_000,
    share: MARKET,
  },
  // The next ring.
  {
    name: 'Melbourne',
    country: 'AU',
    lat: -37.8136,
    lon: 144.9631,
    population: 5_200_000,
    share: RING,
  },
  {
    name: 'Montréal',
    country: 'CA',
    lat: 45.5017,
    lon: -73.5673,
    population: 4_300_000,
    share: RING,
  },
  {
    name: 'Mexico City',
    country: 'MX',
    lat: 19.4326,
    lon: -99.1332,
    population: 22_300_000,
    share: RING,
  },
  { name: 'Madrid', country: 'ES', lat: 40.4168, lon: -3.7038, population: 6_800_000, share: RING },
  {
    name: 'Barcelona',
    country: 'ES',
    lat: 41.3874,
    lon: 2.1686,
    population: 5_600_000,
    share: RING,
  },
  {
    name: 'Amsterdam',
    country: 'NL',
    lat: 52.3676,
    lon: 4.9041,
    population: 2_500_000,
    share: RING,
  },
  { name: 'Milan', country: 'IT', lat: 45.4642, lon: 9.19, population: 4_300_000, share: RING },
  { name: 'Munich', country: 'DE', lat: 48.1351, lon: 11.582, population: 2_900_000, share: RING },
  { name: 'Seoul', country: 'KR', lat: 37.5665, lon: 126.978, population: 26_000_000, share: RING },
  {
    name: 'Buenos Aires',
    country: 'AR',
    lat: -34.6037,
    lon: -58.3816,
    population: 15_600_000,
    share: RING,
  },
  // The rest of the 30 most populous US metropolitan statistical areas.
  { name: 'Dallas', country: 'US', lat: 32.7767, lon: -96.797, population: 8_100_000 },
  { name: 'Houston', country: 'US', lat: 29.7604, lon: -95.3698, population: 7_510_000 },
  { name: 'Atlanta', country: 'US', lat: 33.749, lon: -84.388, population: 6_310_000 },
  { name: 'Washington', country: 'US', lat: 38.9072, lon: -77.0369, population: 6_300_000 },
  { name: 'Philadelphia', country: 'US', lat: 39.9526, lon: -75.1652, population: 6_250_000 },
  { name: 'Miami', country: 'US', lat: 25.7617, lon: -80.1918, population: 6_180_000 },
  { name: 'Phoenix', country: 'US', lat: 33.4484, lon: -112.074, population: 5_070_000 },
  { name: 'Boston', country: 'US', lat: 42.3601, lon: -71.0589, population: 4_920_000 },
  { name: 'Riverside', country: 'US', lat: 33.9806, lon: -117.3755, population: 4_690_000 },
  { name: 'San Francisco', country: 'US', lat: 37.7749, lon: -122.4194, population: 4_570_000 },
  { name: 'Detroit', country: 'US', lat: 42.3314, lon: -83.0458, population: 4_340_000 },
  { name: 'Seattle', country: 'US', lat: 47.6062, lon: -122.3321, population: 4_040_000 },
  { name: 'Minneapolis', country: 'US', lat: 44.9778, lon: -93.265, population: 3_710_000 },
  { name: 'Tampa', country: 'US', lat: 27.9506, lon: -82.4572, population: 3_340_000 },
  { name: 'San Diego', country: 'US', lat: 32.7157, lon: -117.1611, population: 3_270_000 },
  { name: 'Denver', country: 'US', lat: 39.7392, lon: -104.9903, population: 3_010_000 },
  { name: 'Baltimore', country: 'US', lat: 39.2904, lon: -76.6122, population: 2_830_000 },
  { name: 'Orlando', country: 'US', lat: 28.5384, lon: -81.3789, population: 2_820_000 },
  { name: 'St. Louis', country: 'US', lat: 38.627, lon: -90.1994, population: 2_800_000 },
  { name: 'Charlotte', country: 'US', lat: 35.2271, lon: -80.8431, population: 2_800_000 },
  { name: 'San Antonio', country: 'US', lat: 29.4241, lon: -98.4936, population: 2_700_000 },
  { name: 'Portland', country: 'US', lat: 45.5152, lon: -122.6784, population: 2_510_000 },
  { name: 'Austin', country: 'US', lat: 30.2672, lon: -97.7431, population: 2_470_000 },
  { name: 'Pittsburgh', country: 'US', lat: 40.4406, lon: -79.9959, population: 2_430_000 },
  { name: 'Sacramento', country: 'US', lat: 38.5816, lon: -121.4944, population: 2_420_000 },
  { name: 'Las Vegas', country: 'US', lat: 36.1699, lon: -115.1398, population: 2_340_000 },
  { name: 'Cincinnati', country: 'US', lat: 39.1031, lon: -84.512, population: 2_270_000 },
]

type Distance = (lon1: number, lat1: number, lon2: number, lat2: number) => number

interface Located {
  readonly lat: number
  readonly lon: number
  readonly population: number
}

export interface ListedMetros {
  /** Per city: index into METROS of the nearest listed metro within METRO_RADIUS_KM, or -1. */
  readonly metro: Int32Array
  /** Per metro of METROS: the cities within METRO_CORE_KM of its centre. */
  readonly cores: readonly (readonly number[])[]
  /** Per metro of METROS: its central city (the core's most populous), or -1 for an empty core. */
  readonly centre: Int32Array
}

/** Which listed metro each city belongs to, and which city is each metro's centre. */
export function listedMetros(cities: readonly Located[], distanceKm: Distance): ListedMetros {
  const metro = new Int32Array(cities.length).fill(-1)
  const cores = METROS.map((): number[] => [])
  const nearest = new Float64Array(cities.length).fill(Infinity)
  const centre = new Int32Array(METROS.length).fill(-1)
  cities.forEach((c, i) => {
    METROS.forEach((m, k) => {
      const d = distanceKm(c.lon, c.lat, m.lon, m.lat)
      if (d <= METRO_RADIUS_KM && d < (nearest[i] ?? Infinity)) {
        nearest[i] = d
        metro[i] = k
      }
      if (d > METRO_CORE_KM) return
      cores[k]?.push(i)
      const best = centre[k] ?? -1
      if (best < 0 || c.population > (cities[best]?.population ?? 0)) centre[k] = i
    })
  })
  return { metro, cores, centre }
}

/**
 * Raises `weights` (one per city) so that each listed metro's core draws at least the metro's
 * share of the total. What a core lacks goes to its central city, whose venues crowd the
 * downtown; its suburbs keep their own weights. Raising a metro lowers every other share, so the
 * set of metros below their share is found again until it settles (a few rounds): the raised
 * metros then hold exactly their shares, and the rest keep their proportions among themselves.
 */
export function applyMetroShares(weights: Float64Array, listed: ListedMetros): void {
  const markets = METROS.map((m) => ({
    ...m,
    share: m.share ?? (m.population / 1e6) * PER_MILLION,
  }))
  const own = listed.cores.map((list) => list.reduce((sum, i) => sum + (weights[i] ?? 0), 0))
  const total = weights.reduce((sum, w) => sum + w, 0)
  const raised = new Set<number>()
  for (;;) {
    const kept = total - [...raised].reduce((sum, m) => sum + (own[m] ?? 0), 0)
    const taken = [...raised].reduce((sum, m) => sum + (markets[m]?.share ?? 0), 0)
    const scaled = kept / (1 - taken)
    const next = markets.flatMap((m, k) => {
      const weight = own[k] ?? 0
      return (listed.centre[k] ?? -1) >= 0 && weight < m.share * scaled ? [k] : []
    })
    if (next.length === raised.size) {
      raised.forEach((m) => {
        const centre = listed.centre[m] ?? -1
        weights[centre] = (weights[centre] ?? 0) + (markets[m]?.share ?? 0) * scaled - (own[m] ?? 0)
      })
      return
    }
    next.forEach((k) => raised.add(k))
  }
}
