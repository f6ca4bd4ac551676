// The read API of the embedded service: events, broadcasts, places and the account.
import { accountSelfHandler } from './account'
import { countBroadcastsHandler, searchBroadcastsHandler } from './broadcasts'
import type { ServiceDeps } from './deps'
import { countEventsHandler, eventsCalendarHandler, searchEventsHandler } from './events'
import { placeHierarchiesHandler, searchPlacesHandler } from './places'
import type { HandlerTable } from './types'

export type ReadOperation =
  | 'searchEvents'
  | 'countEvents'
  | 'eventsCalendar'
  | 'searchBroadcasts'
  | 'countBroadcasts'
  | 'searchPlaces'
  | 'placeHierarchies'
  | 'accountSelf'

export type ReadHandlers = Pick<HandlerTable, ReadOperation>

export function createReadHandlers(deps: ServiceDeps): ReadHandlers {
  return {
    searchEvents: searchEventsHandler(deps),
    countEvents: countEventsHandler(deps),
    eventsCalendar: eventsCalendarHandler(deps),
    searchBroadcasts: searchBroadcastsHandler(deps),
    countBroadcasts: countBroadcastsHandler(deps),
    searchPlaces: searchPlacesHandler(deps),
    placeHierarchies: placeHierarchiesHandler(deps),
    accountSelf: accountSelfHandler(),
  }
}
