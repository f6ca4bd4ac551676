// The device the journeys browse with, for the project (playwright.config.ts) and for the kept
// page that some files share (fixtures.ts).
import { devices } from '@playwright/test'

/**
 * Half a device pixel per CSS pixel. Pages lay out exactly as at 1× (the same CSS pixels, the same
 * breakpoints), while the maps, drawn by a software WebGL on this machine, paint a quarter of the
 * pixels: half of the GPU process's share of a journey's CPU. A journey checks behaviour, and it
 * counts a map's drawn pixels in CSS pixels (canvas-pixels.ts). Screens saved for people to look
 * at (E2E_SCREENS=1, fixtures.ts `saveScreen`) are taken at 1×.
 */
const SCALE = process.env.E2E_SCREENS === '1' ? 1 : 0.5

export const JOURNEY_DEVICE = { ...devices['Desktop Chrome'], deviceScaleFactor: SCALE }
