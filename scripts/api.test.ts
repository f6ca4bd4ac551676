// `npm run api` as a user runs it: a real process on a free loopback port, driven over HTTP with
// fetch the way curl or an SDK would, every answer parsed by the contract's response schema.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../src/contract/routes'
import type { OperationId, ResponseOf, RouteDef } from '../src/contract/routes'

const ROOT = resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(join(tmpdir(), 'eventscope-api-'))
const ENV = {
  SERVICE_NOW: '2026-03-02T10:00:00Z',
  SERVICE_SEED: '99',
  // Small: these tests check the script's start, shape and shutdown, not the data.
  SERVICE_EVENTS: '10000',
  SERVICE_BROADCASTS: '2000',
  SERVICE_DATA_DIR: dataDir,
  PORT: '0',
}
const AUTH = { authorization: 'Bearer demo-analyst' }

interface RunningApi {
  readonly url: string
  readonly output: () => string
  stop(): Promise<number | null>
}

/** Starts scripts/api.ts and resolves with its URL once it prints that it listens. */
function startApi(): Promise<RunningApi> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      done(code)
    }),
  )
  return new Promise((resolveStart, rejectStart) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /API on (http:\/\/127\.0\.0\.1:\d+)\/v1\//.exec(output)
      if (match?.[1]) {
        resolveStart({
          url: match[1],
          output: () => output,
          stop: () => {
            child.kill('SIGTERM')
            return exited
          },
        })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    void exited.then((code) => {
      rejectStart(new Error(`api exited with ${String(code)} before listening:\n${output}`))
    })
  })
}

let api: RunningApi

async function get<Op extends OperationId>(
  op: Op,
  path: string,
  headers: Record<string, string> = AUTH,
): Promise<ResponseOf<Op>> {
  const response = await fetch(`${api.url}${path}`, { headers })
  const body: unknown = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(routes[op].successStatus)
  expect(response.headers.get('content-type')).toContain('application/json')
  const route: RouteDef = routes[op]
  // The route's response schema parses to exactly ResponseOf<Op>.
  return (route.response ? route.response.parse(body) : body) as ResponseOf<Op>
}

beforeAll(async () => {
  api = await startApi()
}, 300_000)

afterAll(async () => {
  await api.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run api', () => {
  it('prints where it listens, the demo tokens and how long the build took', () => {
    expect(api.output()).toMatch(/demo-analyst, demo-us-only, demo-lapsed, demo-events-only/)
    expect(api.output()).toMatch(/built in \d+\.\d s/)
  })

  it('answers 401 without a token and serves the OpenAPI document without one', async () => {
    const denied = await fetch(`${api.url}/v1/events/`)
    expect(denied.status).toBe(401)
    expect(await denied.json()).toEqual({ error: 'Authentication credentials were not provided.' })
    const doc = (await (await fetch(`${api.url}/v1/openapi.json`)).json()) as {
      openapi: string
      paths: Record<string, unknown>
    }
    expect(doc.openapi).toMatch(/^3\.1/)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/events/', '/v1/broadcasts/', '/v1/saved-locations/']),
    )
  })

  it('answers every read operation in the contract shape', async () => {
    const events = await get('searchEvents', '/v1/events/?limit=3&category=concerts')
    expect(events.results).toHaveLength(3)
    const count = await get('countEvents', '/v1/events/count/?category=concerts')
    expect(count.count).toBe(events.count)
    const calendar = await get('eventsCalendar', '/v1/events/calendar/?limit=7')
    expect(calendar.results.length).toBeGreaterThan(0)
    const broadcasts = await get('searchBroadcasts', '/v1/broadcasts/?limit=2')
    expect(broadcasts.results.length).toBe(2)
    const broadcastCount = await get('countBroadcasts', '/v1/broadcasts/count/')
    expect(broadcastCount.count).toBe(broadcasts.count)
    const places = await get('searchPlaces', '/v1/places/?q=Chicago&limit=1')
    const [chicago] = places.results
    expect(chicago?.name).toBe('Chicago')
    const hierarchies = await get(
      'placeHierarchies',
      `/v1/places/hierarchies/?location.place_id=${chicago?.id ?? ''}`,
    )
    expect(hierarchies.place_hierarchies.length).toBeGreaterThan(0)
    const account = await get('accountSelf', '/v1/accounts/self/')
    expect(account.name).toBe('Demo Analytics')
  })

  it('keeps a saved location across a restart, and shuts down cleanly', async () => {
    const created = await fetch(`${api.url}/v1/saved-locations/`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Stadium district',
        labels: ['ops'],
        geojson: {
          type: 'Feature',
          properties: { radius: 3, radius_unit: 'km' },
          geometry: { type: 'Point', coordinates: [-87.6339, 41.8299] },
        },
      }),
    })
    expect(created.status).toBe(201)
    const { location_id } = routes.createSavedLocation.response.parse(await created.json())
    expect(await api.stop()).toBe(0)

    api = await startApi()
    const stored = await get('getSavedLocation', `/v1/saved-locations/${location_id}/`)
    expect(stored).toMatchObject({ location_id, name: 'Stadium district', labels: ['ops'] })
    const list = await get('listSavedLocations', '/v1/saved-locations/')
    expect(list.count).toBe(1)
  }, 300_000)
})
