// A module a page loads as a script of its own, apart from its entry: Vite bundles a page's module
// scripts into one entry, which runs only once every chunk it imports is in, so a module that must
// run first is made an entry chunk of its own by a build, and served as it is by the dev server.
// Used by the policy's setup script (content-security-policy.ts) and the early script
// (early-script.ts).
import { resolve } from 'node:path'
import type { IndexHtmlTransformContext, Plugin } from 'vite'

export interface PageScript {
  /** A plugin's hooks: where the module is, and (building) the chunk made of it. */
  readonly hooks: Pick<Plugin, 'configResolved' | 'buildStart'>
  /** The script's address in a page: the built chunk's, or the module's own on the dev server. */
  src(bundle: IndexHtmlTransformContext['bundle']): string
}

/** `module` (from the project's root) as a script of its own, its built chunk named `name`. */
export function pageScript(module: string, name: string): PageScript {
  let building = false
  let base = '/'
  let id = ''
  return {
    hooks: {
      configResolved(config) {
        building = config.command === 'build'
        base = config.base
        id = resolve(config.root, module)
      },
      buildStart() {
        if (building) this.emitFile({ type: 'chunk', id, name })
      },
    },
    src(bundle) {
      const built = Object.values(bundle ?? {}).find(
        (file) => file.type === 'chunk' && file.facadeModuleId === id,
      )
      return built ? `${base}${built.fileName}` : `${base}${module}`
    },
  }
}
