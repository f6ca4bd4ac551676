// Fixed lengths of time, defined once for the app, the service and the scripts.

/** Milliseconds in a UTC day (a local day may be an hour longer or shorter: see contract/dates.ts). */
export const DAY_MS = 86_400_000
