// Places that contain a point, for the `within` rule "results may include events whose scope is a
// parent of the area" (docs/api.md "Query parameter types": area; docs/architecture.md `within`): a
// country-wide holiday applies to every circle inside that country. Shared by the engine and the
// oracle.

import type { Gazetteer, PlaceType } from '../data/gazetteer/types'
import { PLACE_TYPES } from '../data/gazetteer/types'
import { localityAt } from '../data/gazetteer/containment'

/** Scopes broader than a locality; only these reach a circle through the containing places. */
export const LOCALITY_SCOPE = PLACE_TYPES.indexOf('locality')

// PLACE_TYPES runs from planet down; everything before locality is a broader scope.
const BROAD_TYPES: readonly PlaceType[] = PLACE_TYPES.slice(0, LOCALITY_SCOPE)

/**
 * Ids of the broad places (planet .. localadmin) containing the point: the US county's and the
 * country's hierarchies from polygons, plus the hierarchy of the locality the point lies in
 * (data/gazetteer/containment.ts `localityAt`): the nearest locality can lie across a border, as
 * Detroit does for the Windsor riverside, which would leave the point without its region.
 */
export function containingPlaces(gaz: Gazetteer, lon: number, lat: number): Set<string> {
  const out = new Set<string>()
  const addHierarchy = (id: string): void => {
    for (const p of gaz.hierarchy(id)) {
      const rec = gaz.get(p)
      if (rec && BROAD_TYPES.includes(rec.type)) out.add(p)
    }
  }
  const county = gaz.countyAt(lon, lat)
  if (county) addHierarchy(county.id)
  const country = gaz.countryAt(lon, lat)
  if (country) {
    addHierarchy(country.id)
    const city = localityAt(gaz, lon, lat, 50)
    if (city && city.countryAlpha2 === country.countryAlpha2) addHierarchy(city.id)
  }
  return out
}
