// The account view: the account of the token in use, and the connection settings that choose the
// service and the token — saved in this browser, applied to every view, reset to the defaults.
import type { Page } from '@playwright/test'
import {
  expect,
  forgetExpectedLoadErrors,
  saveScreen,
  seriousA11yViolations,
  test,
} from './fixtures'
import { CONNECTION_KEY } from './connection'
import { ACCOUNT_SERVICE_ENV } from './journey-envs'
import { freePort } from './ports'

test.beforeEach(async ({ page }) => {
  await page.addInitScript((env) => {
    localStorage.setItem('eventscope.service-env', JSON.stringify(env))
  }, ACCOUNT_SERVICE_ENV)
})

const accountSection = (page: Page) => page.getByRole('region', { name: 'Account' })
const connectionForm = (page: Page) => page.getByRole('form', { name: 'Connection' })
const storedConnection = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), CONNECTION_KEY)

test('shows the account of the token, switches demo accounts, keeps them, and resets', async ({
  page,
  consoleErrors,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')
  const account = accountSection(page)
  await expect(account.getByText('Demo Analytics')).toBeVisible({ timeout: 120_000 })
  await expect(account.getByText('org_analyst')).toBeVisible()
  await expect(account.getByText('Accommodation')).toBeVisible()
  await expect(account.getByRole('term')).toHaveText([
    'Name',
    'Account ID',
    'Description',
    'Industry',
    'Created',
    'Last updated',
  ])
  const form = connectionForm(page)
  await expect(
    form.getByRole('radio', { name: 'Embedded service (demo data in this browser)' }),
  ).toBeChecked()
  expect(await seriousA11yViolations(page)).toEqual([])
  await saveScreen(page, testInfo, 'account')

  // Another demo account: the account shown follows the saved token, without a reload.
  const token = form.getByLabel('Demo account (access token)')
  await token.selectOption('demo-us-only')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(form.getByRole('status')).toContainText('Saved.')
  await expect(account.getByText('Demo US Retail')).toBeVisible()
  expect(JSON.parse((await storedConnection(page)) ?? '{}')).toMatchObject({
    state: { mode: 'embedded', token: 'demo-us-only' },
  })

  // The setting survives a reload.
  await page.reload()
  await expect(accountSection(page).getByText('Demo US Retail')).toBeVisible({ timeout: 120_000 })
  await expect(connectionForm(page).getByLabel('Demo account (access token)')).toHaveValue(
    'demo-us-only',
  )

  // A lapsed subscription still reads its account (the service keeps it open so people can see
  // why), and the data views explain the 402.
  await connectionForm(page).getByLabel('Demo account (access token)').selectOption('demo-lapsed')
  await connectionForm(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(accountSection(page).getByText('Demo Lapsed')).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events')
  await expect(page.getByText('Your subscription has expired').first()).toBeVisible()
  forgetExpectedLoadErrors(consoleErrors, /status of 402/)

  // Reset forgets the saved settings: back to the host's default token.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click()
  await connectionForm(page).getByRole('button', { name: 'Reset to defaults' }).click()
  await expect(connectionForm(page).getByRole('status')).toContainText('defaults')
  await expect(accountSection(page).getByText('Demo Analytics')).toBeVisible()
  await expect(connectionForm(page).getByLabel('Demo account (access token)')).toHaveValue(
    'demo-analyst',
  )
  expect(await storedConnection(page)).toBeNull()
})

test('rejects an invalid base URL and reports a backend that refuses connections', async ({
  page,
  consoleErrors,
}, testInfo) => {
  testInfo.setTimeout(180_000)
  const port = await freePort()
  await page.goto('/account')
  await expect(accountSection(page).getByText('Demo Analytics')).toBeVisible({ timeout: 120_000 })
  const form = connectionForm(page)
  await form.getByRole('radio', { name: 'Backend (proxy)' }).check()
  await expect(form.getByText(/Saving switches to the backend and reloads the page/)).toBeVisible()

  const baseUrl = form.getByLabel('Base URL')
  await baseUrl.fill('api.example.com')
  await form.getByLabel('Access token').fill('my-api-key')
  await form.getByRole('button', { name: 'Save and reload' }).click()
  await expect(baseUrl).toBeFocused()
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  await expect(
    form.getByText('Enter a full address starting with http:// or https://'),
  ).toBeVisible()
  expect(await storedConnection(page)).toBeNull()

  // The token field hides the key until asked.
  const tokenInput = form.getByLabel('Access token')
  await expect(tokenInput).toHaveAttribute('type', 'password')
  await form.getByRole('button', { name: 'Show token' }).click()
  await expect(tokenInput).toHaveAttribute('type', 'text')

  const refused = `http://127.0.0.1:${String(port)}`
  await baseUrl.fill(refused)
  await form.getByRole('button', { name: 'Test connection' }).click()
  await expect(form.getByRole('status')).toContainText(`Cannot reach ${refused}`)
  forgetExpectedLoadErrors(consoleErrors, /ERR_CONNECTION_REFUSED|ERR_FAILED/)
  expect(await storedConnection(page)).toBeNull()
  expect(await seriousA11yViolations(page)).toEqual([])
  await saveScreen(page, testInfo, 'account-connection-refused')
})

test('a change of mode reloads the page, and reset returns to the embedded service', async ({
  page,
  consoleErrors,
}, testInfo) => {
  testInfo.setTimeout(240_000)
  const port = await freePort()
  const refused = `http://127.0.0.1:${String(port)}`
  await page.goto('/account')
  await expect(accountSection(page).getByText('Demo Analytics')).toBeVisible({ timeout: 120_000 })
  const form = connectionForm(page)
  await form.getByRole('radio', { name: 'Backend (proxy)' }).check()
  await form.getByLabel('Base URL').fill(`${refused}/`)
  await form.getByLabel('Access token').fill('my-api-key')
  await Promise.all([
    page.waitForEvent('load'),
    form.getByRole('button', { name: 'Save and reload' }).click(),
  ])

  // After the reload: the backend's settings, a note on what happened, and the account request
  // failing in plain words (nothing listens there).
  const after = connectionForm(page)
  await expect(after.getByRole('radio', { name: 'Backend (proxy)' })).toBeChecked()
  await expect(after.getByLabel('Base URL')).toHaveValue(refused)
  await expect(after.getByRole('status')).toContainText('Now connected to the backend.')
  await expect(accountSection(page).getByText(`Cannot reach ${refused}`)).toBeVisible({
    timeout: 30_000,
  })
  forgetExpectedLoadErrors(consoleErrors, /ERR_CONNECTION_REFUSED|ERR_FAILED/)
  await saveScreen(page, testInfo, 'account-backend-unreachable')

  await Promise.all([
    page.waitForEvent('load'),
    after.getByRole('button', { name: 'Reset to defaults' }).click(),
  ])
  await expect(
    connectionForm(page).getByRole('radio', {
      name: 'Embedded service (demo data in this browser)',
    }),
  ).toBeChecked()
  await expect(accountSection(page).getByText('Demo Analytics')).toBeVisible({ timeout: 120_000 })
  expect(await storedConnection(page)).toBeNull()
})
