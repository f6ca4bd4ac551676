// Precompressed files (docs/dataset-cache.md "On the wire"): every compressible file a build
// writes gets a gzip twin (scripts/data/gzip-twin.ts), made once at build time, as `npm run data`
// makes those of the prebuilt dataset and the GeoJSON of public/data/. The dev and
// preview servers answer a request for a file that has a twin, from a client that accepts gzip,
// with the twin's bytes and `Content-Encoding: gzip`; the browser undoes the encoding as the bytes
// arrive. So nothing is compressed per request: the preview server would otherwise gzip each
// script and JSON file anew for every first visit, on the cores the page loads with. A static host
// does the same with its own precompressed-file setting (nginx's gzip_static, for one).
import { createReadStream } from 'node:fs'
import { readFile, readdir, stat } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { twinName, writeTwin } from '../data/gzip-twin.ts'

/** The files a twin may stand for, by extension, and the type each is sent as. */
const TYPES: Readonly<Record<string, string>> = {
  '.bin': 'application/octet-stream',
  '.css': 'text/css; charset=utf-8',
  '.geojson': 'application/geo+json',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
}
const GZIP = /\bgzip\b/
/** Below this, the headers outweigh what gzip saves. */
const MIN_BYTES = 1024

/** The path of a request's URL, undefined when its escapes are malformed. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '')
  } catch {
    return undefined
  }
}

/** Serves `<dir><path>.gz` for a GET or HEAD of a file of TYPES that has a twin, to a gzip client. */
export function precompressedMiddleware(dir: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    // A malformed path is no file of TYPES.
    const path = decodedPath(req.url ?? '') ?? ''
    const type = TYPES[extname(path)]
    const accepts = req.headers['accept-encoding'] ?? ''
    const root = dir()
    const file = resolve(root, `.${twinName(path)}`)
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !type ||
      !GZIP.test(accepts) ||
      // Only files inside the served folder, whatever `..` the path holds.
      !file.startsWith(`${root}/`)
    ) {
      next()
      return
    }
    stat(file).then(
      (info) => {
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', String(info.size))
        // A cache between the server and a client that takes no gzip must not hand it these bytes.
        res.setHeader('Vary', 'Accept-Encoding')
        // A reload revalidates and gets a 304 rather than the whole file again; files named by
        // their content keep the policy an earlier middleware gave them (vite.config.ts).
        const etag = `W/"gz-${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`
        res.setHeader('ETag', etag)
        if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache')
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304
          res.removeHeader('Content-Length')
          res.end()
          return
        }
        if (req.method === 'HEAD') {
          res.end()
          return
        }
        createReadStream(file)
          .on('error', () => res.destroy())
          .pipe(res)
      },
      // No twin (a file another run wrote, or one too small to gain): the file as it is.
      () => {
        next()
      },
    )
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/**
 * Writes the gzip twin of each file of `dir` that TYPES names and that has none yet (the data
 * files come with theirs from public/). Returns the twins written.
 */
export async function writeTwins(dir: string): Promise<number> {
  const files = await filesUnder(dir)
  const present = new Set(files)
  let written = 0
  for (const file of files) {
    if (!TYPES[extname(file)] || present.has(twinName(file))) continue
    const bytes = await readFile(file)
    if (bytes.byteLength < MIN_BYTES) continue
    writeTwin(file, bytes)
    written += 1
  }
  return written
}

export function precompressedPlugin(): Plugin {
  // Set for a build only: the dev server also calls closeBundle, when it stops.
  let outDir: string | undefined
  return {
    name: 'eventscope-precompressed',
    configResolved(config) {
      if (config.command === 'build') outDir = resolve(config.root, config.build.outDir)
    },
    // After the public folder is copied, so its JSON gets twins too.
    async closeBundle() {
      if (outDir !== undefined) await writeTwins(outDir)
    },
    configureServer(server) {
      server.middlewares.use(precompressedMiddleware(() => server.config.publicDir))
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        precompressedMiddleware(() => resolve(server.config.root, server.config.build.outDir)),
      )
    },
  }
}
