// Proxy mode end to end: `npm run api` as the backend (behind a gate with a key of its own,
// token-gate.ts), `vite preview` started with API_BASE_URL and API_TOKEN in front of it, and the
// built app talking to the backend through the preview server's /v1 proxy without ever downloading
// the embedded service, and without ever seeing the server's token: the proxy adds it.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { expect, forgetExpectedLoadErrors, test } from './fixtures'
import { freePort } from './ports'
import { startTileHost, TILE_HOST_ATTRIBUTION, type TileHost } from './tile-host'
import { startTokenGate } from './token-gate'
import type { TokenGate } from './token-gate'

const ROOT = resolve(import.meta.dirname, '..')
// The server's API_TOKEN: unique, so finding it in a page, a script or a request means it leaked.
const SERVER_TOKEN = `server-secret-${randomUUID()}`
// What the gate sends the backend for it. Not the embedded default (demo-analyst), so answers
// show the token came from the server's environment.
const BACKEND_TOKEN = 'demo-us-only'
const BACKEND_ACCOUNT = 'Demo US Retail'
// A build folder other than dist/, to run this journey beside another build; `npm test` sets none.
const OUT_DIR = process.env.E2E_OUT_DIR

interface Spawned {
  readonly child: ChildProcess
  readonly url: string
}

/** Runs `node args` in the project and resolves with the first URL its output matches. */
function spawnUntil(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<Spawned> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Plain output: Playwright's workers force colours, which split URLs with escape codes.
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString())
      const url = pattern.exec(output)?.[1]
      if (url) done({ child, url })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      fail(new Error(`${args.join(' ')} exited with ${String(code)}:\n${output}`))
    })
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'eventscope-proxy-'))
let backend: Spawned | undefined
let gate: TokenGate | undefined
let preview: Spawned | undefined
let tiles: TileHost | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  backend = await spawnUntil(
    ['--import', 'tsx', 'scripts/api.ts'],
    {
      PORT: '0',
      SERVICE_NOW: '2026-03-02T10:00:00Z',
      SERVICE_EVENTS: '20000',
      SERVICE_BROADCASTS: '2000',
      SERVICE_DATA_DIR: dataDir,
    },
    /API on (http:\/\/127\.0\.0\.1:\d+)\/v1\//,
  )
  gate = await startTokenGate(backend.url, SERVER_TOKEN, BACKEND_TOKEN)
  tiles = await startTileHost()
  const port = await freePort()
  preview = await spawnUntil(
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      ...(OUT_DIR === undefined ? [] : ['--outDir', OUT_DIR]),
    ],
    { API_BASE_URL: gate.url, API_TOKEN: SERVER_TOKEN, BASEMAP_URL: `${tiles.origin}/style.json` },
    /(http:\/\/127\.0\.0\.1:\d+)/,
  )
})

test.afterAll(async () => {
  preview?.child.kill('SIGTERM')
  await gate?.close()
  await tiles?.close()
  backend?.child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
})

test('the app talks to the backend through the proxy and never loads the embedded service', async ({
  page,
}) => {
  const origin = preview?.url ?? ''
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))

  await page.goto(`${origin}/account`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')

  // The page was told to use proxy mode, and nothing else.
  const connection = await page.evaluate(() =>
    document.querySelector('meta[name="eventscope-connection"]')?.getAttribute('content'),
  )
  expect(JSON.parse(connection ?? '{}')).toEqual({ mode: 'proxy' })

  // No token from the page: the proxy adds the server's. A token the page does send (one typed
  // on the Account page) is replaced by it too.
  const accounts = await page.evaluate(async () => {
    const ask = async (headers: Record<string, string>) => {
      const response = await fetch('/v1/accounts/self/', { headers })
      return { status: response.status, body: (await response.json()) as { name?: string } }
    }
    return [await ask({}), await ask({ Authorization: 'Bearer demo-lapsed' })]
  })
  const answer = { status: 200, body: expect.objectContaining({ name: BACKEND_ACCOUNT }) }
  expect(accounts).toEqual([answer, answer])

  // A write through the proxy lands in the backend: the backend itself lists it.
  const created = await page.evaluate(async () => {
    const response = await fetch('/v1/saved-locations/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Through the proxy', place_ids: ['4887398'] }),
    })
    return { status: response.status, body: (await response.json()) as { location_id: string } }
  })
  expect(created.status).toBe(201)
  const listed = (await (
    await fetch(`${backend?.url ?? ''}/v1/saved-locations/`, {
      headers: { Authorization: `Bearer ${BACKEND_TOKEN}` },
    })
  ).json()) as { locations: { location_id: string }[] }
  expect(listed.locations.map((l) => l.location_id)).toContain(created.body.location_id)

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  const embedded = requested.filter((url) =>
    /service[.-]worker|msw-browser|mockServiceWorker|\/data\/gazetteer/.test(url),
  )
  expect(embedded).toEqual([])
  await expect(page.getByRole('status', { name: 'Embedded service' })).toBeEmpty()
})

