// Holds a page's requests for some files (a view's or the app's script) until the test lets them
// go: what the page does before that code runs can then be watched.
import type { Page, Route } from '@playwright/test'

export interface HeldRequests {
  /** How many requests wait. */
  readonly held: () => number
  /** Lets the waiting requests, and every later one, go on. */
  readonly release: () => void
}

/** Holds every request of `page` whose URL matches `glob` until `release` is called. */
export async function holdRequests(page: Page, glob: string): Promise<HeldRequests> {
  const waiting: Route[] = []
  let released = false
  await page.route(glob, async (route) => {
    if (released) await route.continue()
    else waiting.push(route)
  })
  return {
    held: () => waiting.length,
    release: () => {
      released = true
      for (const route of waiting.splice(0)) void route.continue()
    },
  }
}
