// What is wrong with a typed radius area, in words an analyst can act on. The grammar itself is the
// contract's (`within` in src/contract/query/geo.ts, docs/architecture.md); this module only
// explains a refusal of it, part by part, so "10 km around Times Square" is told how to write
// the same thing instead of being ignored.
import { within as withinSchema } from '../../contract/query/geo'
import type { Within } from '../../contract/query/geo'

/** The example every message shows: a radius, its unit, @, latitude,longitude. */
export const WITHIN_EXAMPLE = '10km@40.75,-73.99'

const NUMBER = /^\d+(?:\.\d+)?$/
const COORD = /^-?\d+(?:\.\d+)?$/

/** A typed radius area as the address writes it: spaces dropped (`10 km @ 40.7, -74` reads). */
export function tidyWithin(text: string): string {
  return text.trim().replace(/\s+/g, '')
}

/** The circle a typed radius area names, or undefined while it names none (see withinProblem). */
export function readWithin(text: string): Within | undefined {
  const parsed = withinSchema.safeParse(tidyWithin(text))
  return parsed.success ? parsed.data : undefined
}

/**
 * Why `text` is not a radius area the API takes, in one short sentence; undefined when it is one,
 * or when it is empty (an empty field lifts the radius).
 */
export function withinProblem(text: string): string | undefined {
  const value = tidyWithin(text)
  if (value === '') return undefined
  const at = value.indexOf('@')
  if (at === -1) return `Write a radius as ${WITHIN_EXAMPLE}: radius and unit, @, then lat,lon.`
  const problem = radiusProblem(value.slice(0, at)) ?? centreProblem(value.slice(at + 1))
  if (problem !== undefined) return problem
  return withinSchema.safeParse(value).success
    ? undefined
    : `Write a radius as ${WITHIN_EXAMPLE}: radius and unit, @, then lat,lon.`
}

function radiusProblem(radius: string): string | undefined {
  const match = /^([\d.]+)([a-z]*)$/i.exec(radius)
  const number = match?.[1] ?? ''
  const unit = (match?.[2] ?? '').toLowerCase()
  if (!match || !NUMBER.test(number)) {
    return `Start with the radius as a number and a unit, as in ${WITHIN_EXAMPLE}.`
  }
  if (unit === '') return 'Give the radius a unit: m, km, ft or mi (e.g. 10km).'
  if (!['m', 'km', 'ft', 'mi'].includes(unit)) {
    return `“${unit}” is not a unit here: use m, km, ft or mi (e.g. 10km).`
  }
  if (Number(number) === 0) return 'The radius must be more than 0.'
  if ((unit === 'm' || unit === 'ft') && number.includes('.')) {
    return 'Metres and feet take whole numbers (e.g. 500m).'
  }
  if (number.startsWith('0')) return `A radius cannot start with 0: write ${smaller(number, unit)}.`
  if (unit !== radius.slice(number.length)) return `Write the unit in lower case: ${number}${unit}.`
  return undefined
}

/** A radius under 1 written in the smaller unit the grammar takes: 0.5km as 500m. */
function smaller(number: string, unit: string): string {
  const value = Number(number)
  if (unit === 'km') return `${String(Math.round(value * 1000))}m`
  if (unit === 'mi') return `${String(Math.round(value * 5280))}ft`
  return `${String(value)}${unit}`
}

function centreProblem(centre: string): string | undefined {
  const parts = centre.split(',')
  const [lat = '', lon = ''] = parts
  if (parts.length !== 2 || !COORD.test(lat) || !COORD.test(lon)) {
    return 'After @, give the centre as latitude,longitude in degrees (e.g. @40.75,-73.99).'
  }
  if (Math.abs(Number(lat)) > 90) return `Latitude goes from -90 to 90; ${lat} is outside it.`
  if (Math.abs(Number(lon)) > 180) return `Longitude goes from -180 to 180; ${lon} is outside it.`
  return undefined
}
