// `npm run dev` serves the code of dependencies (React, MapLibre and its worker, zod, ...) without
// source maps. The dev server writes a module's map into the module itself, as base64, and makes
// it again for each request, so every load would carry, inside each dependency (and inside
// MapLibre's worker code once for each of its workers), a map larger than the code it maps, of code
// the browser's debugger hides anyway (Vite lists it as ignored). The app's own modules keep their
// maps (docs/architecture.md "This machine").
import { join } from 'node:path'
import { normalizePath } from 'vite'
import type { Plugin } from 'vite'

const SCRIPT = /\.[cm]?js$/

export function depsWithoutSourcemapsPlugin(): Plugin {
  /** Where the dev server keeps the dependencies it pre-bundles (`<cacheDir>/deps/`). */
  let deps = ''
  const isDependency = (id: string): boolean => {
    const path = id.split('?')[0] ?? id
    return (
      SCRIPT.test(path) &&
      ((deps !== '' && path.startsWith(deps)) || path.includes('/node_modules/'))
    )
  }
  return {
    name: 'eventscope-deps-without-sourcemaps',
    apply: 'serve',
    // First, so that its empty map ("no map" to Vite) is the one the server keeps.
    enforce: 'pre',
    configResolved(config) {
      deps = normalizePath(join(config.cacheDir, 'deps')) + '/'
    },
    transform(code, id) {
      if (!isDependency(id)) return null
      // The code must change too: for code no plugin changed, the server keeps the map it read
      // with the file.
      return {
        code: `${code}\n// Source map left out (scripts/vite/deps-without-sourcemaps.ts)\n`,
        map: { mappings: '' },
      }
    },
  }
}
