// The page's own /v1 fetches in embedded mode: the MSW service worker catches them and hands them
// to the service's worker (docs/architecture.md "Data flow"). The app's client does not go this
// way (it posts to the worker directly, app/backend/start.ts); this route is for whatever else in
// the page fetches /v1: the journeys, the console, when asked for (app/backend/page-requests.ts).
// The app loads this module through a dynamic import, so no other page downloads it.
import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import type { FetchHandler } from '../serve/fetch-handler'
import { PAGE_WORKER_PATH } from './page-worker-release'

export interface PageInterception {
  /** Stops intercepting /v1. */
  stop(): void
}

/**
 * msw asks an already registered worker to check for an update and leaves the check's promise
 * unhandled (mswjs/msw#2006). A failed check (the server briefly unreachable) leaves the registered
 * worker serving, so while msw starts, every check gets a handler and a failure stays quiet.
 * Returns the function that puts the browser's own `update` back.
 */
function handleUpdateChecks(): () => void {
  if (typeof ServiceWorkerRegistration === 'undefined') return () => undefined
  const proto = ServiceWorkerRegistration.prototype
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'update')
  const value: unknown = descriptor?.value
  if (!descriptor || typeof value !== 'function') return () => undefined
  type Update = (this: ServiceWorkerRegistration) => ReturnType<ServiceWorkerRegistration['update']>
  const original = value as Update
  proto.update = function (this: ServiceWorkerRegistration) {
    const check = original.call(this)
    check.catch(() => undefined)
    return check
  }
  return () => {
    Object.defineProperty(proto, 'update', descriptor)
  }
}

/** Set in the tab while it reloads to be controlled, so that it reloads once at most. */
const RELOADED_KEY = 'eventscope.service-worker-reload'
/** How long an uncontrolled page waits for the activating worker to claim it. */
const CLAIM_WAIT_MS = 2_000

/**
 * The page's requests reach the service only through a service worker that controls the page.
 * MSW's worker unregisters itself when it counts no client left (public/mockServiceWorker.js,
 * CLIENT_CLOSED), which a reload can make it do; a tab opened then is not controlled, and msw's
 * `register()` revives the worker without activating it again, so nothing claims the tab. A hard
 * reload leaves a page uncontrolled too. Such a page reloads once, and comes back controlled.
 */
async function ensureControlled(): Promise<void> {
  const container = navigator.serviceWorker
  const claimed =
    container.controller !== null ||
    (await new Promise<boolean>((resolve) => {
      container.addEventListener(
        'controllerchange',
        () => {
          resolve(true)
        },
        { once: true },
      )
      setTimeout(() => {
        resolve(container.controller !== null)
      }, CLAIM_WAIT_MS)
    }))
  if (claimed || sessionStorage.getItem(RELOADED_KEY) !== null) {
    sessionStorage.removeItem(RELOADED_KEY)
    return
  }
  sessionStorage.setItem(RELOADED_KEY, '1')
  location.reload()
  // The page is going; its start never finishes.
  await new Promise<never>(() => undefined)
}

/**
 * Resolves once the page's /v1 requests are intercepted and handed to `service`. Service workers
 * need a secure origin or localhost.
 */
export async function interceptPageRequests(service: FetchHandler): Promise<PageInterception> {
  const msw = setupWorker(http.all('/v1/*', ({ request }) => service.fetch(request)))
  const restoreUpdate = handleUpdateChecks()
  try {
    await msw.start({
      serviceWorker: { url: PAGE_WORKER_PATH },
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
  } finally {
    restoreUpdate()
  }
  await ensureControlled()
  return {
    stop() {
      msw.stop()
    },
  }
}
