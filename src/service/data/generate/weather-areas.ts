// Where storms, snow and monsoon rains come (docs/dataset.md "Plausibility"): each tropical
// cyclone basin under its own word, tornado country, cold regions away from mild coasts, monsoon
// Asia. Coasts are approximated by regions and boxes around their cities; the seasons that go with
// them are in weather-hazards.ts and hazards.ts.

import type { Area } from './zones'

// --- Tropical cyclones: each basin under its own word.

/** North Atlantic: US Gulf and south-east coasts, reached all season. */
export const ATLANTIC_US_SOUTH: readonly Area[] = [
  // Texas and Louisiana within reach of the Gulf (not the Panhandle, El Paso or Dallas).
  { countries: ['US'], regions: ['Texas', 'Louisiana'], box: [25.5, -98.2, 31.2, -88.8] },
  { countries: ['US'], regions: ['Mississippi', 'Alabama'], box: [29.5, -89.8, 31.5, -84.8] },
  { countries: ['US'], regions: ['Florida'] },
  // Georgia and the Carolinas east of the Piedmont.
  {
    countries: ['US'],
    regions: ['Georgia', 'South Carolina', 'North Carolina'],
    box: [30.3, -81.8, 36.6, -75],
  },
]

/** North Atlantic: the Mid-Atlantic and New England coasts, reached late in the season. */
export const ATLANTIC_US_NORTH: readonly Area[] = [
  {
    countries: ['US'],
    regions: [
      'Virginia',
      'Maryland',
      'Delaware',
      'District of Columbia',
      'New Jersey',
      'New York',
      'Connecticut',
      'Rhode Island',
      'Massachusetts',
    ],
    box: [36.5, -77.6, 42.5, -69.9],
  },
]

export const ATLANTIC_CANADA: readonly Area[] = [
  {
    countries: ['CA'],
    regions: ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland and Labrador'],
  },
]

/** The Caribbean, the Gulf of Mexico's coasts and Central America's Caribbean side. */
export const CARIBBEAN: readonly Area[] = [
  {
    countries: [
      'CU',
      'BS',
      'JM',
      'HT',
      'DO',
      'PR',
      'KY',
      'TC',
      'VG',
      'VI',
      'AG',
      'KN',
      'DM',
      'LC',
      'VC',
      'BB',
      'GD',
      'MQ',
      'GP',
      'AI',
      'MS',
      'BL',
      'MF',
      'SX',
      'BM',
      'BZ',
      'HN',
      'NI',
      'GT',
    ],
  },
  {
    countries: ['MX'],
    regions: ['Tamaulipas', 'Veracruz', 'Tabasco', 'Campeche', 'Yucatán', 'Quintana Roo'],
  },
]

/** Eastern and Central Pacific: Mexico's Pacific coast, El Salvador and Hawaii. */
export const EASTERN_PACIFIC: readonly Area[] = [
  {
    countries: ['MX'],
    regions: [
      'Baja California Sur',
      'Sonora',
      'Sinaloa',
      'Nayarit',
      'Jalisco',
      'Colima',
      'Michoacán',
      'Guerrero',
      'Oaxaca',
      'Chiapas',
    ],
  },
  { countries: ['SV'] },
  { countries: ['US'], regions: ['Hawaii'] },
]

/** Western North Pacific: typhoons. */
export const TYPHOON_COASTS: readonly Area[] = [
  { countries: ['TW', 'HK', 'MO', 'KR', 'GU', 'MP', 'PW', 'FM', 'MH'] },
  // Japan south of northern Tohoku and Hokkaido.
  { countries: ['JP'], box: [24, 122, 38.5, 146] },
  {
    countries: ['CN'],
    regions: ['Guangdong', 'Hainan', 'Fujian', 'Zhejiang', 'Guangxi', 'Shanghai'],
  },
  // Central and northern Vietnam; the Mekong delta is rarely reached.
  { countries: ['VN'], box: [12, 102, 24, 110] },
]

