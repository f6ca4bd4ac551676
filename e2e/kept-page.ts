// Opening a view on a journey's kept page (keptPageTest, e2e/fixtures.ts): in the app that is
// already running there, as a link inside the app would, rather than by loading the app again.
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { APP_ORIGIN } from './ports'

/** Is the app running in the page, its embedded service started? */
function appRuns(page: Page): Promise<boolean> {
  if (!page.url().startsWith(APP_ORIGIN)) return Promise.resolve(false)
  return page
    .getByRole('status', { name: 'Embedded service' })
    .textContent({ timeout: 1_000 })
    .then((text) => text?.startsWith('Ready:') ?? false)
    .catch(() => false)
}

/** Moves the app's router to `path` the way the browser's back and forward buttons do. */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
}

/**
 * Opens `path` (a view and its query) as a new visit would show it. In a page where the app runs,
 * the router moves there; when the page is on that view already, it passes through the account
 * view first, so the view is mounted anew and keeps nothing of the last test but the answers its
 * queries kept. Elsewhere the page loads the app at `path`.
 */
export async function openView(page: Page, path: string): Promise<void> {
  if (!(await appRuns(page))) {
    await page.goto(path)
    return
  }
  const target = new URL(path, APP_ORIGIN)
  if (new URL(page.url()).pathname === target.pathname) {
    await routeTo(page, '/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  }
  await routeTo(page, `${target.pathname}${target.search}`)
  await expect.poll(() => page.url()).toBe(target.href)
}
