// The US county and state outlines as data, fetched once per page from the basemap's own files
// (the browser's cache serves the second read) and kept for the session.
import { useQuery } from '@tanstack/react-query'

import { basemapUrl } from './basemap-data'
import { parseUsShapes } from './county-shapes'
import type { UsShapes } from './county-shapes'

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

export function useUsShapes(): { readonly shapes: UsShapes | undefined; readonly error: unknown } {
  const query = useQuery({
    queryKey: ['us-shapes'],
    queryFn: async ({ signal }) => {
      const [counties, states] = await Promise.all([
        fetchJson(basemapUrl('usCounties'), signal),
        fetchJson(basemapUrl('usStates'), signal),
      ])
      return parseUsShapes(counties, states)
    },
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return { shapes: query.data, error: query.error }
}