export const TYPHOON_PHILIPPINES: readonly Area[] = [{ countries: ['PH'] }]

/** North Indian Ocean: the Bay of Bengal and Arabian Sea coasts. */
export const NORTH_INDIAN_COASTS: readonly Area[] = [
  {
    countries: ['IN'],
    regions: [
      'Odisha',
      'Andhra Pradesh',
      'Tamil Nadu',
      'West Bengal',
      'Gujarat',
      'Puducherry',
      'Andaman and Nicobar',
    ],
  },
  { countries: ['IN'], regions: ['Maharashtra'], box: [15, 72, 20.5, 73.2] },
  { countries: ['BD'], box: [20, 88, 24, 93] },
  { countries: ['MM'], box: [9, 92, 21, 98] },
  { countries: ['LK', 'OM'] },
  { countries: ['PK'], regions: ['Sindh'] },
]

/** South Indian Ocean and South Pacific. */
export const SOUTHERN_CYCLONE_COASTS: readonly Area[] = [
  // Australia's tropical north (Perth and Brisbane are out of reach).
  {
    countries: ['AU'],
    regions: ['Queensland', 'Northern Territory', 'Western Australia'],
    box: [-26, 110, -9, 155],
  },
  { countries: ['MZ', 'MG', 'MU', 'RE', 'KM', 'YT', 'FJ', 'VU', 'NC', 'TO', 'WS', 'SB'] },
]

// --- Tornadoes: the US plains, Midwest and South-East (warnings are per county).

export const DIXIE_ALLEY: readonly Area[] = [
  {
    countries: ['US'],
    regions: ['Louisiana', 'Mississippi', 'Alabama', 'Tennessee', 'Georgia', 'Arkansas'],
  },
]

export const TORNADO_ALLEY: readonly Area[] = [
  {
    countries: ['US'],
    regions: [
      'Texas',
      'Oklahoma',
      'Kansas',
      'Nebraska',
      'South Dakota',
      'North Dakota',
      'Iowa',
      'Missouri',
      'Kentucky',
      'Illinois',
      'Indiana',
      'Ohio',
      'Minnesota',
      'Wisconsin',
      'Michigan',
      'Florida',
      'South Carolina',
      'North Carolina',
    ],
  },
  // The Front Range and the plains east of it.
  { countries: ['US'], regions: ['Colorado'], box: [36.9, -105.3, 41, -102] },
]

// --- Snow: cold-season storms away from mild coasts.

export const SNOW_NORTH: readonly Area[] = [
  // North America inland of the mild Pacific coast, from Tennessee and Virginia north.
  { box: [35, -121.5, 72, -50] },
  { box: [52, -170, 72, -121.5] },
  { box: [45, -25, 72, 45] },
  { box: [36, 45, 75, 180] },
]

export const BLIZZARD_NORTH: readonly Area[] = [
  // The US Rockies' foothills, plains, Midwest and North-East, and Canada.
  { box: [39, -110, 72, -52] },
  { box: [52, -170, 72, -110] },
  // Scandinavia, the Baltic, Russia; north China, Mongolia, Hokkaido and Siberia.
  { box: [55, 4, 72, 60] },
  { box: [42, 60, 75, 180] },
]

export const SNOW_SOUTH: readonly Area[] = [{ box: [-90, -180, -40, 180] }]
export const BLIZZARD_SOUTH: readonly Area[] = [{ box: [-90, -180, -45, 180] }]

// --- Monsoon Asia: the south-west monsoon's rains (and Tamil Nadu's north-east monsoon).

export const NORTH_EAST_MONSOON: readonly Area[] = [
  { countries: ['IN'], regions: ['Tamil Nadu', 'Puducherry'] },
]

export const MONSOON_ASIA: readonly Area[] = [
  { countries: ['IN', 'BD', 'NP', 'BT', 'PK', 'MM', 'TH', 'LA', 'KH', 'VN', 'PH'] },
]
