// The pages that exist for tests and the bench, never for analysts: the map components alone (the
// journeys of e2e/map.spec.ts), the service's stores alone (e2e/idb-store.spec.ts,
// e2e/kept-store.spec.ts) and the bare basemap (the baseline of `npm run bench`). They are built by
// `npm run build:pages` (`vite build --mode pages`) into their own folder, so the product's dist/
// holds the dashboard only, and served by a preview of that folder.

export const PAGES_MODE = 'pages'
export const PAGES_OUT_DIR = 'dist-pages'

/** Paths of the pages on the pages server (their place in the repository, as Vite serves them). */
export const MAP_HARNESS_PAGE = '/src/testing/pages/map-harness.html'
export const BARE_MAP_PAGE = '/src/testing/pages/bare-map.html'
export const STORE_HARNESS_PAGE = '/src/testing/pages/store-harness.html'
