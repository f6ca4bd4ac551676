import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium'
import { JOURNEY_DEVICE } from './e2e/journey-device'
import { APP_ORIGIN, APP_PORT, PAGES_ORIGIN, PAGES_PORT } from './e2e/ports'
import { MAP_HARNESS_PAGE, PAGES_MODE } from './src/testing/pages/pages'

// Journeys run against the built app (`npm test` builds first), served the way a user gets it.
// 127.0.0.1 rather than a LAN name: service workers only run on secure origins or localhost.
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Tests, not files, are shared out: a long file last in the order no longer leaves a worker
  // idle while the other runs it alone. Tests of a file are independent (kept pages are reset by
  // openView); proxy.spec.ts, which shares one server, runs its tests in order.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // Generous budgets, so a journey on a loaded 2-core machine does not fail on time alone: they
  // only catch a hang. Speed is measured by `npm run bench`, never here.
  timeout: 180_000,
  // A view's first paint on a loaded 2-core machine (a route's chunks, MapLibre in software GL)
  // can take tens of seconds; the budget catches a view that never comes.
  expect: { timeout: 60_000 },
  use: {
    baseURL: APP_ORIGIN,
    screenshot: 'only-on-failure',
    // Off: recording a trace (a DOM snapshot per action, a screencast of every frame) doubles the
    // CPU a journey takes on this machine. To debug a failure, run the journey again with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    viewport: { width: 1440, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...JOURNEY_DEVICE,
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions('journeys'),
      },
    },
  ],
  webServer: [
    {
      // The product's build plus prebuilt datasets for the journeys' settings (e2e/journey-site.ts).
      // Building those takes a minute on a clean checkout, hence the budget.
      command: `npx tsx e2e/journey-site.ts && npx vite preview --outDir dist-journeys --port ${String(APP_PORT)} --strictPort --host 127.0.0.1`,
      url: APP_ORIGIN,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The test pages (`npm run build:pages`), apart from the product's dist/.
      command: `npx vite preview --mode ${PAGES_MODE} --port ${String(PAGES_PORT)} --strictPort --host 127.0.0.1`,
      url: `${PAGES_ORIGIN}${MAP_HARNESS_PAGE}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
