// Settings of the embedded service (src/service/boot/config.ts) that journeys start pages with.
// The site the journeys browse holds a prebuilt dataset for each of PREBUILT_JOURNEY_ENVS
// (e2e/journey-data.ts, copied by e2e/journey-site.ts), as the product's build holds one for the
// default settings.

/**
 * Most journeys: a smaller dataset than the default, on the real clock. The boot path and the
 * queries are the same; the prebuilt file is smaller.
 */
export const JOURNEY_SERVICE_ENV: Readonly<Record<string, string>> = {
  SERVICE_EVENTS: '30000',
  SERVICE_BROADCASTS: '10000',
}

/** The account journeys: a small dataset at a pinned clock; they are about settings, not data. */
export const ACCOUNT_SERVICE_ENV: Readonly<Record<string, string>> = {
  SERVICE_NOW: '2026-03-02T10:00:00Z',
  SERVICE_SEED: '20260101',
  SERVICE_EVENTS: '20000',
  SERVICE_BROADCASTS: '2000',
}

/** The embedded service's journeys: the worker, the service worker and IndexedDB. */
export const EMBEDDED_SERVICE_ENV: Readonly<Record<string, string>> = {
  SERVICE_NOW: '2026-03-02T10:00:00Z',
  SERVICE_SEED: '20260101',
  SERVICE_EVENTS: '40000',
  SERVICE_BROADCASTS: '5000',
}

/** The embedded service's settings a day later: the saved locations' changes since a day. */
export const EMBEDDED_NEXT_DAY_ENV: Readonly<Record<string, string>> = {
  ...EMBEDDED_SERVICE_ENV,
  SERVICE_NOW: '2026-03-03T10:00:00Z',
}

/**
 * Settings whose dataset the journeys' site holds ready. The clock-pinned journeys of
 * e2e/pinned-clock.ts are left out on purpose: they show a dataset generated in the browser.
 */
export const PREBUILT_JOURNEY_ENVS: readonly Readonly<Record<string, string>>[] = [
  JOURNEY_SERVICE_ENV,
  ACCOUNT_SERVICE_ENV,
  EMBEDDED_SERVICE_ENV,
  EMBEDDED_NEXT_DAY_ENV,
]

/**
 * Settings whose prebuilt dataset the journeys' site also holds as a gzip twin, sent compressed
 * as the product's build sends its own (docs/dataset-cache.md "On the wire"): the embedded
 * service's journeys, one of which checks a first visit's download. The other journeys read their
 * file as it is: on loopback, inflating it costs every page start a share of a core and saves no
 * time.
 */
export const GZIPPED_JOURNEY_ENVS: readonly Readonly<Record<string, string>>[] = [
  EMBEDDED_SERVICE_ENV,
]
