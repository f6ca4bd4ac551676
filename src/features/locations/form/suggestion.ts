// The suggested radius asked for a centre (docs/api.md "Suggested radius"): the request, keyed so
// that the answer shown is always the one for the centre and industry on screen.
import type { RadiusUnit, Industry } from '../../../contract/enums'
import { wrapLongitude } from '../../../utils/geodesy'
import type { LonLat } from '../../../utils/geodesy'
import type { RadiusCircle } from '../../../components/map/within'

export interface SuggestionRequest {
  readonly 'location.origin': string
  readonly industry: Industry
  readonly radius_unit: RadiusUnit
}

/** Five decimals, about a metre: centres closer than that are one question. */
const ORIGIN_DECIMALS = 5

/**
 * The query for a centre. Its longitude is wrapped into range, since a centre placed on another
 * copy of the world is still the same point.
 */
export function suggestionRequest(
  centre: LonLat,
  industry: Industry,
  unit: RadiusUnit,
): SuggestionRequest {
  const lat = centre.lat.toFixed(ORIGIN_DECIMALS)
  const lon = wrapLongitude(centre.lon).toFixed(ORIGIN_DECIMALS)
  return { 'location.origin': `${lat},${lon}`, industry, radius_unit: unit }
}

/** One string per distinct request, to tell whether an answer is for the request on screen. */
export const requestKey = (request: SuggestionRequest | null): string =>
  request ? `${request['location.origin']}|${request.industry}|${request.radius_unit}` : 'none'

/**
 * Whether the request last sent (`asked`, which lags while changes pause) is the one on screen
 * (`wanted`): only then is its answer shown, so an answer for an older centre or industry never
 * stands for the newer one.
 */
export const isCurrent = (
  wanted: SuggestionRequest | null,
  asked: SuggestionRequest | null,
): boolean => wanted !== null && requestKey(asked) === requestKey(wanted)

/** Whether a drawn circle is the suggestion itself (accepted and not adjusted since). */
export const sameCircle = (a: RadiusCircle, b: RadiusCircle): boolean =>
  a.lat === b.lat && a.lon === b.lon && a.radius === b.radius && a.unit === b.unit
