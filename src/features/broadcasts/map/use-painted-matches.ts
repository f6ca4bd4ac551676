// Which of the streamed matches the county colours show. Every change of colours is a repaint of
// some 3,000 county shapes, and with a software renderer (or a weak GPU) each such frame holds the
// UI thread until it is drawn. So the colours change twice per search, not once per page: at its
// first page (the most watched broadcasts, so the picture is right in outline) and once every page
// is in. Until a new search's first page arrives, the colours of the last one stay.
import { useState } from 'react'

import type { AllMatches } from '../../../components/map/use-all-matches'

export interface Painted<T> {
  readonly key: string
  readonly items: readonly T[]
}

const NOTHING: readonly never[] = []

/** What to paint next: `painted` itself when nothing should change. */
export function nextPainted<T>(
  painted: Painted<T>,
  searchKey: string,
  matches: Pick<AllMatches<T>, 'items' | 'loading' | 'target'>,
  enabled: boolean,
): Painted<T> {
  if (!enabled) return painted.items === NOTHING ? painted : { key: '', items: NOTHING }
  // Every page in, or a failed page that ended the search: show what came.
  const settled = !matches.loading && matches.target !== undefined
  const firstPage = painted.key !== searchKey && matches.items.length > 0
  const changed = painted.key !== searchKey || painted.items !== matches.items
  return (settled || firstPage) && changed ? { key: searchKey, items: matches.items } : painted
}

export function usePaintedMatches<T>(
  searchKey: string,
  matches: AllMatches<T>,
  /** False when nothing is asked (a radius touching no county): the map shows nothing. */
  enabled: boolean,
): readonly T[] {
  const [painted, setPainted] = useState<Painted<T>>({ key: '', items: NOTHING })
  const next = nextPainted(painted, searchKey, matches, enabled)
  // Adjusting state while rendering (React's pattern for state derived from changing props): the
  // render is redone at once with the new value, before anything is drawn.
  if (next !== painted) setPainted(next)
  return next.items
}
