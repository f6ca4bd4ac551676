/* Eventscope's service worker: MSW's worker (mockServiceWorker.js, written by `msw init`) for the
 * embedded service's /v1 requests, and the browser's own fetch for everything else.
 *
 * MSW's worker asks the page about every request of every client it controls, the page's Web
 * Workers included: the map's tiles and places, the service's kept data, each script. Each question
 * waits for the page's main thread, and each answer streams a copy of the body back to it. Only
 * /v1 is ever answered by the embedded service (src/service/transport/msw-browser.ts), so the rest
 * stops here, before MSW's listener, and goes to the network untouched (docs/dataset-cache.md
 * "Start-up").
 */
/* The same rule, where the browser can apply it without this worker (the Static Routing API): the
 * page's navigations, scripts and data files go to the network without waiting for the worker to
 * start, which a reload's first script would otherwise wait for (docs/dataset-cache.md "Reloads:
 * what else the page would wait for"). */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return
  const network = (condition) => ({ condition, source: 'network' })
  event
    .addRoutes([
      network({ requestMode: 'navigate' }),
      network({ urlPattern: { pathname: '/assets/*' } }),
      network({ urlPattern: { pathname: '/data/*' } }),
    ])
    .catch(() => {
      // A browser that refuses the routes still has the listener below.
    })
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/v1/')) {
    event.stopImmediatePropagation()
  }
})

/* Where the server sends the page's Content-Security-Policy with this script, Trusted Types are
 * required here too (docs/security.md "The Content-Security-Policy"): importScripts takes this origin's scripts
 * only, through the one policy the page's policy allows. */
const scriptUrls = self.trustedTypes?.createPolicy('default', {
  createScriptURL: (value) =>
    new URL(value, self.location.href).origin === self.location.origin ? value : null,
})

importScripts(
  scriptUrls ? scriptUrls.createScriptURL('./mockServiceWorker.js') : './mockServiceWorker.js',
)
