// The location side of the embedded API: saved locations with their enrichment, and what is
// computed for a location (features, demand surge, suggested radius).
import { demandSurgeHandler } from './demand-surge'
import type { ServiceDeps } from './deps'
import { featuresHandler } from './features'
import { savedLocationCrud } from './saved-locations'
import type { SavedLocationCrud } from './saved-locations'
import { savedLocationEventsHandler } from './saved-locations-events'
import { suggestedRadiusHandler } from './suggested-radius'
import type { HandlerTable } from './types'

export type LocationHandlers = SavedLocationCrud &
  Pick<HandlerTable, 'savedLocationEvents' | 'features' | 'demandSurge' | 'suggestedRadius'>

export function createLocationHandlers(deps: ServiceDeps): LocationHandlers {
  const registry = deps.savedLocations
  return {
    ...savedLocationCrud(deps, registry),
    savedLocationEvents: savedLocationEventsHandler(deps, registry),
    features: featuresHandler(deps),
    demandSurge: demandSurgeHandler(deps),
    suggestedRadius: suggestedRadiusHandler(deps),
  }
}
