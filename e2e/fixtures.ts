import { test as base, expect } from '@playwright/test'
import type { Page, TestInfo } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'
import { join } from 'node:path'

interface Fixtures {
  /** Console errors and uncaught exceptions seen so far; every test must end with none. */
  consoleErrors: string[]
  /**
   * Settings of the embedded service the page builds (src/service/boot/config.ts). Journeys use
   * a smaller dataset than the default: the boot path and the queries are the same, the page is
   * ready sooner. A spec that needs other settings adds its own init script after this one.
   */
  serviceEnv: Readonly<Record<string, string>>
}

const JOURNEY_SERVICE_ENV = { SERVICE_EVENTS: '30000', SERVICE_BROADCASTS: '10000' }

/**
 * The journeys' `test`: it fails any test during which the page logged a console error
 * or threw, so a broken view cannot pass just because its heading rendered.
 */
export const test = base.extend<Fixtures>({
  serviceEnv: [
    async ({ page }, use) => {
      await page.addInitScript((env) => {
        // Also runs in documents without storage (about:blank, error pages): nothing to set there.
        try {
          localStorage.setItem('eventscope.service-env', JSON.stringify(env))
        } catch {
          // no storage in this document
        }
      }, JOURNEY_SERVICE_ENV)
      await use(JOURNEY_SERVICE_ENV)
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => {
        errors.push(`page error: ${error.message}`)
      })
      await use(errors)
      expect(errors, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Runs axe on the current page and lists the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ')
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${targets}`
    })
}

/** Saves a full-page screenshot as test-results/screens/<name>.png for people to look at. */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: join(testInfo.project.outputDir, 'screens', `${name}.png`),
    fullPage: true,
  })
}
