// Radius units accepted by the API: `within` and saved-location geojson use m, km, ft and mi
// (spec: Events query `within`, Saved location `radius_unit`).

export const DISTANCE_UNITS = ['m', 'km', 'ft', 'mi'] as const
export type DistanceUnit = (typeof DISTANCE_UNITS)[number]

const METERS_PER_UNIT: Record<DistanceUnit, number> = {
  m: 1,
  km: 1000,
  ft: 0.3048,
  mi: 1609.344,
}

export function toMeters(value: number, unit: DistanceUnit): number {
  return value * METERS_PER_UNIT[unit]
}

export function fromMeters(meters: number, unit: DistanceUnit): number {
  return meters / METERS_PER_UNIT[unit]
}

export function isDistanceUnit(value: string): value is DistanceUnit {
  return (DISTANCE_UNITS as readonly string[]).includes(value)
}
