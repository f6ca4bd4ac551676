// Fixed lengths of time, defined once for the app, the service and the scripts.

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
/** Milliseconds in a UTC day (a local day may be an hour longer or shorter: see contract/dates.ts). */
export const DAY_MS = 24 * HOUR_MS
