// Real Vite dev and preview servers on 127.0.0.1 over a folder holding a prebuilt dataset file and
// its gzip twin: a browser that takes gzip gets the twin's bytes with Content-Encoding: gzip, which
// decode to the file; one that does not gets the file itself. And the twins a build writes.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { createServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Plugin } from 'vite'
import { precompressedPlugin, writeTwins } from './precompressed'

const FILE = '/data/dataset-test-1-2.bin'
/** Starting a server takes seconds on a busy machine. */
const SERVER_MS = 60_000

/** Incompressible head, compressible tail: the twin is smaller than the file, as the dataset's is. */
const bytes = Buffer.concat([
  Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24)),
  Buffer.alloc(1 << 16, 7),
])
const twin = gzipSync(bytes)
const script = Buffer.from('export const rows = [' + '"a row", '.repeat(4000) + ']\n')

interface Reply {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Buffer
}

/** A raw GET or HEAD, so that the body arrives as the server sent it, still compressed. */
function get(
  origin: string,
  path: string,
  encoding: string,
  method = 'GET',
  extra: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((done, fail) => {
    const headers = { 'accept-encoding': encoding, ...extra }
    const req = request(`${origin}${path}`, { method, headers })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', fail)
    req.end()
  })
}

/** A reply of `content`'s gzip twin, sent as `type`. */
function expectTwinOf(reply: Reply, type: string, content: Buffer): void {
  expect(reply.headers['content-encoding']).toBe('gzip')
  expect(reply.headers['content-type']).toBe(type)
  expect(gunzipSync(reply.body).equals(content)).toBe(true)
}

let root = ''

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompressed-'))
  for (const dir of ['public', 'dist']) {
    await mkdir(join(root, dir, 'data'), { recursive: true })
    await writeFile(join(root, dir, FILE), bytes)
    await writeFile(join(root, dir, `${FILE}.gz`), twin)
  }
  await writeFile(join(root, 'dist', 'data', 'other.png'), bytes)
  await writeFile(join(root, 'dist', 'data', 'other.png.gz'), twin)
  await writeFile(join(root, 'dist', 'data', 'shapes.geojson'), bytes)
  await writeFile(join(root, 'dist', 'data', 'shapes.geojson.gz'), twin)
  await mkdir(join(root, 'dist', 'assets'))
  await writeFile(join(root, 'dist', 'assets', 'app-1a2b.js'), script)
  await writeFile(join(root, 'dist', 'assets', 'app-1a2b.js.gz'), gzipSync(script))
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** `outside` names, through `..`, a twin beside the served folder rather than in it. */
function expectServedBoth(origin: () => string, outside: string): void {
  it(
    'sends the twin with Content-Encoding: gzip to a client that takes gzip',
    async () => {
      const reply = await get(origin(), FILE, 'gzip, deflate, br')
      expect(reply.status).toBe(200)
      expect(reply.headers['content-encoding']).toBe('gzip')
      expect(reply.headers.vary).toBe('Accept-Encoding')
      expect(Number(reply.headers['content-length'])).toBe(twin.byteLength)
      expect(reply.body.byteLength).toBeLessThan(bytes.byteLength / 4)
      expect(gunzipSync(reply.body).equals(bytes)).toBe(true)
      const head = await get(origin(), FILE, 'gzip', 'HEAD')
      expect(head.headers['content-encoding']).toBe('gzip')
      expect(head.body.byteLength).toBe(0)
      // A reload revalidates with the tag it was given and gets no body back.
      const etag = String(reply.headers.etag)
      const again = await get(origin(), FILE, 'gzip', 'GET', { 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(again.body.byteLength).toBe(0)
      const stale = await get(origin(), FILE, 'gzip', 'GET', { 'if-none-match': 'W/"other"' })
      expect(stale.status).toBe(200)
      expect(stale.body.equals(reply.body)).toBe(true)
    },
    SERVER_MS,
  )

  it(
    'never reaches a twin outside the folder it serves, nor fails on a malformed path',
    async () => {
      const reply = await get(origin(), outside, 'gzip')
      expect(reply.headers['content-encoding']).toBeUndefined()
      const malformed = await get(origin(), '/assets/%E0%A4%A.js', 'gzip')
      expect(malformed.status).toBeLessThan(500)
    },
    SERVER_MS,
  )

  it(
    'sends the file itself to a client that takes no gzip',
    async () => {
      const reply = await get(origin(), FILE, 'identity')
      expect(reply.status).toBe(200)
      expect(reply.headers['content-encoding']).toBeUndefined()
      expect(reply.body.equals(bytes)).toBe(true)
    },
    SERVER_MS,
  )
}

describe('the dev server', () => {
  let close = async (): Promise<void> => {}
  let origin = ''
  beforeAll(async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompressedPlugin()],
      server: { host: '127.0.0.1', port: 0 },
    })
    await server.listen()
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    close = () => server.close()
  }, SERVER_MS)
  afterAll(() => close())

  expectServedBoth(() => origin, '/data/%2e%2e/%2e%2e/dist/data/shapes.geojson')
})

