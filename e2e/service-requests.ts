// What the page asks of the embedded service. The app's client posts its requests to the service's
// worker directly (src/app/backend/start.ts), so they never show as network requests; each one is
// a message to that worker, and the wire request it carries names its URL
// (src/service/transport/wire.ts).
import type { Page } from '@playwright/test'

const BINDING = '__eventscopeServiceRequest'
/** Where the page keeps each posted request with its time on the page's clock. */
const POSTED = '__eventscopeServicePosted'

/** A request posted to the service's worker, and when (performance.now() of the page). */
export interface PostedRequest {
  readonly url: string
  readonly at: number
}

/** From the page's next load on, notes every request it posts to a worker (`postedRequests`). */
export async function watchServiceRequests(page: Page): Promise<void> {
  await page.addInitScript(
    ({ binding, posted }) => {
      const { postMessage: post } = Worker.prototype as {
        postMessage: (...args: unknown[]) => void
      }
      const global = window as unknown as Record<string, unknown>
      const kept: { url: string; at: number }[] = []
      global[posted] = kept
      Worker.prototype.postMessage = function (
        this: Worker,
        message: unknown,
        transfer?: Transferable[] | StructuredSerializeOptions,
      ) {
        const url = (message as { url?: unknown } | null)?.url
        if (typeof url === 'string') {
          kept.push({ url, at: performance.now() })
          const note = global[binding]
          if (typeof note === 'function') (note as (url: string) => void)(url)
        }
        Reflect.apply(post, this, [message, transfer])
      }
    },
    { binding: BINDING, posted: POSTED },
  )
}

/**
 * The URLs the page sends to the embedded service from its next load on, in order, filled as they
 * go. Call it once per page, before the load to watch.
 */
export async function serviceRequests(page: Page): Promise<string[]> {
  const urls: string[] = []
  await page.exposeFunction(BINDING, (url: string) => {
    urls.push(url)
  })
  await watchServiceRequests(page)
  return urls
}

/** What the current load of the page has posted to the service so far, with when. */
export function postedRequests(page: Page): Promise<PostedRequest[]> {
  return page.evaluate(
    (posted) => [
      ...((window as unknown as Record<string, PostedRequest[] | undefined>)[posted] ?? []),
    ],
    POSTED,
  )
}
