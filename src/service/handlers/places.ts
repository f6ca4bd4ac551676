// GET /v1/places/ and /v1/places/hierarchies/ (docs/api.md "Places", "Place hierarchies").
import { placeHierarchies } from '../adapters/place-hierarchies'
import { searchPlaces, toPlace } from '../adapters/place-search'
import type { ServiceDeps } from './deps'
import type { Handler } from './types'

/**
 * The places query has `limit` but no `offset` (docs/api.md "Places"), so the whole
 * answer is one page: `count` tells how many places matched, `next` and `previous` stay null.
 */
export function searchPlacesHandler(deps: ServiceDeps): Handler<'searchPlaces'> {
  return ({ query }) => {
    const all = searchPlaces(deps.gazetteer, query)
    return {
      count: all.length,
      next: null,
      previous: null,
      results: all.slice(0, query.limit).map(toPlace),
    }
  }
}

export function placeHierarchiesHandler(deps: ServiceDeps): Handler<'placeHierarchies'> {
  return ({ query }) => placeHierarchies(deps.gazetteer, query)
}
