// Proxy mode end to end: `npm run api` as the backend, `vite preview` started with API_BASE_URL
// and API_TOKEN in front of it, and the built app talking to the backend through the preview
// server's /v1 proxy without ever downloading the embedded service.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { expect, test } from './fixtures'
import { freePort } from './ports'

const ROOT = resolve(import.meta.dirname, '..')
// Not the embedded default (demo-analyst), so answers show the token came from the environment.
const TOKEN = 'demo-us-only'

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
let preview: Spawned | undefined

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
    ],
    { API_BASE_URL: backend.url, API_TOKEN: TOKEN },
    /(http:\/\/127\.0\.0\.1:\d+)/,
  )
})

test.afterAll(() => {
  preview?.child.kill('SIGTERM')
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

  // The page was told to use proxy mode with the environment's token.
  const connection = await page.evaluate(() =>
    document.querySelector('meta[name="eventscope-connection"]')?.getAttribute('content'),
  )
  expect(JSON.parse(connection ?? '{}')).toEqual({ mode: 'proxy', token: TOKEN })

  const account = await page.evaluate(async (token) => {
    const response = await fetch('/v1/accounts/self/', {
      headers: { Authorization: `Bearer ${token}` },
    })
    return { status: response.status, body: (await response.json()) as { name?: string } }
  }, TOKEN)
  expect(account).toEqual({
    status: 200,
    body: expect.objectContaining({ name: 'Demo US Retail' }),
  })

  // A write through the proxy lands in the backend: the backend itself lists it.
  const created = await page.evaluate(async (token) => {
    const response = await fetch('/v1/saved-locations/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Through the proxy', place_ids: ['4887398'] }),
    })
    return { status: response.status, body: (await response.json()) as { location_id: string } }
  }, TOKEN)
  expect(created.status).toBe(201)
  const listed = (await (
    await fetch(`${backend?.url ?? ''}/v1/saved-locations/`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
  ).json()) as { locations: { location_id: string }[] }
  expect(listed.locations.map((l) => l.location_id)).toContain(created.body.location_id)

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  const embedded = requested.filter((url) =>
    /service\.worker|msw-browser|mockServiceWorker|\/data\/gazetteer/.test(url),
  )
  expect(embedded).toEqual([])
  await expect(page.getByRole('status', { name: 'Embedded service' })).toBeEmpty()
})
