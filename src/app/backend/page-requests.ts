// Whether the embedded service also answers the page's own /v1 fetches (the browser console, a
// script, the journeys), through MSW's service worker. Off unless localStorage holds "on" under
// PAGE_REQUESTS_STORAGE_KEY: a page that a service worker controls gets no V8 code cache for its
// scripts, so the browser parses and compiles all of the app's JavaScript again on every load
// (docs/architecture.md "Data flow"). The app's own requests never need it.

export const PAGE_REQUESTS_STORAGE_KEY = 'eventscope.page-requests'

export function answersPageRequests(
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage === 'undefined'
    ? undefined
    : localStorage,
): boolean {
  try {
    return storage?.getItem(PAGE_REQUESTS_STORAGE_KEY) === 'on'
  } catch {
    // Storage refused (a sandboxed frame): the default.
    return false
  }
}
