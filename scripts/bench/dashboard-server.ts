// The builds and `vite preview` servers the dashboard section measures: the production build
// (dist/) and the bench's bare map page (dist-pages/, src/testing/pages/pages.ts), each built again
// only when an input is newer than it, served on a free loopback port and stopped afterwards.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium'
import { BARE_MAP_PAGE, PAGES_MODE, PAGES_OUT_DIR } from '../../src/testing/pages/pages'
import type { MeasuredSize } from './dashboard-stats'
import { isBuildStale } from './dashboard-stats'

/** What the build reads besides node_modules: any of these newer than dist/ means a rebuild. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']

/** One of the two builds: where it goes, its `--mode`, and the page it must hold. */
interface Build {
  readonly outDir: string
  readonly mode: string | undefined
  readonly page: string
}
const APP: Build = { outDir: 'dist', mode: undefined, page: '/index.html' }
const PAGES: Build = { outDir: PAGES_OUT_DIR, mode: PAGES_MODE, page: BARE_MAP_PAGE }

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function builtAt(root: string, build: Build): number | undefined {
  const file = join(root, build.outDir, build.page)
  return existsSync(file) ? statSync(file).mtimeMs : undefined
}

const modeArgs = (build: Build): string[] => (build.mode ? ['--mode', build.mode] : [])

/** Builds the app and the bench pages with `vite build` when missing or older than src; says which it did. */
export function ensureBuild(root: string): 'fresh' | 'built' {
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(root, input))))
  const stale = [APP, PAGES].filter((build) => isBuildStale(builtAt(root, build), newest))
  for (const build of stale) {
    // `npm run bench` has already written public/data (prebench), so vite alone is enough here.
    const result = spawnSync('npx', ['vite', 'build', ...modeArgs(build), '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (result.status !== 0) throw new Error(`vite build failed (exit ${String(result.status)})`)
  }
  return stale.length === 0 ? 'fresh' : 'built'
}

/** A port the kernel hands out as free on 127.0.0.1 (free now; the preview claims it with --strictPort). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => {
        resolve(port)
      })
    })
  })
}

export interface PreviewServer {
  readonly origin: string
  stop(): void
}

async function waitForServer(
  url: string,
  exited: () => string | undefined,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const failure = exited()
    if (failure !== undefined) throw new Error(`vite preview stopped: ${failure}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`vite preview did not answer at ${url} within ${String(timeoutMs)} ms`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/**
 * Serves a build with `vite preview` in embedded mode (API_BASE_URL removed: proxy mode would
 * measure another server). The server runs in its own process group so stop() ends npx and vite.
 */
async function startPreview(root: string, build: Build): Promise<PreviewServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = { ...process.env }
  delete env.API_BASE_URL
  delete env.API_TOKEN
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      ...modeArgs(build),
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  let exit: string | undefined
  child.once('exit', (code, signal) => {
    exit = `exit ${String(code ?? signal)} ${stderr.trim()}`
  })
  const stop = (): void => {
    if (exit !== undefined || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  // A bench that ends early (an error thrown later) must not leave the server behind.
  process.once('exit', stop)
  try {
    await waitForServer(`${origin}${build.page}`, () => exit, 30_000)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, stop }
}

/** The dashboard (dist/) on one server. */
export const startAppPreview = (root: string): Promise<PreviewServer> => startPreview(root, APP)

/** The bench's bare map page (dist-pages/) on another. */
export const startPagesPreview = (root: string): Promise<PreviewServer> => startPreview(root, PAGES)

export interface BenchSetup {
  readonly app: PreviewServer
  readonly pages: PreviewServer
  readonly browser: Browser
  readonly build: 'fresh' | 'built'
}

/**
 * Runs `measure` with both builds up to date, each served by its own preview, and a headless
 * Debian Chromium; stops them all afterwards, whatever happens.
 */
export async function withBenchSetup<T>(
  root: string,
  measure: (setup: BenchSetup) => Promise<T>,
): Promise<T> {
  const build = ensureBuild(root)
  const app = await startAppPreview(root)
  try {
    const pages = await startPagesPreview(root)
    try {
      const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true })
      try {
        return await measure({ app, pages, browser, build })
      } finally {
        await browser.close()
      }
    } finally {
      pages.stop()
    }
  } finally {
    app.stop()
  }
}

/** What Chromium asks for; the server picks its encoding from it as it did for the page. */
const ACCEPT_ENCODING = 'gzip, deflate, br'

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

/** Bytes the server sends for `path` (body as encoded on the wire) and the bytes they decode to. */
export function measureFile(origin: string, path: string): Promise<MeasuredSize> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${origin}${path}`,
      { headers: { 'Accept-Encoding': ACCEPT_ENCODING } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${path}: HTTP ${String(response.statusCode)}`))
            return
          }
          const body = Buffer.concat(chunks)
          const encoding = (response.headers['content-encoding'] ?? '').trim()
          resolve({
            encodedBytes: body.byteLength,
            decodedBytes: decode(body, encoding).byteLength,
          })
        })
      },
    )
    request.on('error', reject)
  })
}
