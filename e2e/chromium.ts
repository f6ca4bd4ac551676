import type { LaunchOptions } from '@playwright/test'
import { findChromium } from '../scripts/find-chromium'

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

/** Launch options for the chromium project, resolved once when the config loads. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: findChromium(), args: [...CHROMIUM_ARGS], chromiumSandbox: false }
}
