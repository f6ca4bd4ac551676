// Metro centres and populations for the dataset-quality check (scripts/bench/dataset-quality.ts):
// the ten metros the density check reads, and the 30 most populous US metropolitan statistical
// areas for the rank correlation. Centres are the historic downtowns (city hall or thereabouts);
// populations are rough current metro figures (US: Census MSA estimates, elsewhere the
// urban-area figure usually quoted), enough to rank them.

/**
 * What the density check asks: within 15 km of each of DENSITY_METROS, the next 30 days hold at
 * least these many events; and over US_METROS, Spearman's rho between population and those counts.
 */
export const DENSITY_TARGET = {
  attended: 250,
  concerts: 60,
  performingArts: 30,
  sports: 10,
  spearman: 0.7,
} as const

export interface Metro {
  readonly name: string
  readonly lat: number
  readonly lon: number
  readonly population: number
}

/** The ten metros whose next 30 days must hold enough attended events (docs/dataset.md "Where events happen"). */
export const DENSITY_METROS: readonly Metro[] = [
  { name: 'New York', lat: 40.7128, lon: -74.006, population: 19_500_000 },
  { name: 'Los Angeles', lat: 34.0522, lon: -118.2437, population: 12_800_000 },
  { name: 'Chicago', lat: 41.8781, lon: -87.6298, population: 9_300_000 },
  { name: 'London', lat: 51.5074, lon: -0.1278, population: 14_800_000 },
  { name: 'Paris', lat: 48.8566, lon: 2.3522, population: 12_300_000 },
  { name: 'Berlin', lat: 52.52, lon: 13.405, population: 6_200_000 },
  { name: 'Tokyo', lat: 35.6762, lon: 139.6503, population: 37_100_000 },
  { name: 'Sydney', lat: -33.8688, lon: 151.2093, population: 5_450_000 },
  { name: 'Toronto', lat: 43.6532, lon: -79.3832, population: 6_700_000 },
  { name: 'São Paulo', lat: -23.5505, lon: -46.6333, population: 22_600_000 },
]

/** The 30 most populous US metropolitan statistical areas (2023 estimates, rounded). */
export const US_METROS: readonly Metro[] = [
  { name: 'New York', lat: 40.7128, lon: -74.006, population: 19_500_000 },
  { name: 'Los Angeles', lat: 34.0522, lon: -118.2437, population: 12_800_000 },
  { name: 'Chicago', lat: 41.8781, lon: -87.6298, population: 9_260_000 },
  { name: 'Dallas', lat: 32.7767, lon: -96.797, population: 8_100_000 },
  { name: 'Houston', lat: 29.7604, lon: -95.3698, population: 7_510_000 },
  { name: 'Atlanta', lat: 33.749, lon: -84.388, population: 6_310_000 },
  { name: 'Washington', lat: 38.9072, lon: -77.0369, population: 6_300_000 },
  { name: 'Philadelphia', lat: 39.9526, lon: -75.1652, population: 6_250_000 },
  { name: 'Miami', lat: 25.7617, lon: -80.1918, population: 6_180_000 },
  { name: 'Phoenix', lat: 33.4484, lon: -112.074, population: 5_070_000 },
  { name: 'Boston', lat: 42.3601, lon: -71.0589, population: 4_920_000 },
  { name: 'Riverside', lat: 33.9806, lon: -117.3755, population: 4_690_000 },
  { name: 'San Francisco', lat: 37.7749, lon: -122.4194, population: 4_570_000 },
  { name: 'Detroit', lat: 42.3314, lon: -83.0458, population: 4_340_000 },
  { name: 'Seattle', lat: 47.6062, lon: -122.3321, population: 4_040_000 },
  { name: 'Minneapolis', lat: 44.9778, lon: -93.265, population: 3_710_000 },
  { name: 'Tampa', lat: 27.9506, lon: -82.4572, population: 3_340_000 },
  { name: 'San Diego', lat: 32.7157, lon: -117.1611, population: 3_270_000 },
  { name: 'Denver', lat: 39.7392, lon: -104.9903, population: 3_010_000 },
  { name: 'Baltimore', lat: 39.2904, lon: -76.6122, population: 2_830_000 },
  { name: 'Orlando', lat: 28.5384, lon: -81.3789, population: 2_820_000 },
  { name: 'St. Louis', lat: 38.627, lon: -90.1994, population: 2_800_000 },
  { name: 'Charlotte', lat: 35.2271, lon: -80.8431, population: 2_800_000 },
  { name: 'San Antonio', lat: 29.4241, lon: -98.4936, population: 2_700_000 },
  { name: 'Portland', lat: 45.5152, lon: -122.6784, population: 2_510_000 },
  { name: 'Austin', lat: 30.2672, lon: -97.7431, population: 2_470_000 },
  { name: 'Pittsburgh', lat: 40.4406, lon: -79.9959, population: 2_430_000 },
  { name: 'Sacramento', lat: 38.5816, lon: -121.4944, population: 2_420_000 },
  { name: 'Las Vegas', lat: 36.1699, lon: -115.1398, population: 2_340_000 },
  { name: 'Cincinnati', lat: 39.1031, lon: -84.512, population: 2_270_000 },
]
