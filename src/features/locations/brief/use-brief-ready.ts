// Whether every part of a brief is in: its picture of the map, the figures' comparison with the
// 90 days before, the chart, the biggest events and the changes. Each part reports itself; the page says what it still waits for, and prints only
// once nothing is missing (a failed part counts as in: it prints what went wrong).
import { useMemo, useState } from 'react'

export const BRIEF_PARTS = ['map', 'figures', 'chart', 'events', 'changes'] as const
export type BriefPart = (typeof BRIEF_PARTS)[number]

const NOTHING_IN: Readonly<Record<BriefPart, boolean>> = {
  map: false,
  figures: false,
  chart: false,
  events: false,
  changes: false,
}

/** How the page names a part it waits for. */
export const PART_NAMES: Readonly<Record<BriefPart, string>> = {
  map: 'the map picture',
  figures: 'the comparison with the previous 90 days',
  chart: 'the attendance chart',
  events: 'the biggest events',
  changes: 'the changes',
}

export function useBriefReady() {
  const [parts, setParts] = useState(NOTHING_IN)
  // One stable reporter per part, so a part's effect runs when its own state changes only.
  const report = useMemo(() => {
    const make = (part: BriefPart) => (ready: boolean) => {
      setParts((old) => (old[part] === ready ? old : { ...old, [part]: ready }))
    }
    return {
      map: make('map'),
      figures: make('figures'),
      chart: make('chart'),
      events: make('events'),
      changes: make('changes'),
    }
  }, [])
  const missing = BRIEF_PARTS.filter((part) => !parts[part])
  return { report, missing }
}
