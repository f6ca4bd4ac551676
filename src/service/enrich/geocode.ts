// Reverse geocoding of a saved location from the gazetteer (docs/api.md "Saved location":
// `formatted_address` filled by reverse geocoding when omitted; `places` based on the lowest-level
// place id in the hierarchies; `subscription_valid_types` empty outside the subscription).
import type { SUBSCRIPTION_VALID_TYPES } from '../../contract/enums'
import type { SavedLocationBody } from '../../contract/saved-location'
import type { Subscription } from '../auth/accounts'
import { localityAt } from '../data/gazetteer/containment'
import type { Gazetteer, PlaceRecord } from '../data/gazetteer/types'

/** A locality this close to the point and holding it names it ("Austin, Texas, United States"). */
const LOCALITY_KM = 30

/** Item of `places` (docs/api.md "Saved location"): `place_id`, then what a broadcast place has. */
export type PlaceItem = {
  place_id: string
  /** The place's centroid, as upstream items carry it beside `place_id`. */
  geojson: { type: 'Point'; coordinates: [number, number] }
  type: string
  name: string
  county: string | null
  region: string | null
  country: string | null
}

export interface Geocoded {
  readonly formatted_address: string
  readonly places: PlaceItem[]
  /** Alpha-2 codes the location lies in (empty at sea or for places above country level). */
  readonly countries: readonly string[]
}

/**
 * The lowest place describing a point: the nearby locality it lies in (same county and state in
 * the US, same country elsewhere), else US county, else country.
 */
export function lowestPlaceAt(gaz: Gazetteer, lon: number, lat: number): PlaceRecord | undefined {
  return localityAt(gaz, lon, lat, LOCALITY_KM) ?? gaz.countyAt(lon, lat) ?? gaz.countryAt(lon, lat)
}

/** "Name, Region, Country", each part once (a region or country names itself once). */
export function addressOf(place: PlaceRecord): string {
  const parts: string[] = []
  for (const part of [place.name, place.regionName, place.countryName]) {
    if (part !== null && part !== '' && !parts.includes(part)) parts.push(part)
  }
  return parts.join(', ')
}

function itemOf(place: PlaceRecord): PlaceItem {
  return {
    place_id: place.id,
    geojson: { type: 'Point', coordinates: [place.lon, place.lat] },
    type: place.type,
    name: place.name,
    county: place.countyName,
    region: place.regionName,
    country: place.countryAlpha2,
  }
}

function coordinates(lon: number, lat: number): string {
  return `${lat.toFixed(5)}, ${lon.toFixed(5)}`
}

/** Unknown place ids of a body, in the order given (the handler answers 400 for them). */
export function unknownPlaceIds(gaz: Gazetteer, body: SavedLocationBody): string[] {
  return (body.place_ids ?? []).filter((id) => gaz.get(id) === undefined)
}

export function geocode(gaz: Gazetteer, body: SavedLocationBody): Geocoded {
  if (body.geojson) {
    const [lon, lat] = body.geojson.geometry.coordinates
    const place = lowestPlaceAt(gaz, lon, lat)
    const country = gaz.countryAt(lon, lat)?.countryAlpha2 ?? place?.countryAlpha2 ?? null
    return {
      formatted_address: place ? addressOf(place) : coordinates(lon, lat),
      places: place ? [itemOf(place)] : [],
      countries: country === null ? [] : [country],
    }
  }
  const places = (body.place_ids ?? []).flatMap((id) => gaz.get(id) ?? [])
  const first = places[0]
  return {
    formatted_address: first ? addressOf(first) : '',
    places: places.map(itemOf),
    countries: [...new Set(places.flatMap((p) => p.countryAlpha2 ?? []))],
  }
}

type ValidType = (typeof SUBSCRIPTION_VALID_TYPES)[number]

/**
 * Products the location may be used with. Saved locations follow the events subscription
 * (docs/api.md "Authentication"): notifications ride on events; broadcasts exist for US counties
 * only.
 */
export function validTypes(sub: Subscription, countries: readonly string[]): ValidType[] {
  const allowed = sub.countries
  const inside =
    allowed === null ? true : countries.length > 0 && countries.every((c) => allowed.has(c))
  if (sub.lapsed || !inside || !sub.products.has('events')) return []
  const out: ValidType[] = ['events']
  if (sub.products.has('broadcasts') && countries.includes('US')) out.push('broadcasts')
  out.push('notifications')
  if (sub.products.has('features')) out.push('features_api')
  return out
}
