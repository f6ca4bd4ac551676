// Metro centres and populations for the dataset-quality check (scripts/bench/dataset-quality.ts),
// read from the dataset's own table of metros (src/service/data/generate/metros.ts): the ten
// markets the density check reads, and the 30 most populous US metropolitan statistical areas for
// the rank correlation. The counts themselves come through the API, as the dashboard asks.

import type { Metro } from '../../src/service/data/generate/metros'
import { METROS } from '../../src/service/data/generate/metros'

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

function metro(name: string): Metro {
  const found = METROS.find((m) => m.name === name)
  if (!found) throw new Error(`no metro named ${name} in generate/metros.ts`)
  return found
}

/** The ten metros whose next 30 days must hold enough attended events (docs/dataset.md "Where events happen"). */
export const DENSITY_METROS: readonly Metro[] = [
  'New York',
  'Los Angeles',
  'Chicago',
  'London',
  'Paris',
  'Berlin',
  'Tokyo',
  'Sydney',
  'Toronto',
  'São Paulo',
].map(metro)

/** The 30 most populous US metropolitan statistical areas, most populous first. */
export const US_METROS: readonly Metro[] = METROS.filter((m) => m.country === 'US')
  .toSorted((a, b) => b.population - a.population)
  .slice(0, 30)
