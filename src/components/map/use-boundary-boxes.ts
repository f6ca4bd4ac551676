// The boxes of the outlines the basemap draws (countries, US states, US counties), by place id,
// read from the basemap's own files (the browser's cache serves them a second time) and kept for
// as long as the page is open. Only the files asked for are read.
import { useQueries } from '@tanstack/react-query'

import { basemapUrl } from './basemap-data'
import { boxesOfFeatures } from './place-boxes'
import type { BBox } from './viewport'

export type BoundaryFile = 'countries' | 'usStates' | 'usCounties'

async function readBoxes(file: BoundaryFile, signal: AbortSignal) {
  const response = await fetch(basemapUrl(file), { signal })
  if (!response.ok) throw new Error(`${file}: ${String(response.status)}`)
  return boxesOfFeatures(await response.json())
}

export interface BoundaryBoxes {
  /** Boxes by place id, from every file asked for that has arrived. */
  readonly boxes: ReadonlyMap<string, BBox>
  /** Every file asked for has arrived or failed: what is missing will not come. */
  readonly settled: boolean
}

/**
 * The boxes of `files`, merged. `combine` is stable, so TanStack Query runs it only when an answer
 * changes: the views get a new map (and reframe) when a file arrives, not on every render.
 */
export function useBoundaryBoxes(files: readonly BoundaryFile[]): BoundaryBoxes {
  return useQueries({
    queries: files.map((file) => ({
      queryKey: ['boundary-boxes', file],
      queryFn: ({ signal }: { signal: AbortSignal }) => readBoxes(file, signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: 1,
    })),
    combine: mergedBoxes,
  })
}

function mergedBoxes(
  results: readonly { readonly data?: ReadonlyMap<string, BBox>; readonly isPending: boolean }[],
): BoundaryBoxes {
  const boxes = new Map<string, BBox>()
  for (const { data } of results) for (const [id, box] of data ?? []) boxes.set(id, box)
  return { boxes, settled: results.every((result) => !result.isPending) }
}
