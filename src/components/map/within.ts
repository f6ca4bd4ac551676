// The radius area as the events API writes it (docs/api.md "Query parameter types"):
// `{radius}{unit}@{lat},{lon}`; `m` and `ft` take whole numbers, `km` and `mi` decimals, and the
// radius never starts with a zero (docs/architecture.md gives the exact pattern).
import { metersIn, toMeters } from '../../contract/enums'
import type { RadiusUnit } from '../../contract/enums'
import { within as withinSchema } from '../../contract/query/geo'
import { wrapLongitude } from '../../utils/geodesy'

/** A circle on the map as the radius tool emits it. */
export interface RadiusCircle {
  readonly lat: number
  readonly lon: number
  readonly radius: number
  readonly unit: RadiusUnit
}

/** Coordinates keep 5 decimals: about a meter, finer than anyone draws. */
const COORD_DECIMALS = 5
/** km and mi keep 2 decimals (10 m, 16 m), plenty for an area filter. */
const DECIMAL_UNIT_DECIMALS = 2
/** The smaller unit a decimal unit falls back to when its value would start with "0.". */
const SMALLER_UNIT: Readonly<Record<RadiusUnit, RadiusUnit>> = {
  km: 'm',
  mi: 'ft',
  m: 'm',
  ft: 'ft',
}

export const isWholeUnit = (unit: RadiusUnit): boolean => unit === 'm' || unit === 'ft'

/** Rounds a radius the way the grammar allows it to be written in `unit`. */
export function roundRadius(radius: number, unit: RadiusUnit): number {
  if (isWholeUnit(unit)) return Math.max(1, Math.round(radius))
  const factor = 10 ** DECIMAL_UNIT_DECIMALS
  return Math.round(radius * factor) / factor
}

/** `meters` expressed in `unit`, rounded as the grammar allows. */
export function fromMeters(meters: number, unit: RadiusUnit): number {
  return roundRadius(metersIn(meters, unit), unit)
}

function formatNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals)
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed
  // "-0" would still parse, but it reads like a different place.
  return trimmed === '-0' ? '0' : trimmed
}

/**
 * A circle written as a valid `within` value. A km or mi radius under 1 is written in m or ft,
 * since the grammar has no leading zero; latitudes are clamped and longitudes wrapped into range.
 */
export function formatWithin(circle: RadiusCircle): string {
  let unit = circle.unit
  let radius = roundRadius(circle.radius, unit)
  if (!isWholeUnit(unit) && radius < 1) {
    unit = SMALLER_UNIT[unit]
    radius = fromMeters(toMeters(circle.radius, circle.unit), unit)
  }
  const lat = Math.min(90, Math.max(-90, circle.lat))
  const lon = wrapLongitude(circle.lon)
  const text = formatNumber(radius, isWholeUnit(unit) ? 0 : DECIMAL_UNIT_DECIMALS)
  return `${text}${unit}@${formatNumber(lat, COORD_DECIMALS)},${formatNumber(lon, COORD_DECIMALS)}`
}

/** A `within` value read back into a circle; undefined when it breaks the grammar. */
export function parseWithin(text: string): RadiusCircle | undefined {
  const parsed = withinSchema.safeParse(text)
  if (!parsed.success) return undefined
  const { radius, unit, lat, lon } = parsed.data
  return { radius, unit, lat, lon }
}
