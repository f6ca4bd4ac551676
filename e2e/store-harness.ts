// The page of the embedded service's stores alone (src/testing/store-harness/main.ts), opened as
// the specs of each store need it: a new page, in a fresh browser context, with empty storage.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { PAGES_ORIGIN } from './ports'
import { STORE_HARNESS_PAGE } from '../src/testing/pages/pages'

export async function openStoreHarness(page: Page): Promise<void> {
  await page.goto(`${PAGES_ORIGIN}${STORE_HARNESS_PAGE}`)
  await expect(page).toHaveTitle('Service stores · ready')
}
