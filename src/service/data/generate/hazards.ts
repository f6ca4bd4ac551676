// One table per kind of unscheduled area event (severe weather, disasters, health warnings,
// terror): its title and labels, the places it applies to, how long it lasts, its rank band, how
// common it is within its category, and the zones and months where it can happen
// (docs/dataset.md "Plausibility"). The severe-weather kinds are in weather-hazards.ts, the
// shared seasons in seasons.ts, the areas in weather-, fire- and quake-areas.ts. unscheduled.ts
// generates from these tables; checks/ reads them back.

import type { PlaceType } from '../gazetteer/types'
import {
  FIRE_AUSTRALIA_NORTH,
  FIRE_AUSTRALIA_SOUTH,
  FIRE_CALIFORNIA,
  FIRE_DRY_SEASON_SOUTH,
  FIRE_MEDITERRANEAN,
  FIRE_MEXICO,
  FIRE_SIBERIA,
  FIRE_SOUTHERN_SUMMER,
  FIRE_WESTERN_CANADA,
  FIRE_WESTERN_US,
} from './fire-areas'
import {
  LANDSLIDE_ALL_YEAR,
  LANDSLIDE_ALPS,
  LANDSLIDE_SOUTHERN_SUMMER,
  LANDSLIDE_SUMMER_RAINS,
  LANDSLIDE_WET_TROPICS,
  LANDSLIDE_WINTER_RAINS,
  SEISMIC,
  VOLCANIC,
} from './quake-areas'
import { MONSOON_ASIA, NORTH_EAST_MONSOON } from './weather-areas'
import { FLU_SEASON, RAINY_FLOODS, SUMMER } from './seasons'
import { SEVERE_WEATHER } from './weather-hazards'
import type { Zone } from './zones'
import { ALL_YEAR, EVERYWHERE, months } from './zones'

export const HAZARD_CATEGORIES = [
  'severe-weather',
  'disasters',
  'health-warnings',
  'terror',
] as const
export type HazardCategory = (typeof HAZARD_CATEGORIES)[number]

export interface HazardKind {
  readonly category: HazardCategory
  readonly title: string
  /** Labels after the category's own: the kind's label first. */
  readonly labels: readonly string[]
  /** Place types it applies to; a city that has none of them cannot host it. */
  readonly scope: readonly PlaceType[]
  /** Duration range in hours. */
  readonly hours: readonly [number, number]
  /** Rank band; draws centre on its middle. */
  readonly rank: readonly [number, number]
  /** Relative frequency within the category. */
  readonly weight: number
  readonly zones: readonly Zone[]
}

const DISASTERS: readonly HazardKind[] = [
  {
    category: 'disasters',
    title: 'Earthquake',
    labels: ['earthquake'],
    scope: ['region', 'county'],
    hours: [1, 24],
    rank: [58, 85],
    weight: 1,
    zones: [{ name: 'seismic belts', areas: SEISMIC, months: ALL_YEAR }],
  },
  {
    category: 'disasters',
    title: 'Wildfire',
    labels: ['wildfire'],
    scope: ['county', 'region'],
    hours: [48, 480],
    rank: [60, 85],
    weight: 1,
    zones: [
      { name: 'California', areas: FIRE_CALIFORNIA, months: months('May', 'Jan') },
      { name: 'western US', areas: FIRE_WESTERN_US, months: months('Jun', 'Oct') },
      { name: 'western Canada', areas: FIRE_WESTERN_CANADA, months: months('May', 'Sep') },
      { name: 'Mediterranean', areas: FIRE_MEDITERRANEAN, months: months('Jun', 'Sep') },
      { name: 'southern Australia', areas: FIRE_AUSTRALIA_SOUTH, months: months('Oct', 'Mar') },
      { name: 'northern Australia', areas: FIRE_AUSTRALIA_NORTH, months: months('Jun', 'Oct') },
      { name: 'Chile and the Cape', areas: FIRE_SOUTHERN_SUMMER, months: months('Dec', 'Mar') },
      { name: 'Siberia', areas: FIRE_SIBERIA, months: months('May', 'Aug') },
      {
        name: 'Amazon, Cerrado, Indonesia',
        areas: FIRE_DRY_SEASON_SOUTH,
        months: months('Aug', 'Oct'),
      },
      { name: 'Mexico', areas: FIRE_MEXICO, months: months('Mar', 'May') },
    ],
  },
  {
    category: 'disasters',
    title: 'Flooding',
    labels: ['flood'],
    scope: ['region', 'county'],
    hours: [24, 240],
    rank: [55, 80],
    weight: 1,
    zones: RAINY_FLOODS,
  },
  {
    category: 'disasters',
    title: 'Monsoon Flooding',
    labels: ['flood', 'monsoon'],
    scope: ['region'],
    hours: [72, 480],
    rank: [60, 85],
    weight: 0.5,
    zones: [
      { name: 'north-east monsoon', areas: NORTH_EAST_MONSOON, months: months('Oct', 'Dec') },
      { name: 'south-west monsoon', areas: MONSOON_ASIA, months: months('Jun', 'Sep') },
    ],
  },
  {
    category: 'disasters',
    title: 'Landslide',
    labels: ['landslide'],
    scope: ['county', 'region'],
    hours: [6, 72],
    rank: [50, 75],
    weight: 0.6,
    zones: [
      {
        name: 'monsoon and plum rains',
        areas: LANDSLIDE_SUMMER_RAINS,
        months: months('Jun', 'Oct'),
      },
      { name: 'wet tropics', areas: LANDSLIDE_WET_TROPICS, months: months('Jun', 'Dec') },
      {
        name: 'southern summer rains',
        areas: LANDSLIDE_SOUTHERN_SUMMER,
        months: months('Dec', 'Mar'),
      },
      {
        name: 'Pacific North-West winter',
        areas: LANDSLIDE_WINTER_RAINS,
        months: months('Nov', 'Mar'),
      },
      { name: 'Alps', areas: LANDSLIDE_ALPS, months: [...months('May', 'Aug'), 9, 10] },
      { name: 'New Zealand', areas: LANDSLIDE_ALL_YEAR, months: ALL_YEAR },
    ],
  },
  {
    category: 'disasters',
    title: 'Volcanic Eruption',
    labels: ['volcano'],
    scope: ['region'],
    hours: [24, 480],
    rank: [65, 92],
    weight: 0.2,
    zones: [{ name: 'volcanic regions', areas: VOLCANIC, months: ALL_YEAR }],
  },
]

