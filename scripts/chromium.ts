// Chromium for the journeys (playwright.config.ts) and the bench (scripts/bench/dashboard.ts), in
// one place: where the browser is found, and the flags it is launched with.
import type { LaunchOptions } from 'playwright-core'
import { accessSync, constants, statSync } from 'node:fs'
import { chromium } from 'playwright-core'

/** Debian's package puts its launcher here (`apt-get install -y chromium`). */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = ['/usr/bin/chromium']

/**
 * The journeys' first choice: Debian's old headless shell (`apt-get install -y
 * chromium-headless-shell`), the same engine without the browser's own windowing, which
 * Playwright itself runs headless tests in. It spends 5-13 % less CPU on the same journeys, and
 * they are CPU-bound on a 2-core machine. The bench keeps the full Chromium analysts run.
 */
export const JOURNEY_CHROMIUM_PATHS: readonly string[] = [
  '/usr/bin/chromium-headless-shell',
  ...SYSTEM_CHROMIUM_PATHS,
]

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one with `apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium executable.'

export interface FindChromiumOptions {
  /** Environment to read CHROMIUM_PATH from; defaults to process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** Where a system Chromium may live, tried in order. */
  readonly systemPaths?: readonly string[]
  /** Where Playwright's own downloaded Chromium would be, if it knows. */
  readonly bundledPath?: () => string | undefined
}

/** True when `path` is a regular file this process may execute. */
export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightBundledPath(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    // Older playwright-core throws when it has no browser registry entry for this platform.
    return undefined
  }
}

/**
 * Picks the Chromium the journeys run in: CHROMIUM_PATH when set, else the system
 * package, else a browser Playwright downloaded. Playwright cannot download browsers
 * on every machine (docs/architecture.md "This machine"), so the system package comes before it.
 */
export function findChromium(options: FindChromiumOptions = {}): string {
  const env = options.env ?? process.env
  const override = env.CHROMIUM_PATH?.trim()
  if (override) {
    // An explicit choice that does not exist is a mistake to report, not to paper over.
    if (!isExecutableFile(override)) {
      throw new Error(`CHROMIUM_PATH is set to ${override}, which is not an executable file.`)
    }
    return override
  }
  for (const candidate of options.systemPaths ?? SYSTEM_CHROMIUM_PATHS) {
    if (isExecutableFile(candidate)) return candidate
  }
  const bundled = (options.bundledPath ?? playwrightBundledPath)()
  if (bundled && isExecutableFile(bundled)) return bundled
  throw new Error(NO_CHROMIUM_MESSAGE)
}

/**
 * Flags for a headless Chromium on a shared CI box run as root.
 * Never add --disable-software-rasterizer: WebGL (MapLibre) runs on SwiftShader here
 * and that flag turns it off (docs/architecture.md "This machine").
 */
export const CHROMIUM_ARGS: readonly string[] = [
  // Chromium refuses to start its sandbox as root.
  '--no-sandbox',
  // No update checks, sync or field trials: the journeys must not depend on the network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The journeys' extra flags, never the bench's: a journey checks behaviour, and its pages live
 * seconds. V8 stops at Maglev, its quick optimising compiler: no page spends a core compiling hot
 * code with TurboFan that it runs too briefly to gain from, while the service's loops (checking a
 * kept dataset, generating one in the browser) still run compiled, which the baseline compiler
 * alone ran several times slower. The code does the same either way. The journeys are CPU-bound
 * on a 2-core machine, so the cores saved are their time.
 */
export const JOURNEY_CHROMIUM_ARGS: readonly string[] = ['--js-flags=--max-opt=2']

/**
 * Launch options for a Chromium on this machine: the bench's, or the journeys' with their own
 * browser and flags (JOURNEY_CHROMIUM_PATHS, JOURNEY_CHROMIUM_ARGS). Resolved once when the
 * caller loads.
 */
export function chromiumLaunchOptions(use: 'bench' | 'journeys' = 'bench'): LaunchOptions {
  const journeys = use === 'journeys'
  return {
    executablePath: findChromium({
      systemPaths: journeys ? JOURNEY_CHROMIUM_PATHS : SYSTEM_CHROMIUM_PATHS,
    }),
    args: [...CHROMIUM_ARGS, ...(journeys ? JOURNEY_CHROMIUM_ARGS : [])],
    chromiumSandbox: false,
  }
}
