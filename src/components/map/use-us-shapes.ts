// The US county and state outlines as data, fetched once per page from the basemap's own files
// (the browser's cache serves the second read) and kept for the session. They are 2 MB of JSON
// parsed on the page's thread, so unless a view needs them at once they wait for its first data.
import { useQuery } from '@tanstack/react-query'

import { basemapUrl } from './basemap-data'
import { parseUsShapes } from './county-shapes'
import { viewDrawn } from '../../utils/page-marks'
import type { UsShapes } from './county-shapes'

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

/**
 * The outlines: fetched at once when `now` (a radius to turn into counties), else once the view
 * shows its data (`viewDrawn`), ready for what a click on the map asks of them.
 */
export function useUsShapes(now: boolean): {
  readonly shapes: UsShapes | undefined
  readonly error: unknown
} {
  const query = useQuery({
    queryKey: ['us-shapes'],
    queryFn: async ({ signal }) => {
      if (!now) await viewDrawn()
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
