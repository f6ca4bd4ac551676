// The app page's first script of its own (src/app/early-start.ts), which starts the embedded
// service's worker: bundled into the app's entry, it would wait for the whole app to download
// (page-script.ts).
import type { Plugin } from 'vite'
import { withSetupScript } from './content-security-policy.ts'
import { pageScript } from './page-script.ts'

export const EARLY_MODULE = 'src/app/early-start.ts'

/** Adds the early module's script to the app's page (index.html) before its other scripts. */
export function earlyScriptPlugin(): Plugin {
  const script = pageScript(EARLY_MODULE, 'early-start')
  return {
    name: 'eventscope-early-script',
    ...script.hooks,
    // Before the policy plugin's own handler, which puts its setup script first of all: the
    // worker's script URL needs the Trusted Types policy that script sets.
    transformIndexHtml: {
      order: 'post',
      handler: (html, { path, bundle }) =>
        path === '/index.html' ? withSetupScript(html, script.src(bundle)) : html,
    },
  }
}
