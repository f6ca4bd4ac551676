// Distances written `<number><unit>` (features geo radius, demand surge radius, fuzzy location offsets).
import { RADIUS_UNITS, toMeters } from '../enums'
import type { RadiusUnit } from '../enums'

/** A non-negative decimal number followed by a unit. */
export const DISTANCE_RE = /^(\d+(?:\.\d+)?)(km|mi|m|ft)$/

export interface Distance {
  readonly value: number
  readonly unit: RadiusUnit
  readonly meters: number
}

export function parseDistance(text: string): Distance | undefined {
  const match = DISTANCE_RE.exec(text)
  const unit = RADIUS_UNITS.find((u) => u === match?.[2])
  if (!match || unit === undefined) return undefined
  const value = Number(match[1])
  return { value, unit, meters: toMeters(value, unit) }
}

/** Meters of a distance string; NaN when it does not parse. */
export function distanceToMeters(text: string): number {
  return parseDistance(text)?.meters ?? Number.NaN
}
