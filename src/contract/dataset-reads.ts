// The operations whose answer depends on the dataset alone: the same request answers the same all
// day, until the dataset is generated anew for the next one (docs/dataset-cache.md "The key"). The
// features' POST is one: its body is a query of the dataset, as a GET's parameters are. The
// embedded service marks their answers as keepable (src/service/serve/keep-answer.ts), and the page
// keeps them between loads (src/app/backend/kept-answers.ts, docs/dataset-cache.md).
import type { OperationId } from './routes'

export const DATASET_READS: ReadonlySet<OperationId> = new Set<OperationId>([
  'searchEvents',
  'countEvents',
  'eventsCalendar',
  'searchBroadcasts',
  'countBroadcasts',
  'searchPlaces',
  'placeHierarchies',
  'features',
  'demandSurge',
  'suggestedRadius',
])

/** The query parameter that filters by saved locations, whose answers change with them. */
export const SAVED_LOCATION_PARAM = 'saved_location.location_id'
