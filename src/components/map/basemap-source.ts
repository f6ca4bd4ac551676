// A basemap source: the offline basemap (basemap-style.ts), a MapLibre style URL, or a PMTiles
// archive drawn with the Protomaps style. The analyst chooses one on the Account page
// (basemap-source-store.ts); a server may name a default with BASEMAP_URL, which it writes into
// the page as <meta name="eventscope-basemap"> (vite.config.ts). Both are read through the schema:
// a hand-edited value is ignored, never trusted.
import { z } from 'zod'

// With its .ts: vite.config.ts imports this module, and Vite's config loader resolves as Node does.
import { isReachableUrl } from '../../utils/remote-origins.ts'

export const BASEMAP_META = 'eventscope-basemap'

export type BasemapSourceKind = 'offline' | 'style' | 'pmtiles'

export type BasemapSource =
  { readonly kind: 'offline' } | { readonly kind: 'style' | 'pmtiles'; readonly url: string }

export const OFFLINE_BASEMAP: BasemapSource = { kind: 'offline' }

/**
 * An absolute https URL, or http on this machine, as the page's Content-Security-Policy lets it
 * fetch (src/utils/remote-origins.ts); a reason in words otherwise.
 */
export function checkSourceUrl(text: string): { url: string } | { error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { error: 'Enter the URL of the style or the archive.' }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return { error: 'Enter a whole URL, starting with https://.' }
  }
  if (isReachableUrl(url)) return { url: url.href }
  return { error: 'The URL must start with https:// (http:// only on this machine).' }
}

export const basemapSourceSchema = z.union([
  z.object({ kind: z.literal('offline') }),
  z.object({
    kind: z.enum(['style', 'pmtiles']),
    url: z.string().refine((text) => 'url' in checkSourceUrl(text)),
  }),
])

/** The source a server names: BASEMAP_URL, with BASEMAP_KIND or else its file name saying which. */
export function serverBasemap(
  url: string | undefined,
  kind: string | undefined,
): BasemapSource | undefined {
  if (!url?.trim()) return undefined
  const checked = checkSourceUrl(url)
  if ('error' in checked) throw new Error(`BASEMAP_URL: ${checked.error}`)
  const named =
    kind?.trim() || (new URL(checked.url).pathname.endsWith('.pmtiles') ? 'pmtiles' : 'style')
  if (named !== 'style' && named !== 'pmtiles') {
    throw new Error('BASEMAP_KIND must be style or pmtiles.')
  }
  return { kind: named, url: checked.url }
}

/** The source of a page's meta tag content; anything unreadable means the offline basemap. */
export function basemapFromMeta(content: string | null | undefined): BasemapSource {
  if (!content) return OFFLINE_BASEMAP
  try {
    const parsed = basemapSourceSchema.safeParse(JSON.parse(content))
    return parsed.success ? parsed.data : OFFLINE_BASEMAP
  } catch {
    return OFFLINE_BASEMAP
  }
}

/** The default of the server that served this page (offline outside a browser). */
export function hostBasemap(): BasemapSource {
  if (typeof document === 'undefined') return OFFLINE_BASEMAP
  return basemapFromMeta(
    document.querySelector(`meta[name="${BASEMAP_META}"]`)?.getAttribute('content'),
  )
}
