// Geographic parameters: `within` areas, origins and radii.
import { z } from 'zod'

import { RADIUS_UNITS, toMeters } from '../enums'
import type { RadiusUnit } from '../enums'
import { parseDistance } from './distance'

/**
 * `within` (docs/architecture.md): `{radius}{unit}@{lat},{lon}`. `km` and `mi` take whole numbers or decimals,
 * `m` and `ft` whole numbers only; no leading zero.
 */
export const WITHIN_RE =
  /^(?:[1-9]\d*(?:\.\d+)?(?:km|mi)|[1-9]\d*(?:m|ft))@-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?$/

export interface Within {
  readonly radius: number
  readonly unit: RadiusUnit
  readonly radiusMeters: number
  readonly lat: number
  readonly lon: number
}

export const within = z.string().transform((v, ctx): Within => {
  const m = /^(\d+(?:\.\d+)?)(km|mi|m|ft)@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(v)
  const unit = RADIUS_UNITS.find((u) => u === m?.[2]) ?? 'm'
  const radius = Number(m?.[1])
  const lat = Number(m?.[3])
  const lon = Number(m?.[4])
  if (!WITHIN_RE.test(v)) {
    ctx.addIssue({
      code: 'custom',
      message: 'expected {radius}{unit}@{lat},{lon}; m and ft take whole numbers only',
      params: { type: 'invalid_format' },
    })
  } else if (lat < -90 || lat > 90 || lon < -180 || lon > 180) {
    ctx.addIssue({
      code: 'custom',
      message: 'latitude must be in [-90, 90] and longitude in [-180, 180]',
      params: { type: 'range' },
    })
  }
  return { radius, unit, radiusMeters: toMeters(radius, unit), lat, lon }
})

/** A positive `<number><unit>` radius, optionally capped (demand surge `location.radius`). */
export function radius(maxMeters = Number.POSITIVE_INFINITY) {
  return z.string().transform((v, ctx) => {
    const d = parseDistance(v)
    if (!d) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected a number followed by m, km, ft or mi',
        params: { type: 'invalid_format' },
      })
    } else if (d.meters <= 0 || d.meters > maxMeters) {
      ctx.addIssue({ code: 'custom', message: 'radius out of range', params: { type: 'range' } })
    }
    return d ?? { value: Number.NaN, unit: 'm' as const, meters: Number.NaN }
  })
}