test('the server’s basemap is every map’s until the analyst chooses another', async ({
  page,
  consoleErrors,
}) => {
  const origin = preview?.url ?? ''
  const style = `${tiles?.origin ?? ''}/style.json`
  await page.goto(`${origin}/account`)
  const basemap = page.getByRole('form', { name: 'Map' })
  await expect(page.getByRole('region', { name: 'Map' })).toContainText(
    `this server’s default: ${new URL(style).host}`,
  )
  await expect(basemap.getByLabel('MapLibre style URL')).toBeChecked()
  await expect(basemap.getByRole('textbox')).toHaveValue(style)

  const attribution = page.locator('.events-main__map .maplibregl-ctrl-attrib')
  await page.goto(`${origin}/events`)
  await expect(attribution).toContainText(TILE_HOST_ATTRIBUTION)
  expect(tiles?.requests).toContain('/style.json')

  await page.goto(`${origin}/account`)
  await basemap.getByLabel('Offline basemap').check()
  await basemap.getByRole('button', { name: 'Use this basemap' }).click()
  await page.goto(`${origin}/events`)
  await expect(attribution).toContainText('Natural Earth')
  await expect(attribution).not.toContainText(TILE_HOST_ATTRIBUTION)
  // Off the map before the test ends, so no tile is still on its way.
  await page.goto(`${origin}/account`)
  // The events map pages every match under a plan of 5 requests a second: the browser logs each
  // 429 the client then waits out (docs/api.md "Limits").
  forgetExpectedLoadErrors(consoleErrors, /status of 429/)
})

test('the server’s token stays on the server: not in the page, its scripts or its requests', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const origin = preview?.url ?? ''
  interface Sent {
    url: string
    type: string
    headers: Record<string, string>
  }
  const sent: Promise<Sent | undefined>[] = []
  page.on('request', (request) => {
    sent.push(
      request.allHeaders().then(
        (headers) => ({ url: request.url(), type: request.resourceType(), headers }),
        // A request the page starts as the test ends has no headers to read: not one it sent.
        () => undefined,
      ),
    )
  })

  // Data loads through the app's own client: the account, then a page of events.
  await page.goto(`${origin}/account`)
  await expect(page.locator('.account-facts')).toContainText(BACKEND_ACCOUNT, { timeout: 60_000 })
  const events = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/events/' && response.status() === 200,
    { timeout: 120_000 },
  )
  await page.goto(`${origin}/events`)
  await events
  const answered = page
    .getByRole('navigation', { name: 'Result pages' })
    .or(page.getByText('No events match these filters').first())
  await expect(answered).toBeVisible({ timeout: 60_000 })

  const requests = (await Promise.all(sent)).filter((r): r is Sent => r !== undefined)
  const api = requests.filter((r) => new URL(r.url).pathname.startsWith('/v1/'))
  expect(api.length).toBeGreaterThan(0)
  // The page sends no Authorization of its own in proxy mode.
  expect(api.filter((r) => 'authorization' in r.headers)).toEqual([])
  expect(requests.filter((r) => JSON.stringify(r).includes(SERVER_TOKEN))).toEqual([])
  // Yet every request that reached the backend's gate carried the server's token.
  expect(gate?.authorizations.length).toBeGreaterThan(0)
  expect(new Set(gate?.authorizations)).toEqual(new Set([`Bearer ${SERVER_TOKEN}`]))

  // Neither the HTML (as served, with its connection tag) nor any script the page loaded holds it.
  const html = await (await fetch(`${origin}/events`, { headers: { Accept: 'text/html' } })).text()
  expect(html).toContain('name="eventscope-connection"')
  expect(html).not.toContain(SERVER_TOKEN)
  const scripts = [...new Set(requests.filter((r) => r.type === 'script').map((r) => r.url))]
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of scripts) {
    const text = await (await fetch(url)).text()
    expect(text, url).not.toContain(SERVER_TOKEN)
  }
  // The events map pages every match, and this backend's plan allows 5 requests a second: some
  // pages are answered 429 and retried (docs/api.md "Limits"), and the browser logs each 429 itself.
  // Closed first, so no page still in flight logs one after this.
  await page.close()
  forgetExpectedLoadErrors(consoleErrors, /status of 429/)
})
