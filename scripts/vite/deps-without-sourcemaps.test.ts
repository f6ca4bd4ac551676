// A real Vite dev server on 127.0.0.1, over a module that imports a pre-bundled dependency: with the
// plugin the dependency, and a dependency's file asked for by its path, come without the base64 map
// the server otherwise writes into them, and the module itself keeps its map.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer } from 'vite'
import type { Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { depsWithoutSourcemapsPlugin } from './deps-without-sourcemaps'

const INLINE_MAP = '//# sourceMappingURL=data:application/json;base64,'
/** MapLibre's worker script, which its workers ask the dev server for by its path. */
const WORKER_MODULE = 'maplibre-gl/dist/maplibre-gl-worker.mjs'
const WORKER = `/node_modules/${WORKER_MODULE}`
/** Starting a server and pre-bundling its dependency takes seconds on a busy machine. */
const SERVER_MS = 60_000

let root = ''

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'deps-maps-'))
  await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir')
  await writeFile(
    join(root, 'entry.js'),
    [
      "import KDBush from 'kdbush'",
      // As src/components/map/setup-maplibre.ts names MapLibre's worker script.
      `import workerUrl from '${WORKER_MODULE}?url'`,
      'export const index = new KDBush(1)',
      'export { workerUrl }',
      '',
    ].join('\n'),
  )
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

interface Served {
  readonly entry: string
  /** The pre-bundled dependency the entry imports. */
  readonly dependency: string
  /** A dependency's file asked for by its path: MapLibre's worker script. */
  readonly file: string
}

/** What a browser gets from a dev server with these plugins. */
async function served(plugins: Plugin[]): Promise<Served> {
  const server = await createServer({
    configFile: false,
    root,
    cacheDir: join(root, `.vite-${String(plugins.length)}`),
    logLevel: 'silent',
    plugins,
    optimizeDeps: { include: ['kdbush'], noDiscovery: true },
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  try {
    await server.listen()
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    const entry = await (await fetch(`${origin}/entry.js`)).text()
    const path = /"(\/[^"]*\/deps\/kdbush\.js\?v=\w+)"/.exec(entry)?.[1]
    if (!path) throw new Error(`no pre-bundled import in: ${entry.slice(0, 200)}`)
    const dependency = await (await fetch(`${origin}${path}`)).text()
    // As a module worker asks for its script.
    const file = await (
      await fetch(`${origin}${WORKER}`, { headers: { 'Sec-Fetch-Dest': 'worker' } })
    ).text()
    return { entry, dependency, file }
  } finally {
    await server.close()
  }
}

describe('depsWithoutSourcemapsPlugin', () => {
  it(
    "serves dependencies' code without an inline map, and the app's own modules with theirs",
    async () => {
      const without = await served([])
      expect(without.dependency.includes(INLINE_MAP)).toBe(true)
      expect(without.file.includes(INLINE_MAP)).toBe(true)

      const withPlugin = await served([depsWithoutSourcemapsPlugin()])
      expect(withPlugin.dependency.includes(INLINE_MAP)).toBe(false)
      expect(withPlugin.dependency).toContain('class KDBush')
      expect(withPlugin.dependency.length).toBeLessThan(without.dependency.length / 2)
      expect(withPlugin.file.includes(INLINE_MAP)).toBe(false)
      expect(withPlugin.file.length).toBeLessThan(without.file.length / 2)
      expect(withPlugin.entry.includes(INLINE_MAP)).toBe(true)
    },
    2 * SERVER_MS,
  )
})
