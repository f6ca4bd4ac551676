// The settings of journeys about what a page keeps between loads (e2e/dataset-cache.spec.ts,
// e2e/kept-answers.spec.ts): a pinned clock and seed, and a way to move the clock by a day across
// a reload.
import type { Page } from '@playwright/test'

export const PINNED_ENV = {
  SERVICE_NOW: '2026-03-02T10:00:00Z',
  SERVICE_SEED: '20260101',
  // Small: what is kept and checked is the same at any size, and each test generates its data in
  // the browser several times.
  SERVICE_EVENTS: '1000',
  SERVICE_BROADCASTS: '200',
}
export const NEXT_DAY_ENV = { ...PINNED_ENV, SERVICE_NOW: '2026-03-03T10:00:00Z' }

/** Starts every load of `page` with `env`, or with what moveClock set for this tab. */
export async function pinClock(page: Page, env: typeof PINNED_ENV = PINNED_ENV): Promise<void> {
  await page.addInitScript((pinned) => {
    const next = sessionStorage.getItem('journey.service-env')
    localStorage.setItem('eventscope.service-env', next ?? JSON.stringify(pinned))
  }, env)
}

/** The next load of this tab starts with `env`; sessionStorage survives a reload. */
export async function moveClock(page: Page, env: typeof PINNED_ENV): Promise<void> {
  await page.evaluate((next) => {
    sessionStorage.setItem('journey.service-env', JSON.stringify(next))
  }, env)
}
