// Whether a map fits the frame a view gives it: its bottom corners (scale bar, attribution, legend)
// end inside the frame, not under its clipped edge.
import { expect } from '@playwright/test'
import type { Locator } from '@playwright/test'

export async function expectMapCornersInFrame(frame: Locator): Promise<void> {
  const bottom = async (locator: Locator) => {
    const box = await locator.boundingBox()
    return box ? box.y + box.height : Number.NaN
  }
  for (const corner of ['bottom-left', 'bottom-right']) {
    await expect
      .poll(
        async () =>
          (await bottom(frame)) - (await bottom(frame.locator(`.maplibregl-ctrl-${corner}`))),
      )
      .toBeGreaterThanOrEqual(0)
  }
}
