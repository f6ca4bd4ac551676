// The connection settings a journey starts a page with, as the account view saves them
// (src/api/connection/connection-store.ts): which service, at which base URL, with which token.
import type { Page } from '@playwright/test'

/** Where the account view keeps the connection in localStorage. */
export const CONNECTION_KEY = 'eventscope.connection'

export interface JourneyConnection {
  readonly mode: 'embedded' | 'proxy'
  readonly baseUrl: string
  readonly token: string
}

/** Every load of `page` starts with `connection` saved, before any script of the app runs. */
export async function useConnection(page: Page, connection: JourneyConnection): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      localStorage.setItem(key, JSON.stringify({ state: value, version: 1 }))
    },
    { key: CONNECTION_KEY, value: connection },
  )
}
