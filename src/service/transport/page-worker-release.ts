// The other half of the page's /v1 interception (msw-browser.ts): when it is off, a service worker
// that an earlier load registered is unregistered, so that it controls no later load. Small and
// free of MSW, so the pages that do not intercept never download MSW's code.

/** The app's service worker (public/service-worker.js). */
export const PAGE_WORKER_PATH = `${import.meta.env.BASE_URL}service-worker.js`

/**
 * Unregisters this origin's registrations of the app's service worker. The page it runs in stays
 * controlled until it is left; the next load is not.
 */
export async function releasePageWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => [])
  const ours = registrations.filter((registration) => {
    const worker = registration.active ?? registration.waiting ?? registration.installing
    return worker !== null && new URL(worker.scriptURL).pathname === PAGE_WORKER_PATH
  })
  // A refused unregistration leaves the worker as it was: it passes the app's requests through.
  await Promise.all(ours.map((registration) => registration.unregister().catch(() => false)))
}
