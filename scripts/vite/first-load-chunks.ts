// The chunks a first load downloads: every module the app's entry imports statically goes into
// one chunk, and what the early script shares with it into another, rather than into a chunk for
// each set of importers (the lazy views share many of them). Over HTTP/1.1 a browser opens six
// connections to a host: twenty small scripts took them all, and the service worker's script
// and the embedded dataset's download queued behind them.
import { resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** The output's `codeSplitting` groups (rolldown), and the plugin that tells them the modules. */
export interface FirstLoadChunks {
  readonly plugin: Plugin
  readonly codeSplitting: Rolldown.CodeSplittingOptions
}

/** The modules `entry` imports statically, itself included. */
function staticClosure(
  graph: Pick<Rolldown.PluginContext, 'getModuleInfo'>,
  entry: string,
): Set<string> {
  const seen = new Set<string>([entry])
  const queue = [entry]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return seen
}

/**
 * `appEntry` and `earlyEntry` are modules from the project's root (src/app/main.tsx, the early
 * script): the early script's modules that the app also imports form the chunk `start`, the app's
 * other static imports the chunk `app`. The modules `setupEntry` imports (the policy's setup
 * script, which runs first of all) form the chunk `setup`, first in priority: a group also takes
 * the modules its modules import, and those of the setup in `start` would run with that chunk,
 * before the setup's code has readied them (zod's `jitless` setting).
 */
export function firstLoadChunks(
  appEntry: string,
  earlyEntry: string,
  setupEntry: string,
): FirstLoadChunks {
  let setup = new Set<string>()
  let app = new Set<string>()
  let start = new Set<string>()
  const plugin: Plugin = {
    name: 'eventscope-first-load-chunks',
    apply: 'build',
    buildEnd() {
      const root = process.cwd()
      const closure = (entry: string) => staticClosure(this, resolve(root, entry))
      const appModules = closure(appEntry)
      const earlyModules = closure(earlyEntry)
      const setupModules = closure(setupEntry)
      // Entries stay chunks of their own, as the page names them.
      const grouped = (id: string) =>
        !setupModules.has(id) && id !== resolve(root, appEntry) && id !== resolve(root, earlyEntry)
      setup = new Set([...setupModules].filter((id) => id !== resolve(root, setupEntry)))
      start = new Set([...earlyModules].filter((id) => appModules.has(id) && grouped(id)))
      app = new Set([...appModules].filter((id) => !earlyModules.has(id) && grouped(id)))
    },
  }
  return {
    plugin,
    codeSplitting: {
      groups: [
        { name: 'setup', test: (id) => setup.has(id), priority: 3 },
        { name: 'start', test: (id) => start.has(id), priority: 2 },
        { name: 'app', test: (id) => app.has(id), priority: 1 },
      ],
    },
  }
}
