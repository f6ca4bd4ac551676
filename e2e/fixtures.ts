import { test as base, expect } from '@playwright/test'
import type { BrowserContext, ConsoleMessage, Page, TestInfo, WebError } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { join } from 'node:path'
import { JOURNEY_DEVICE } from './journey-device'
import { JOURNEY_SERVICE_ENV } from './journey-envs'
import { reportPolicyViolations } from './policy-violations'
import { APP_ORIGIN } from './ports'
import { PAGE_REQUESTS_STORAGE_KEY } from '../src/app/backend/page-requests'

interface Fixtures {
  /**
   * Console errors and uncaught exceptions of the test's pages so far, breaches of the page's
   * Content-Security-Policy among them (policy-violations.ts); every test must end with none.
   */
  consoleErrors: string[]
  /** Puts `serviceEnv` and `pageRequests` where the page reads them, before any page script runs. */
  applyServiceEnv: undefined
}

interface Options {
  /**
   * Settings of the embedded service the page starts (src/service/boot/config.ts); by default
   * JOURNEY_SERVICE_ENV (e2e/journey-envs.ts). A spec that needs other settings sets them with
   * `test.use({ serviceEnv })`.
   */
  serviceEnv: Readonly<Record<string, string>>
  /**
   * Whether the page's own /v1 fetches reach the embedded service (src/app/backend/page-requests.ts):
   * on for the journeys, which read the service's answers with `fetch` from the page to check what
   * a view shows. A spec about the app's default sets it off with `test.use({ pageRequests: false })`.
   */
  pageRequests: boolean
  /** True when `page` is the worker's kept page (`keptPageTest`), whose settings are set once. */
  pageIsKept: boolean
}

interface WorkerFixtures {
  /** The worker's kept page: made on first call, closed with the worker. */
  keptPage: () => Promise<Page>
}

async function setServiceEnv(
  page: Page,
  env: Readonly<Record<string, string>>,
  pageRequests: boolean,
): Promise<void> {
  await page.addInitScript(
    ({ settings, requestsKey, requests }) => {
      // Also runs in documents without storage (about:blank, error pages): nothing to set there.
      try {
        localStorage.setItem('eventscope.service-env', JSON.stringify(settings))
        if (requests) localStorage.setItem(requestsKey, 'on')
      } catch {
        // no storage in this document
      }
    },
    { settings: env, requestsKey: PAGE_REQUESTS_STORAGE_KEY, requests: pageRequests },
  )
}

/**
 * The journeys' `test`: it fails any test during which the page logged a console error
 * or threw, so a broken view cannot pass just because its heading rendered.
 */
export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  serviceEnv: [JOURNEY_SERVICE_ENV, { option: true }],
  pageIsKept: [false, { option: true }],
  pageRequests: [true, { option: true }],
  keptPage: [
    async ({ browser }, use) => {
      let made: Promise<{ context: BrowserContext; page: Page }> | undefined
      const make = async () => {
        // The project's device (journey-device.ts); the viewport is set per test.
        const context = await browser.newContext({ ...JOURNEY_DEVICE, baseURL: APP_ORIGIN })
        await reportPolicyViolations(context)
        const page = await context.newPage()
        await setServiceEnv(page, JOURNEY_SERVICE_ENV, true)
        return { context, page }
      }
      await use(async () => (await (made ??= make())).page)
      if (made) await (await made).context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await reportPolicyViolations(context)
    await use(context)
  },
  applyServiceEnv: [
    async ({ page, serviceEnv, pageRequests, pageIsKept }, use) => {
      if (!pageIsKept) await setServiceEnv(page, serviceEnv, pageRequests)
      await use(undefined)
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      }
      const onPageError = (error: WebError) => {
        errors.push(`page error: ${error.error().message}`)
      }
      // Every page of the test's context: a second tab a journey opens is held to the same bar.
      const context = page.context()
      context.on('console', onConsole)
      context.on('weberror', onPageError)
      await use(errors)
      // A kept page outlives the test: what it logs later belongs to the next test.
      context.off('console', onConsole)
      context.off('weberror', onPageError)
      expect(errors, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The journeys' `test` for a file whose tests browse the views with the default settings and keep
 * nothing: every test of a worker gets the same page, its app and service started by the first.
 * Starting them is most of what a journey's fresh page costs. A test opens its view with
 * `openView` (e2e/kept-page.ts), which mounts the view anew in the running app. Before each test
 * the page goes back to the project's viewport; after it, the routes it added are removed.
 */
export const keptPageTest = test.extend({
  pageIsKept: true,
  page: async ({ keptPage, viewport }, use) => {
    const page = await keptPage()
    // The project's viewport, whatever size the last test left the page at.
    if (viewport) await page.setViewportSize(viewport)
    await use(page)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
})

export { expect }

/**
 * Drops the browser's own "Failed to load resource" lines for answers a journey expects (a 403 of
 * a plan, a 429 of a low rate limit, a refused connection), so only unexpected errors fail it.
 */
export function forgetExpectedLoadErrors(errors: string[], pattern: RegExp): void {
  for (let i = errors.length - 1; i >= 0; i -= 1) {
    const line = errors[i] ?? ''
    if (line.startsWith('console: Failed to load resource') && pattern.test(line)) {
      errors.splice(i, 1)
    }
  }
}

/**
 * Runs axe on the current page and lists the serious and critical violations. Legacy mode runs
 * `axe.run` in the page itself; the default mode also opens a blank page of the context to finish
 * the run, which took about half of each call (3–4 s of 5–8 s on the calendar and events views).
 * The views have no cross-origin frames, the one thing only the default mode reaches.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    // Only violations are read: axe then keeps one node of each passing or incomplete rule rather
    // than every node, about half of a call's work on a view with a long list.
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ')
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${targets}`
    })
}

/**
 * With E2E_SCREENS=1, saves a full-page screenshot as test-results/screens/<name>.png for people to
 * look at. Off by default: the journeys take dozens, each a second of a core that checks nothing.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.E2E_SCREENS !== '1') return
  await page.screenshot({
    path: join(testInfo.project.outputDir, 'screens', `${name}.png`),
    fullPage: true,
  })
}

/**
 * MSW's service worker controls the page and the page's service says it is ready: from now on /v1
 * requests reach the embedded service. A controller alone is not enough: after a reload the worker
 * controls the page before the page has asked it to mock, and a request sent then goes to the
 * network.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect(page.getByRole('status', { name: 'Embedded service' })).toHaveText(/^Ready:/, {
    timeout: 300_000,
  })
}
