// The colours a page computes, read in a journey.
import type { Locator, Page } from '@playwright/test'

/** The relative luminance of an element's computed colour property (0 black, 1 white). */
export async function luminance(
  page: Page,
  target: string | Locator,
  property: string,
): Promise<number> {
  return (typeof target === 'string' ? page.locator(target) : target)
    .first()
    .evaluate((element, name) => {
      const value = getComputedStyle(element).getPropertyValue(name)
      const [r = 0, g = 0, b = 0] = (value.match(/[\d.]+/g) ?? []).map(Number)
      const lin = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }, property)
}
