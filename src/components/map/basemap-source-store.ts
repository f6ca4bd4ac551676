// The basemap the analyst chose on the Account page, kept in this browser's localStorage; until
// they choose, the server's default (basemap-source.ts hostBasemap).
import { createStore, useStore } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { basemapSourceSchema, hostBasemap, type BasemapSource } from './basemap-source'

export const BASEMAP_SOURCE_STORAGE_KEY = 'eventscope.basemap-source'

interface BasemapSourceState {
  readonly source: BasemapSource
  setSource(source: BasemapSource): void
}

export const basemapSourceStore = createStore<BasemapSourceState>()(
  persist(
    (set) => ({
      source: hostBasemap(),
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
        const parsed = basemapSourceSchema.safeParse(
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
