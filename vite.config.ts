import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { defineConfig, loadEnv } from 'vite'
import type { Connect, Plugin, ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
// The config's own imports, and theirs, name their .ts files: Vite's coming native config loader
// resolves them as Node does, without guessing an extension.
import { answersDigest, datasetDigest } from './scripts/data/dataset-digest.ts'
import { firstAnswersAreCurrent } from './scripts/answers/current-answers.ts'
import { depsWithoutSourcemapsPlugin } from './scripts/vite/deps-without-sourcemaps.ts'
import { precompressedPlugin } from './scripts/vite/precompressed.ts'
import {
  PAGE_SETUP_MODULE,
  contentSecurityPolicyPlugin,
} from './scripts/vite/content-security-policy.ts'
import { EARLY_MODULE, earlyScriptPlugin } from './scripts/vite/early-script.ts'
import { firstLoadChunks } from './scripts/vite/first-load-chunks.ts'
import type { Env } from './src/service/boot/config.ts'
import { FIRST_ANSWERS_FILE } from './src/utils/data-files.ts'
import {
  BASEMAP_META,
  serverBasemap,
  type BasemapSource,
} from './src/components/map/basemap-source.ts'
import {
  BARE_MAP_PAGE,
  MAP_HARNESS_PAGE,
  PAGES_MODE,
  PAGES_OUT_DIR,
  STORE_HARNESS_PAGE,
} from './src/testing/pages/pages.ts'

// Proxy mode (docs/architecture.md "Data flow"): with API_BASE_URL set, the dev and preview servers forward
// /v1 to that backend, adding `Authorization: Bearer <API_TOKEN>` themselves, and the page learns
// through a <meta> tag that it must talk to /v1 on its own origin instead of starting the embedded
// service. The tag names the mode only: the token stays on this server and never reaches a page.
// The tag is written when the HTML is served (not only at build time), so `vite preview` of any
// build can switch modes. With BASEMAP_URL set (and BASEMAP_KIND, style or pmtiles, when the file
// name does not say), a second tag names the streets basemap its pages start with
// (src/components/map/basemap-source.ts).
const CONNECTION_META = 'eventscope-connection'
const META_PATTERN = new RegExp(`\\s*<meta name="(${CONNECTION_META}|${BASEMAP_META})"[^>]*>`, 'g')

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

// A page for the embedded service preloads the first view's answers given ahead of time
// (docs/dataset-cache.md "A first visit") with its HTML: the page asks for them while its scripts
// load, not once they run. A page that talks to a backend never reads them.
const FIRST_ANSWERS_PRELOAD = `<link rel="preload" href="/data/${FIRST_ANSWERS_FILE}" as="fetch" crossorigin="anonymous" />`
const PRELOAD_PATTERN = new RegExp(
  `\\s*<link rel="preload" href="/data/${FIRST_ANSWERS_FILE}"[^>]*>`,
  'g',
)

function firstAnswersPlugin(): Plugin {
  return {
    name: 'eventscope-first-answers',
    transformIndexHtml: (html) => html.replace('</head>', `  ${FIRST_ANSWERS_PRELOAD}\n  </head>`),
  }
}

/**
 * The dev server hands out the first answers given ahead of time only while they still match the
 * code and settings (scripts/answers/current-answers.ts); otherwise the file is missing and the
 * page asks its service.
 */
function firstAnswersDevPlugin(env: Env): Plugin {
  const path = `/data/${FIRST_ANSWERS_FILE}`
  return {
    name: 'eventscope-first-answers-dev',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== path) {
          next()
          return
        }
        void readFile(resolve(server.config.publicDir, `.${path}`), 'utf8')
          .then((text) => firstAnswersAreCurrent(root, env, text))
          .catch(() => false)
          .then((current) => {
            if (current) {
              next()
              return
            }
            res.statusCode = 404
            res.end()
          })
      })
    },
  }
}

/** What this server tells its pages: its API's base URL, and the basemap it names (BASEMAP_URL). */
interface ServerSettings {
  readonly apiBaseUrl: string
  readonly basemap: BasemapSource | undefined
}

const meta = (name: string, value: unknown) =>
  `  <meta name="${name}" content="${escapeAttribute(JSON.stringify(value))}" />\n  </head>`

/** Replaces any connection or basemap tag of `html` with those for this server's environment. */
function withServerMeta(html: string, { apiBaseUrl, basemap }: ServerSettings): string {
  let page = html.replace(META_PATTERN, '')
  if (basemap) page = page.replace('</head>', meta(BASEMAP_META, basemap))
  if (apiBaseUrl === '') return page
  return page
    .replace(PRELOAD_PATTERN, '')
    .replace('</head>', meta(CONNECTION_META, { mode: 'proxy' }))
}

function isPageRequest(req: Connect.IncomingMessage): boolean {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  const accepts = req.headers.accept ?? ''
  return (
    req.method === 'GET' &&
    accepts.includes('text/html') &&
    !path.startsWith('/v1/') &&
    // The app's routes (the SPA fallback) and its entry; other pages are served as they are.
    (!/\.[a-z0-9]+$/i.test(path) || path === '/index.html')
  )
}

