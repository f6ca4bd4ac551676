// What the page asks of the embedded service. The app's client posts its requests to the service's
// worker directly (src/app/backend/start.ts), so they never show as network requests; each one is
// a message to that worker, and the wire request it carries names its URL
// (src/service/transport/wire.ts).
import type { Page } from '@playwright/test'

const BINDING = '__eventscopeServiceRequest'

/**
 * The URLs the page sends to the embedded service from its next load on, in order, filled as they
 * go. Call it once per page, before the load to watch.
 */
export async function serviceRequests(page: Page): Promise<string[]> {
  const urls: string[] = []
  await page.exposeFunction(BINDING, (url: string) => {
    urls.push(url)
  })
  await page.addInitScript((binding) => {
    const { postMessage: post } = Worker.prototype as { postMessage: (...args: unknown[]) => void }
    const note = (window as unknown as Record<string, ((url: string) => void) | undefined>)[binding]
    Worker.prototype.postMessage = function (
      this: Worker,
      message: unknown,
      transfer?: Transferable[] | StructuredSerializeOptions,
    ) {
      const url = (message as { url?: unknown } | null)?.url
      if (typeof url === 'string') note?.(url)
      Reflect.apply(post, this, [message, transfer])
    }
  }, BINDING)
  return urls
}
