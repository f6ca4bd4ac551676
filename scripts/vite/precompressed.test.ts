// Real Vite dev and preview servers on 127.0.0.1 over a folder holding a prebuilt dataset file and
// its gzip twin: a browser that takes gzip gets the twin's bytes with Content-Encoding: gzip, which
// decode to the file; one that does not gets the file itself.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { createServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressedPlugin } from './precompressed'

const FILE = '/data/dataset-test-1-2.bin'
/** Starting a server takes seconds on a busy machine. */
const SERVER_MS = 60_000

/** Incompressible head, compressible tail: the twin is smaller than the file, as the dataset's is. */
const bytes = Buffer.concat([
  Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24)),
  Buffer.alloc(1 << 16, 7),
])
const twin = gzipSync(bytes)

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
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

function expectServedBoth(origin: () => string): void {
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

  expectServedBoth(() => origin)
})

describe('the preview server', () => {
  let close = async (): Promise<void> => {}
  let origin = ''
  beforeAll(async () => {
    const server = await preview({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompressedPlugin()],
      preview: { host: '127.0.0.1', port: 0 },
    })
    origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    close = () => server.close()
  }, SERVER_MS)
  afterAll(() => close())

  expectServedBoth(() => origin)

  it(
    'sends GeoJSON from its twin as GeoJSON, and leaves other files to the static server',
    async () => {
      const shapes = await get(origin, '/data/shapes.geojson', 'gzip')
      expect(shapes.headers['content-encoding']).toBe('gzip')
      expect(shapes.headers['content-type']).toBe('application/geo+json')
      expect(gunzipSync(shapes.body).equals(bytes)).toBe(true)
      const other = await get(origin, '/data/other.png', 'gzip')
      expect(other.status).toBe(200)
      expect(other.headers['content-encoding']).toBeUndefined()
      expect(other.body.equals(bytes)).toBe(true)
    },
    SERVER_MS,
  )
})