const HEALTH_WARNINGS: readonly HazardKind[] = [
  {
    category: 'health-warnings',
    title: 'Air Quality Alert',
    labels: ['air-quality'],
    scope: ['county', 'region'],
    hours: [12, 72],
    rank: [38, 62],
    weight: 2,
    zones: EVERYWHERE,
  },
  {
    category: 'health-warnings',
    title: 'Measles Outbreak',
    labels: ['disease', 'measles'],
    scope: ['region', 'county'],
    hours: [240, 1440],
    rank: [48, 72],
    weight: 1,
    zones: EVERYWHERE,
  },
  {
    category: 'health-warnings',
    title: 'Boil Water Advisory',
    labels: ['water'],
    scope: ['county', 'locality'],
    hours: [24, 168],
    rank: [32, 58],
    weight: 1,
    zones: EVERYWHERE,
  },
  {
    category: 'health-warnings',
    title: 'Influenza Warning',
    labels: ['disease', 'influenza'],
    scope: ['country', 'region'],
    hours: [336, 2160],
    rank: [52, 78],
    weight: 1,
    zones: FLU_SEASON,
  },
  {
    category: 'health-warnings',
    title: 'Heat Health Warning',
    labels: ['heat-wave'],
    scope: ['region', 'country'],
    hours: [48, 168],
    rank: [42, 68],
    weight: 1,
    zones: SUMMER,
  },
]

const TERROR: readonly HazardKind[] = [
  { title: 'Shooting', labels: ['shooting'], rank: [50, 75], hours: [1, 4] },
  { title: 'Explosion', labels: ['explosion'], rank: [55, 85], hours: [1, 6] },
  { title: 'Vehicle Attack', labels: ['attack'], rank: [55, 80], hours: [1, 3] },
  { title: 'Armed Attack', labels: ['attack'], rank: [52, 80], hours: [1, 6] },
].map((k) => ({
  ...k,
  category: 'terror' as const,
  scope: ['locality'] as const,
  hours: k.hours as [number, number],
  rank: k.rank as [number, number],
  weight: 1,
  zones: EVERYWHERE,
}))

export const HAZARDS: Readonly<Record<HazardCategory, readonly HazardKind[]>> = {
  'severe-weather': SEVERE_WEATHER,
  disasters: DISASTERS,
  'health-warnings': HEALTH_WARNINGS,
  terror: TERROR,
}

/** "Hurricane Warning - Florida"; terror reads "Shooting in Denver". */
export function hazardTitle(kind: HazardKind, placeName: string): string {
  return kind.category === 'terror'
    ? `${kind.title} in ${placeName}`
    : `${kind.title} - ${placeName}`
}

/** The kind a title was made from, and the place name it names. */
export function hazardOfTitle(
  category: HazardCategory,
  title: string,
): { kind: HazardKind; placeName: string } | undefined {
  for (const kind of HAZARDS[category]) {
    const prefix = hazardTitle(kind, '')
    if (title.startsWith(prefix)) return { kind, placeName: title.slice(prefix.length) }
  }
  return undefined
}
