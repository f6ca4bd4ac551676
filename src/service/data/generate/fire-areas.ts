// Wildfire regions, each with its own fire season in hazards.ts (docs/dataset.md
// "Plausibility").

import type { Area } from './zones'

export const FIRE_CALIFORNIA: readonly Area[] = [{ countries: ['US'], regions: ['California'] }]

export const FIRE_WESTERN_US: readonly Area[] = [
  {
    countries: ['US'],
    regions: [
      'Oregon',
      'Washington',
      'Idaho',
      'Montana',
      'Nevada',
      'Arizona',
      'New Mexico',
      'Colorado',
      'Utah',
      'Wyoming',
      'Alaska',
    ],
  },
]

export const FIRE_WESTERN_CANADA: readonly Area[] = [
  {
    countries: ['CA'],
    regions: [
      'British Columbia',
      'Alberta',
      'Saskatchewan',
      'Manitoba',
      'Northwest Territories',
      'Yukon',
    ],
  },
]

export const FIRE_MEDITERRANEAN: readonly Area[] = [
  { countries: ['ES', 'PT', 'GR', 'IT', 'CY', 'HR', 'MT', 'AL', 'ME', 'IL', 'LB'] },
  { countries: ['FR'], regions: ["Provence-Alpes-Côte d'Azur", 'Occitanie', 'Corsica'] },
  // Turkey's Aegean and Mediterranean coasts.
  { countries: ['TR'], box: [35.8, 26, 39.5, 36.5] },
]

/** South-eastern and south-western Australia (the tropical north burns in its dry season). */
export const FIRE_AUSTRALIA_SOUTH: readonly Area[] = [
  { countries: ['AU'], box: [-44, 112, -24, 154] },
]
export const FIRE_AUSTRALIA_NORTH: readonly Area[] = [
  { countries: ['AU'], box: [-24, 112, -10, 154] },
]

export const FIRE_SOUTHERN_SUMMER: readonly Area[] = [
  { countries: ['CL'], box: [-41, -75, -30, -69] },
  { countries: ['ZA'], regions: ['Western Cape', 'Eastern Cape'] },
]

export const FIRE_SIBERIA: readonly Area[] = [{ countries: ['RU'], box: [48, 60, 72, 180] }]

export const FIRE_DRY_SEASON_SOUTH: readonly Area[] = [
  // The Amazon's and Cerrado's burning season, and Sumatra's and Borneo's.
  { countries: ['BR', 'BO', 'PY'] },
  { countries: ['ID'] },
]

export const FIRE_MEXICO: readonly Area[] = [{ countries: ['MX'] }]
