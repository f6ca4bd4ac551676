// The dev and preview servers send the prebuilt dataset compressed (docs/dataset-cache.md "On the
// wire"): `npm run data` writes a gzip twin beside each `dataset-<key>.bin` and GeoJSON file, and
// a request for the file that accepts gzip gets the twin's bytes with `Content-Encoding: gzip`,
// which the browser undoes as they arrive, so fewer bytes cross the wire and nothing is compressed
// per request. A static host does the same with its own precompressed-file setting (nginx's
// gzip_static, for one).
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'

/** The files served from a twin: the prebuilt datasets and the GeoJSON of /data/, by name alone. */
const PRECOMPRESSED = /^\/data\/[\w.-]+\.(bin|geojson)$/
/** Types of what the twins hold. The preview server's own compression skips GeoJSON's. */
const TYPES: Readonly<Record<string, string>> = {
  bin: 'application/octet-stream',
  geojson: 'application/geo+json',
}
const GZIP = /\bgzip\b/

/** Serves `<dir><path>.gz` for a GET or HEAD of a PRECOMPRESSED path that accepts gzip. */
export function precompressedMiddleware(dir: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const accepts = req.headers['accept-encoding'] ?? ''
    const kind = PRECOMPRESSED.exec(path)?.[1]
    if ((req.method !== 'GET' && req.method !== 'HEAD') || kind === undefined) {
      next()
      return
    }
    if (!GZIP.test(accepts)) {
      next()
      return
    }
    const file = resolve(dir(), `.${path}.gz`)
    stat(file).then(
      (info) => {
        res.setHeader('Content-Type', TYPES[kind] ?? 'application/octet-stream')
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', String(info.size))
        // A cache between the server and a client that takes no gzip must not hand it these bytes.
        res.setHeader('Vary', 'Accept-Encoding')
        // A reload revalidates and gets a 304 rather than the whole file again.
        const etag = `W/"gz-${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`
        res.setHeader('ETag', etag)
        res.setHeader('Cache-Control', 'no-cache')
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
      // No twin (a file another run wrote, or a host without one): the file as it is.
      () => {
        next()
      },
    )
  }
}

export function precompressedPlugin(): Plugin {
  return {
    name: 'eventscope-precompressed',
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
