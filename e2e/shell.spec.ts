import type { Page } from '@playwright/test'
import { expect, keptPageTest, saveScreen, seriousA11yViolations, test } from './fixtures'
import { openView } from './kept-page'

const VIEWS = [
  { name: 'Events', path: '/events' },
  { name: 'Broadcasts', path: '/broadcasts' },
  { name: 'Calendar', path: '/calendar' },
  { name: 'Analytics', path: '/analytics' },
  { name: 'Locations', path: '/locations' },
  { name: 'Account', path: '/account' },
] as const

type View = (typeof VIEWS)[number]

// A journey through every view opens each one with its data, runs axe and takes a full-page
// screenshot: six real views, each waiting for the embedded service, need more than one budget.
test.describe.configure({ timeout: 600_000 })

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function expectOnView(page: Page, view: View): Promise<void> {
  // The path only: a view may add its own state, such as the events map's position once it moves.
  await expect(page).toHaveURL((url) => url.pathname === view.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.name)
  await expect(page).toHaveTitle(`${view.name} · Eventscope`)
  // Exactly one entry is current, and it is this view's.
  const current = mainNav(page).locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveAccessibleName(view.name)
}

test('the landing address opens the events explorer inside the shell', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toContainText('Eventscope')
  await expect(mainNav(page).getByRole('link')).toHaveText(VIEWS.map((view) => view.name))
  await expectOnView(page, VIEWS[0])
})

keptPageTest(
  'every view is reachable by clicking its navigation entry',
  async ({ page }, testInfo) => {
    await openView(page, '/events')
    await expectOnView(page, VIEWS[0])
    const titleAt = async () => {
      const box = await page.getByRole('heading', { level: 1 }).boundingBox()
      return box && { x: box.x, y: box.y }
    }
    const eventsTitle = await titleAt()
    expect(eventsTitle).not.toBeNull()
    for (const view of [...VIEWS.slice(1), VIEWS[0]]) {
      await mainNav(page).getByRole('link', { name: view.name }).click()
      await expectOnView(page, view)
      // Every view's title sits in the same place: switching views does not shift the page.
      expect(await titleAt(), `title of ${view.name}`).toEqual(eventsTitle)
      expect(await seriousA11yViolations(page), `accessibility of ${view.name}`).toEqual([])
      await saveScreen(page, testInfo, `shell-${view.name.toLowerCase()}`)
    }
    // Client-side navigation keeps history: Back returns to the previous view.
    await page.goBack()
    await expectOnView(page, VIEWS[5])
  },
)

test('a view that changes while the next one loads does not pull the analyst back', async ({
  page,
}) => {
  // The Calendar's code arrives late, as on a slow network, so the Events view stays on screen a
  // while after the click. (The context's route also sees what the service worker fetches.)
  await page.context().route(/\/assets\/calendar-view-route-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await route.continue()
  })
  await page.goto('/events')
  await expectOnView(page, VIEWS[0])
  const map = page.locator('.events-map canvas.maplibregl-canvas')
  await expect(map).toBeVisible()
  const box = await map.boundingBox()
  if (!box) throw new Error('no map')

  await mainNav(page).getByRole('link', { name: 'Calendar' }).click()
  // Meanwhile the events map moves and reports where it now is.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -400)
  await expectOnView(page, VIEWS[2])
})

keptPageTest('every view is reachable from the keyboard', async ({ page }, testInfo) => {
  for (const [index, view] of VIEWS.entries()) {
    // Start on another view so that pressing Enter really navigates.
    const start = VIEWS[(index + 1) % VIEWS.length] ?? VIEWS[0]
    await openView(page, start.path)
    await expectOnView(page, start)
    // From the page's first stop, as on a fresh load (the skip link, as the next journey shows).
    await page.getByRole('link', { name: 'Skip to main content' }).focus()
    const target = mainNav(page).getByRole('link', { name: view.name })
    let presses = 0
    while (!(await target.evaluate((element) => element === document.activeElement))) {
      presses += 1
      expect(presses, `Tab never reached ${view.name}`).toBeLessThanOrEqual(VIEWS.length + 2)
      await page.keyboard.press('Tab')
    }
    // The focus ring must be visible on the focused entry (WCAG 2.4.7).
    await expect(target).toHaveCSS('outline-style', 'solid')
    if (index === 2) await saveScreen(page, testInfo, 'shell-keyboard-focus')
    await page.keyboard.press('Enter')
    await expectOnView(page, view)
  }
})

test('the skip link is the first stop and moves focus to the main region', async ({ page }) => {
  await page.goto('/calendar')
  // The view loads on demand: the keys go to the page once it is drawn.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page).toHaveURL('/calendar')
})

test('an unknown address shows the not-found view inside the shell', async ({ page }, testInfo) => {
  await page.goto('/no-such-view')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('main')).toContainText('/no-such-view')
  await expect(page).toHaveTitle('Page not found · Eventscope')
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0)
  expect(await seriousA11yViolations(page), 'accessibility of the not-found view').toEqual([])
  await saveScreen(page, testInfo, 'shell-not-found')
  await page.getByRole('link', { name: 'events explorer' }).click()
  await expectOnView(page, VIEWS[0])
})

keptPageTest(
  'on a narrow laptop the navigation keeps icons with accessible names',
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 900, height: 700 })
    await openView(page, '/analytics')
    await expectOnView(page, VIEWS[3])
    await mainNav(page).getByRole('link', { name: 'Locations' }).click()
    await expectOnView(page, VIEWS[4])
    // Nothing may force a horizontal scrollbar at this width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await saveScreen(page, testInfo, 'shell-narrow')
  },
)
