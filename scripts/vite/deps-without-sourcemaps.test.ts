// A real Vite dev server on 127.0.0.1, over a module that imports a pre-bundled dependency: with the
// plugin the dependency comes without the base64 map the server otherwise writes into it, and the
// module itself keeps its map.
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer } from 'vite'
import type { Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { depsWithoutSourcemapsPlugin } from './deps-without-sourcemaps'

const INLINE_MAP = '//# sourceMappingURL=data:application/json;base64,'
/** Starting a server and pre-bundling its dependency takes seconds on a busy machine. */
const SERVER_MS = 60_000

let root = ''

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'deps-maps-'))
  await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir')
  await writeFile(
    join(root, 'entry.js'),
    "import KDBush from 'kdbush'\nexport const index = new KDBush(1)\n",
  )
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

/** The entry module and the dependency it imports, as a browser would get them. */
async function served(plugins: Plugin[]): Promise<{ entry: string; dependency: string }> {
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
    return { entry, dependency }
  } finally {
    await server.close()
  }
}

describe('depsWithoutSourcemapsPlugin', () => {
  it(
    'serves pre-bundled dependencies without their inline map, and the app its own',
    async () => {
      const without = await served([])
      expect(without.dependency).toContain(INLINE_MAP)

      const withPlugin = await served([depsWithoutSourcemapsPlugin()])
      expect(withPlugin.dependency).not.toContain(INLINE_MAP)
      expect(withPlugin.dependency).toContain('class KDBush')
      expect(withPlugin.dependency.length).toBeLessThan(without.dependency.length / 2)
      expect(withPlugin.entry).toContain(INLINE_MAP)
    },
    2 * SERVER_MS,
  )
})
