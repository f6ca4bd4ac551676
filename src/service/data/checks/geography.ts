// Do the places of a built dataset hold together (docs/dataset.md "Places and venues" and
// "Broadcasts")? Reads the rows as they are and lists what breaks: an event at 0, 0; an event at
// a venue whose point lies outside the county and state (in the US) or the country of its place's
// hierarchy, or whose address names another city, state, ZIP block or country; a broadcast that
// counts more viewers than MAX_VIEWING_SHARE of its county. Pure: no I/O, no clock.

import type { Bounds } from '../gazetteer/containment'
import { boundsHold, boundsOf } from '../gazetteer/containment'
import type { Gazetteer, PlaceRecord } from '../gazetteer/types'
import { MAX_VIEWING_SHARE } from '../generate/broadcasts'
import { zipInState } from '../generate/us-zip'
import { US_STATE_CODES } from '../generate/words'
import type { Dataset } from '../tables'
import { NO_U32 } from '../tables'

/** How many rows break a rule, and the first few of them. */
export interface Breaks {
  readonly count: number
  readonly examples: readonly string[]
}

export interface GeographyReport {
  readonly events: number
  /** Events at 0, 0 (every generated event has a real point). */
  readonly atOrigin: Breaks
  /** Events at a venue, each checked for its point and its venue's address. */
  readonly venueEvents: number
  /** Venue events whose point lies outside their hierarchy's bounds (gazetteer/containment.ts). */
  readonly outsideBounds: Breaks
  /**
   * Venue events standing at their city's own point because that point is outside the simplified
   * boundaries itself (a coastal or border city): allowed, as the data can place them no better.
   */
  readonly atOwnPoint: number
  /** Venue events whose address does not name their city, state and ZIP block, or country. */
  readonly wrongAddress: Breaks
  readonly broadcasts: number
  /** Broadcasts counting more than MAX_VIEWING_SHARE of their county's population. */
  readonly overViewed: Breaks
  /** The largest viewership over population found. */
  readonly topViewingShare: number
}

const EXAMPLES = 10

class BreakList {
  count = 0
  readonly examples: string[] = []
  add(example: () => string): void {
    this.count++
    if (this.examples.length < EXAMPLES) this.examples.push(example())
  }
}

/** Whether "<n> <street>, <city>, <region> <postcode>, <country>" (venue-names.ts) fits `place`. */
export function addressFits(
  address: string,
  place: PlaceRecord,
  region: PlaceRecord | undefined,
): boolean {
  // A city's name may hold a comma ("Washington, D.C."), so the parts are read from both ends.
  const country = place.countryName ?? place.countryAlpha2 ?? ''
  if (!address.endsWith(`, ${country}`) || !address.includes(`, ${place.name}, `)) return false
  if (place.countryAlpha2 !== 'US') return true
  const parts = address.split(', ')
  const [state = '', zip = ''] = (parts[parts.length - 2] ?? '').split(' ')
  return state === US_STATE_CODES[region?.name ?? ''] && zipInState(zip, state)
}

export function geographyReport(dataset: Dataset, gazetteer: Gazetteer): GeographyReport {
  const { events, broadcasts } = dataset
  const atOrigin = new BreakList()
  const outsideBounds = new BreakList()
  const wrongAddress = new BreakList()
  const overViewed = new BreakList()
  const bounds = new Map<string, Bounds>()
  let venueEvents = 0
  let atOwnPoint = 0
  for (let i = 0; i < events.size; i++) {
    const lon = events.lon[i] ?? NaN
    const lat = events.lat[i] ?? NaN
    const title = (): string => `${events.title.get(i) ?? ''} (${events.id.get(i) ?? ''})`
    if (lon === 0 && lat === 0) atOrigin.add(title)
    const venue = events.venue[i] ?? -1
    if (venue < 0) continue
    venueEvents++
    const placeId = events.places.values[events.place[i] ?? NO_U32] ?? ''
    const place = gazetteer.get(placeId)
    let b = bounds.get(placeId)
    if (!b) {
      b = boundsOf(gazetteer, placeId)
      bounds.set(placeId, b)
    }
    const address = events.venues.address.get(venue) ?? ''
    if (!place || !addressFits(address, place, b.region))
      wrongAddress.add(() => `${title()}: ${address} for ${place?.name ?? placeId}`)
    if (boundsHold(gazetteer, b, lon, lat)) continue
    const ownPoint =
      place !== undefined &&
      Math.abs(lon - place.lon) < 1e-6 &&
      Math.abs(lat - place.lat) < 1e-6 &&
      !boundsHold(gazetteer, b, place.lon, place.lat)
    if (ownPoint) atOwnPoint++
    else
      outsideBounds.add(() => {
        const at = gazetteer.countyAt(lon, lat) ?? gazetteer.countryAt(lon, lat)
        return `${title()} of ${place?.name ?? placeId} at ${lat}, ${lon}: in ${at ? `${at.name}, ${at.regionName ?? ''}` : 'no polygon'}`
      })
  }
  let topViewingShare = 0
  for (let i = 0; i < broadcasts.size; i++) {
    const viewers = broadcasts.viewership[i] ?? NO_U32
    if (viewers === NO_U32) continue
    const county = gazetteer.get(broadcasts.places.values[broadcasts.county[i] ?? NO_U32] ?? '')
    const population = county?.population ?? 0
    const share = population > 0 ? viewers / population : Infinity
    topViewingShare = Math.max(topViewingShare, share)
    if (share > MAX_VIEWING_SHARE)
      overViewed.add(
        () =>
          `${broadcasts.id.get(i) ?? ''}: ${viewers} viewers in ${county?.name ?? '?'} (${population} people)`,
      )
  }
  return {
    events: events.size,
    atOrigin,
    venueEvents,
    outsideBounds,
    atOwnPoint,
    wrongAddress,
    broadcasts: broadcasts.size,
    overViewed,
    topViewingShare,
  }
}
