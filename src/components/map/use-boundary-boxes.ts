// The boxes of the outlines the basemap draws (countries, US states, US counties), by place id,
// read from the basemap's own files (the browser's cache serves them a second time) and kept for
// as long as the page is open. Only the files asked for are read.
import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'

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

export function useBoundaryBoxes(files: readonly BoundaryFile[]): BoundaryBoxes {
  const results = useQueries({
    queries: files.map((file) => ({
      queryKey: ['boundary-boxes', file],
      queryFn: ({ signal }: { signal: AbortSignal }) => readBoxes(file, signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: 1,
    })),
  })
  const datas = results.map((result) => result.data)
  const settled = results.every((result) => !result.isPending)
  // One map per set of answers, so the views reframe when an answer arrives, not every render.
  const [kept, setKept] = useState(() => ({ datas, boxes: merged(datas) }))
  const same =
    kept.datas.length === datas.length && kept.datas.every((data, i) => data === datas[i])
  if (same) return { boxes: kept.boxes, settled }
  const next = { datas, boxes: merged(datas) }
  setKept(next)
  return { boxes: next.boxes, settled }
}

function merged(
  datas: readonly (ReadonlyMap<string, BBox> | undefined)[],
): ReadonlyMap<string, BBox> {
  const boxes = new Map<string, BBox>()
  for (const data of datas) for (const [id, box] of data ?? []) boxes.set(id, box)
  return boxes
}
