// Opening the Locations view in a journey: its list answers once the embedded service has built
// its dataset, which a page does on every load; on a busy machine that takes a while.
import type { Page } from '@playwright/test'

import { expect } from './fixtures'

export const SERVICE_READY_MS = 300_000

export async function openLocations(page: Page, query = ''): Promise<void> {
  await page.goto(`/locations${query}`)
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible()
  await expect(page.locator('.locations-list .skeleton')).toHaveCount(0, {
    timeout: SERVICE_READY_MS,
  })
}