/** As vite.config.ts does for the files named by their content, ahead of the twins' middleware. */
const immutableAssets: Plugin = {
  name: 'immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      if ((req.url ?? '').startsWith('/assets/')) res.setHeader('Cache-Control', 'immutable')
      next()
    })
  },
}

describe('the preview server', () => {
  let close = async (): Promise<void> => {}
  let origin = ''
  beforeAll(async () => {
    const server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [immutableAssets, precompressedPlugin()],
      preview: { host: '127.0.0.1', port: 0 },
    })
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    close = () => server.close()
  }, SERVER_MS)
  afterAll(() => close())

  expectServedBoth(() => origin, `/data/%2e%2e/%2e%2e/public${FILE}`)

  it(
    'sends GeoJSON from its twin as GeoJSON, and leaves other files to the static server',
    async () => {
      const shapes = await get(origin, '/data/shapes.geojson', 'gzip')
      expectTwinOf(shapes, 'application/geo+json', bytes)
      const other = await get(origin, '/data/other.png', 'gzip')
      expect(other.status).toBe(200)
      expect(other.headers['content-encoding']).toBeUndefined()
      expect(other.body.equals(bytes)).toBe(true)
    },
    SERVER_MS,
  )

  it(
    'sends a script from its twin as JavaScript, keeping the cache policy it was given',
    async () => {
      const reply = await get(origin, '/assets/app-1a2b.js', 'gzip, deflate, br')
      expectTwinOf(reply, 'text/javascript; charset=utf-8', script)
      expect(reply.headers['cache-control']).toBe('immutable')
      const plain = await get(origin, '/assets/app-1a2b.js', 'identity')
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.equals(script)).toBe(true)
    },
    SERVER_MS,
  )
})

describe('the twins a build writes', () => {
  it('twins each compressible file big enough to gain, leaving others and existing twins', async () => {
    const dir = join(root, 'built')
    await mkdir(join(dir, 'assets'), { recursive: true })
    await mkdir(join(dir, 'data'))
    const oldTwin = Buffer.from('an older twin')
    const files: Record<string, Buffer> = {
      'assets/app.js': script,
      'assets/style.css': Buffer.from('.a { color: red }\n'.repeat(200)),
      'assets/small.js': Buffer.from('export {}\n'),
      'assets/map.js.map': script,
      'data/gazetteer.json': Buffer.from(JSON.stringify(Array(500).fill({ name: 'a place' }))),
      'data/tiles.pmtiles': bytes,
      'data/dataset.bin': bytes,
      'data/dataset.bin.gz': oldTwin,
    }
    for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content)

    expect(await writeTwins(dir)).toBe(3)
    const twins = (await readdir(dir, { recursive: true }))
      .filter((name) => name.endsWith('.gz'))
      .sort()
    expect(twins).toEqual([
      join('assets', 'app.js.gz'),
      join('assets', 'style.css.gz'),
      join('data', 'dataset.bin.gz'),
      join('data', 'gazetteer.json.gz'),
    ])
    for (const name of ['assets/app.js', 'assets/style.css', 'data/gazetteer.json']) {
      const twinBytes = await readFile(join(dir, `${name}.gz`))
      expect(gunzipSync(twinBytes).equals(files[name] ?? Buffer.alloc(0))).toBe(true)
      expect(twinBytes.length).toBeLessThan((files[name] ?? Buffer.alloc(0)).length / 2)
    }
    expect((await readFile(join(dir, 'data/dataset.bin.gz'))).equals(oldTwin)).toBe(true)
    // A second build over the same folder has nothing left to do.
    expect(await writeTwins(dir)).toBe(0)
  })

  it(
    'are written by a build alone, not by a dev server as it stops',
    async () => {
      const dir = join(root, 'dev-only')
      await mkdir(join(dir, 'dist'), { recursive: true })
      await writeFile(join(dir, 'dist', 'app.js'), script)
      const server = await createServer({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [precompressedPlugin()],
        server: { host: '127.0.0.1', port: 0 },
      })
      await server.listen()
      await server.close()
      expect(await readdir(join(dir, 'dist'))).toEqual(['app.js'])
    },
    SERVER_MS,
  )
})
