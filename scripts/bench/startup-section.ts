// Section D of `npm run bench`: the start-up table (startup.ts) on its own preview servers and
// browser, so that `BENCH_DASHBOARD=startup` can run it alone.
import { BARE_MAP_PAGE } from '../../src/testing/pages/pages'
import { withBenchSetup } from './dashboard-server'
import type { StartupTable, StartupTarget } from './startup'
import { BARE_TARGET_NAME, canvasOfEvents, runStartupTable, startupTargets } from './startup'
import { printStartup } from './startup-report'

/** The journeys' viewport (playwright.config.ts). */
const VIEWPORT = { width: 1440, height: 900 } as const

export type StartupSection = StartupTable | { readonly error: string }

const portOf = (origin: string): number => Number(new URL(origin).port)

/**
 * The targets BENCH_STARTUP_ONLY names (comma-separated parts of their names, "broadcasts" for
 * both broadcasts rows), always with the bare map they are compared to; all when it is unset.
 */
function chosen(targets: readonly StartupTarget[]): readonly StartupTarget[] {
  const only = (process.env.BENCH_STARTUP_ONLY ?? '').split(',').filter((part) => part !== '')
  if (only.length === 0) return targets
  return targets.filter(
    (t) => t.name === BARE_TARGET_NAME || only.some((part) => t.name.includes(part)),
  )
}

export async function benchStartup(root: string, quick: boolean): Promise<StartupSection> {
  console.log('\n== D. Start-up of every view and shared link ==')
  try {
    return await withBenchSetup(root, async ({ app, pages, browser }) => {
      const canvas = await canvasOfEvents(browser, app.origin, VIEWPORT, 180_000)
      const table = await runStartupTable(
        browser,
        { appPort: portOf(app.origin), pagesPort: portOf(pages.origin) },
        chosen(startupTargets(BARE_MAP_PAGE, canvas)),
        {
          runs: Number(process.env.BENCH_STARTUP_RUNS ?? (quick ? 1 : 3)),
          viewport: VIEWPORT,
          timeoutMs: 180_000,
          log: (line) => {
            console.log(line)
          },
        },
      )
      if (printStartup(table) > 0) console.log('  some start-up ratios miss their goal')
      return table
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.log(`  FAILED: ${message}`)
    process.exitCode = 1
    return { error: message }
  }
}