function connectionPlugin(settings: ServerSettings): Plugin {
  return {
    name: 'eventscope-connection',
    // Dev server (transformed per request) and builds made with API_BASE_URL or BASEMAP_URL set.
    transformIndexHtml: (html) => withServerMeta(html, settings),
    // `vite preview` serves the built files verbatim: rewrite the page on the way out.
    configurePreviewServer(server) {
      const indexFile = resolve(server.config.root, server.config.build.outDir, 'index.html')
      server.middlewares.use((req, res, next) => {
        if (!isPageRequest(req)) {
          next()
          return
        }
        readFile(indexFile, 'utf8').then(
          (html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(withServerMeta(html, settings))
          },
          () => {
            next()
          },
        )
      })
    },
  }
}

/** Where a build puts its content-hashed files (Vite's `build.assetsDir`). */
const ASSETS_PATH = '/assets/'

/**
 * `vite preview` serves a build as a static host would: every file under /assets/ is named by a
 * hash of its content, so a browser may keep it for good rather than ask again on each load, and a
 * reload runs its module scripts without first waiting for a 304 for each (docs/dataset-cache.md
 * "Reloads: what else the page would wait for").
 */
function immutableAssetsPlugin(): Plugin {
  return {
    name: 'eventscope-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').startsWith(ASSETS_PATH)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        }
        next()
      })
    },
  }
}

/**
 * The /v1 proxy to the backend. The server's token is set here, on the way out: the proxy copies
 * the page's headers first and `headers` over them, under the same lower-case name Node gives
 * incoming headers, so whatever Authorization a page sends (a token typed on the Account page, or
 * none) is replaced by API_TOKEN. Without API_TOKEN the page's own header goes through.
 */
function backendProxy(apiBaseUrl: string, token: string): ProxyOptions {
  return {
    target: apiBaseUrl,
    changeOrigin: true,
    ...(token === '' ? {} : { headers: { authorization: `Bearer ${token}` } }),
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiBaseUrl = (env.API_BASE_URL ?? '').trim().replace(/\/+$/, '')
  const token = (env.API_TOKEN ?? '').trim()
  // A default streets basemap for this server's pages, until an analyst chooses another.
  const basemap = serverBasemap(env.BASEMAP_URL, env.BASEMAP_KIND)
  // `--mode pages` builds the test and bench pages alone, apart from the product (pages.ts).
  const pages = mode === PAGES_MODE
  const input: Record<string, string> = pages
    ? {
        mapHarness: MAP_HARNESS_PAGE.slice(1),
        bareMap: BARE_MAP_PAGE.slice(1),
        storeHarness: STORE_HARNESS_PAGE.slice(1),
      }
    : { main: 'index.html' }
  const firstLoad = firstLoadChunks('src/app/main.tsx', EARLY_MODULE, PAGE_SETUP_MODULE)
  const proxy: Record<string, ProxyOptions> | undefined =
    apiBaseUrl === '' ? undefined : { '/v1': backendProxy(apiBaseUrl, token) }
  return {
    plugins: [
      react(),
      // Before the policy's plugin: both put a script first, and the policy's must come first.
      ...(pages ? [] : [earlyScriptPlugin(), firstLoad.plugin]),
      contentSecurityPolicyPlugin(),
      connectionPlugin({ apiBaseUrl, basemap }),
      immutableAssetsPlugin(),
      precompressedPlugin(),
      depsWithoutSourcemapsPlugin(),
      ...(pages || apiBaseUrl !== '' ? [] : [firstAnswersPlugin(), firstAnswersDevPlugin(env)]),
    ],
    // SERVICE_NOW, SERVICE_SEED, SERVICE_EVENTS reach the embedded service built in the browser.
    envPrefix: ['VITE_', 'SERVICE_'],
    // The embedded service keys the dataset it keeps by this digest of the code that generates it
    // (docs/dataset-cache.md), and names the prebuilt file `npm run data` writes with it.
    define: {
      'import.meta.env.EVENTSCOPE_DATASET_DIGEST': JSON.stringify(datasetDigest(process.cwd())),
      // The answers a page keeps are scoped by this digest of everything that computes them
      // (docs/dataset-cache.md).
      'import.meta.env.EVENTSCOPE_ANSWERS_DIGEST': JSON.stringify(answersDigest(process.cwd())),
    },
    worker: { format: 'es' },
    // The dev server's dependency scan starts from the HTML and does not follow `new Worker(...)`:
    // name the embedded service's dependencies so a first start does not reload the page mid-boot.
    optimizeDeps: { include: ['msw', 'msw/browser', 'date-holidays', 'idb', 'kdbush'] },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy,
      // The first page after `npm run dev` starts asks for every module of the events view:
      // transformed while the server waits for it, not one request at a time.
      warmup: { clientFiles: ['./src/app/main.tsx', './src/service/transport/service.worker.ts'] },
    },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      outDir: pages ? PAGES_OUT_DIR : 'dist',
      rolldownOptions: {
        input,
        output: pages ? {} : { codeSplitting: firstLoad.codeSplitting },
      },
    },
  }
})
