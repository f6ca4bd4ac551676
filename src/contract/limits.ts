// What a client may send and store: one place for the limits, read by the body schemas (so the
// OpenAPI document shows them as maxLength / maxItems), by the service and the Node transport
// (request bodies) and by the dashboard's saved-location form and CSV import
// (src/features/locations/).

/** Largest request body the API reads, in bytes (64 KiB); a larger one is answered 413. */
export const MAX_BODY_BYTES = 64 * 1024

/** Saved location body (POST and PUT /v1/saved-locations/): lengths in characters. */
export const SAVED_LOCATION_LIMITS = {
  nameLength: 200,
  formattedAddressLength: 500,
  labelCount: 50,
  labelLength: 100,
} as const
