// The app page's first script of its own (src/app/early-start.ts), which starts the embedded
// service's worker. Vite bundles a page's module scripts into one entry, and an entry runs only
// once every chunk it imports is in: the worker would wait for the whole app. A build makes the
// module an entry of its own instead, a file the page loads and runs before the app's entry, and
// the dev server serves it as it is.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { withSetupScript } from './content-security-policy.ts'

export const EARLY_MODULE = 'src/app/early-start.ts'

/** Adds the early module's script to the app's page (index.html) before its other scripts. */
export function earlyScriptPlugin(): Plugin {
  let building = false
  let base = '/'
  let earlyModule = ''
  return {
    name: 'eventscope-early-script',
    config(_config, { command }) {
      building = command === 'build'
    },
    configResolved(config) {
      base = config.base
      earlyModule = resolve(config.root, EARLY_MODULE)
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: earlyModule, name: 'early-start' })
    },
    // Before the policy plugin's own handler, which puts its setup script first of all: the
    // worker's script URL needs the Trusted Types policy that script sets.
    transformIndexHtml: {
      order: 'post',
      handler: (html, { path, bundle }) => {
        if (path !== '/index.html') return html
        const built = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === earlyModule,
        )
        return withSetupScript(html, built ? `${base}${built.fileName}` : `${base}${EARLY_MODULE}`)
      },
    },
  }
}
