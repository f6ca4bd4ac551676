// Seasons several kinds of hazard share (docs/dataset.md "Plausibility"): summer heat,
// thunderstorms, the cool season's fog, the flu season, and the rains that flood.

import { MONSOON_ASIA, NORTH_EAST_MONSOON } from './weather-areas'
import type { Zone } from './zones'
import { ALL_YEAR, hemispheric, months, NORTH, SOUTH, TROPICS } from './zones'

// Thunderstorms come with summer heat, but the Pacific coast's dry summers see them in winter.
export const THUNDERSTORMS: readonly Zone[] = [
  {
    name: 'dry-summer Pacific coast',
    areas: [{ box: [32, -125, 49.5, -121.5] }],
    months: months('Nov', 'Mar'),
  },
  ...hemispheric('warm season', months('Apr', 'Sep'), ALL_YEAR),
]
export const SUMMER: readonly Zone[] = [
  {
    name: 'summer, high north',
    areas: [{ box: [45, -180, 90, 180] }],
    months: months('Jun', 'Aug'),
  },
  { name: 'summer, north', areas: [NORTH], months: months('May', 'Sep') },
  {
    name: 'hot season, northern tropics',
    areas: [{ box: [0, -180, 23.5, 180] }],
    months: months('Mar', 'Jun'),
  },
  { name: 'hot season, southern tropics', areas: [TROPICS], months: months('Oct', 'Feb') },
  { name: 'summer, south', areas: [SOUTH], months: months('Nov', 'Mar') },
]
export const COOL_SEASON = hemispheric('cool season', months('Oct', 'Mar'), months('Nov', 'Feb'))
export const FLU_SEASON = hemispheric('flu season', months('Nov', 'Mar'), ALL_YEAR)
export const RAINY_FLOODS: readonly Zone[] = [
  { name: 'north-east monsoon', areas: NORTH_EAST_MONSOON, months: months('Oct', 'Dec') },
  { name: 'monsoon Asia', areas: MONSOON_ASIA, months: months('Jun', 'Oct') },
  { name: 'anywhere else', areas: [{}], months: ALL_YEAR },
]
