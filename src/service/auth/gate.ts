// Which subscription product each operation needs (README: Demo tokens). Saved locations follow the
// events subscription (docs/api.md "Authentication"); places and suggested radius serve the events
// product too. The account endpoint stays open to a lapsed subscription so a user can see why.
import type { OperationId } from '../../contract/routes'
import type { Organisation, Product } from './accounts'
import { forbidden, paymentRequired } from '../http/respond'

const PRODUCT: Readonly<Record<OperationId, Product | null>> = {
  searchBroadcasts: 'broadcasts',
  countBroadcasts: 'broadcasts',
  searchEvents: 'events',
  countEvents: 'events',
  eventsCalendar: 'events',
  searchPlaces: 'events',
  placeHierarchies: 'events',
  createSavedLocation: 'events',
  listSavedLocations: 'events',
  getSavedLocation: 'events',
  updateSavedLocation: 'events',
  deleteSavedLocation: 'events',
  savedLocationEvents: 'events',
  features: 'features',
  demandSurge: 'demand_surge',
  suggestedRadius: 'events',
  accountSelf: null,
}

const PRODUCT_NAMES: Readonly<Record<Product, string>> = {
  events: 'events',
  broadcasts: 'broadcasts',
  features: 'the features API',
  demand_surge: 'demand surge',
}

/** Throws the 402 or 403 the subscription calls for; returns when the call may proceed. */
export function checkSubscription(operationId: OperationId, organisation: Organisation): void {
  const product = PRODUCT[operationId]
  if (product === null) return
  const { subscription } = organisation
  if (subscription.lapsed) {
    throw paymentRequired('Your subscription has expired. Renew it to access data endpoints.')
  }
  if (!subscription.products.has(product)) {
    throw forbidden(`Your subscription does not include ${PRODUCT_NAMES[product]}.`)
  }
}
