import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { defineConfig, loadEnv } from 'vite'
import type { Connect, Plugin, ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'

// Proxy mode (design.md "Data flow"): with API_BASE_URL set, the dev and preview servers forward
// /v1 to that backend, and the page learns through a <meta> tag that it must talk to /v1 on its
// own origin with API_TOKEN instead of starting the embedded service. The tag is written when the
// HTML is served (not only at build time), so `vite preview` of any build can switch modes.
const CONNECTION_META = 'eventscope-connection'
const META_PATTERN = new RegExp(`\\s*<meta name="${CONNECTION_META}"[^>]*>`, 'g')

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}

/** Replaces any connection tag of `html` with the one for this server's environment. */
function withConnectionMeta(html: string, apiBaseUrl: string, token: string): string {
  const clean = html.replace(META_PATTERN, '')
  if (apiBaseUrl === '') return clean
  // The token is handed to every visitor of this server: use proxy mode for trusted audiences.
  const content = escapeAttribute(JSON.stringify({ mode: 'proxy', token }))
  return clean.replace(
    '</head>',
    `  <meta name="${CONNECTION_META}" content="${content}" />\n  </head>`,
  )
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

function connectionPlugin(apiBaseUrl: string, token: string): Plugin {
  return {
    name: 'eventscope-connection',
    // Dev server (transformed per request) and builds made with API_BASE_URL set.
    transformIndexHtml: (html) => withConnectionMeta(html, apiBaseUrl, token),
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
            res.end(withConnectionMeta(html, apiBaseUrl, token))
          },
          () => {
            next()
          },
        )
      })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiBaseUrl = (env.API_BASE_URL ?? '').trim().replace(/\/+$/, '')
  const token = (env.API_TOKEN ?? '').trim()
  const proxy: Record<string, ProxyOptions> | undefined =
    apiBaseUrl === '' ? undefined : { '/v1': { target: apiBaseUrl, changeOrigin: true } }
  return {
    plugins: [react(), connectionPlugin(apiBaseUrl, token)],
    // SERVICE_NOW, SERVICE_SEED, SERVICE_EVENTS reach the embedded service built in the browser.
    envPrefix: ['VITE_', 'SERVICE_'],
    worker: { format: 'es' },
    // The dev server's dependency scan starts from the HTML and does not follow `new Worker(...)`:
    // name the embedded service's dependencies so a first start does not reload the page mid-boot.
    optimizeDeps: { include: ['msw', 'msw/browser', 'date-holidays', 'idb', 'kdbush'] },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      // The map harness page is a second entry so Playwright can drive the map components alone;
      // the bare map page (basemap only, no React) is the baseline of `npm run bench`'s dashboard section.
      rolldownOptions: {
        input: { main: 'index.html', mapHarness: 'map-harness.html', bareMap: 'bare-map.html' },
      },
    },
  }
})
