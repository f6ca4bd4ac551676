// Waiting for a view's performance mark (src/utils/page-marks.ts) in a journey.
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/** Passes once the page has set the mark named `name` exactly once. */
export async function expectMarkedOnce(page: Page, name: string, timeout: number): Promise<void> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, name), {
      timeout,
    })
    .toBe(1)
}
