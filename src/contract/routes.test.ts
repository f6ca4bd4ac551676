// The route table and request-line matching.
import { describe, expect, it } from 'vitest'

import { matchRoute, OPERATION_IDS, routes } from './routes'

describe('routes', () => {
  it('holds the 17 operations, each under its own id', () => {
    expect(OPERATION_IDS).toHaveLength(17)
    for (const id of OPERATION_IDS) expect(routes[id].operationId).toBe(id)
  })

  it('gives 204 operations no response schema and the others one', () => {
    for (const id of OPERATION_IDS) {
      const route = routes[id]
      expect(route.response === null, id).toBe(route.successStatus === 204)
    }
  })

  it.each([
    ['GET', '/v1/events/', 'searchEvents', {}],
    ['GET', '/v1/events', 'searchEvents', {}],
    ['GET', '/v1/events/count/', 'countEvents', {}],
    ['GET', '/v1/events/calendar', 'eventsCalendar', {}],
    ['GET', '/v1/broadcasts/count', 'countBroadcasts', {}],
    ['GET', '/v1/places/hierarchies/', 'placeHierarchies', {}],
    ['POST', '/v1/saved-locations', 'createSavedLocation', {}],
    ['GET', '/v1/saved-locations/', 'listSavedLocations', {}],
    ['GET', '/v1/saved-locations/abc/', 'getSavedLocation', { location_id: 'abc' }],
    ['PUT', '/v1/saved-locations/abc', 'updateSavedLocation', { location_id: 'abc' }],
    ['delete', '/v1/saved-locations/a%20b/', 'deleteSavedLocation', { location_id: 'a b' }],
    [
      'GET',
      '/v1/saved-locations/abc/insights/events',
      'savedLocationEvents',
      { location_id: 'abc' },
    ],
    ['POST', '/v1/features', 'features', {}],
    ['GET', '/v1/demand-surge/', 'demandSurge', {}],
    ['GET', '/v1/suggested-radius', 'suggestedRadius', {}],
    ['GET', '/v1/accounts/self/', 'accountSelf', {}],
  ])('%s %s is %s', (method, path, operationId, pathParams) => {
    expect(matchRoute(method, path)).toEqual({ operationId, pathParams })
  })

  it.each([
    ['POST', '/v1/events/'],
    ['GET', '/v1/nothing/'],
    ['GET', '/v1/saved-locations/a/b/'],
    ['GET', '/v1/events//'],
    ['GET', '/v1/saved-locations/%E0%A4%A/'],
  ])('%s %s matches nothing', (method, path) => {
    expect(matchRoute(method, path)).toBeUndefined()
  })
})
