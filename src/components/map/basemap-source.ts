// The basemap the analyst chose on the Account page, kept in this browser: the offline basemap
// (basemap-style.ts), a MapLibre style URL, or a PMTiles archive drawn with the Protomaps style.
// A kept value is read back through the schema, so a hand-edited one is ignored, never trusted.
import { createStore, useStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { z } from 'zod'

export const BASEMAP_SOURCE_STORAGE_KEY = 'eventscope.basemap-source'

export type BasemapSourceKind = 'offline' | 'style' | 'pmtiles'

export type BasemapSource =
  { readonly kind: 'offline' } | { readonly kind: 'style' | 'pmtiles'; readonly url: string }

export const OFFLINE_BASEMAP: BasemapSource = { kind: 'offline' }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An absolute https URL, or http on this machine; a reason in words otherwise. */
export function checkSourceUrl(text: string): { url: string } | { error: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { error: 'Enter the URL of the style or the archive.' }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    return { error: 'Enter a whole URL, starting with https://.' }
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return { url: url.href }
  }
  return { error: 'The URL must start with https:// (http:// only on this machine).' }
}

const keptSchema = z.union([
  z.object({ kind: z.literal('offline') }),
  z.object({
    kind: z.enum(['style', 'pmtiles']),
    url: z.string().refine((text) => 'url' in checkSourceUrl(text)),
  }),
])

interface BasemapSourceState {
  readonly source: BasemapSource
  setSource(source: BasemapSource): void
}

export const basemapSourceStore = createStore<BasemapSourceState>()(
  persist(
    (set) => ({
      source: OFFLINE_BASEMAP,
      setSource: (source) => {
        set({ source })
      },
    }),
    {
      name: BASEMAP_SOURCE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ source }) => ({ source }),
      merge: (persisted, current) => {
        const parsed = keptSchema.safeParse(
          persisted && typeof persisted === 'object' && 'source' in persisted
            ? persisted.source
            : undefined,
        )
        return parsed.success ? { ...current, source: parsed.data } : current
      },
    },
  ),
)

/** The kept basemap source, in a component. */
export function useBasemapSource(): BasemapSource {
  return useStore(basemapSourceStore, (state) => state.source)
}
