// Every journey runs under the dashboard's Content-Security-Policy (docs/security.md) and fails on
// any breach of it: each page reports every `securitypolicyviolation` event as a console error,
// which the `consoleErrors` fixture (fixtures.ts) fails the test on, as it does the browser's own
// report of a refused load, script or eval.
import type { BrowserContext } from '@playwright/test'

/** How a page's report of a violation begins. */
export const VIOLATION_REPORT = 'Content-Security-Policy violation'

/** Every page of `context` reports each violation of its policy as a console error. */
export async function reportPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI === '' ? 'inline code' : event.blockedURI
      const where =
        event.sourceFile === '' ? 'the page' : `${event.sourceFile}:${String(event.lineNumber)}`
      console.error(
        `${prefix}: ${event.effectiveDirective} refused ${blocked} (${where}): ${event.sample}`,
      )
    })
  }, VIOLATION_REPORT)
}

/**
 * Drops the reports of violations a journey causes on purpose (e2e/content-security-policy.spec.ts),
 * with the browser's own lines for them, so only unexpected ones fail it.
 */
export function forgetExpectedViolations(errors: string[], pattern: RegExp): void {
  for (let i = errors.length - 1; i >= 0; i -= 1) {
    if (pattern.test(errors[i] ?? '')) errors.splice(i, 1)
  }
}
