// Brushing: press on a day, drag to another, release. A press and release on the same day is a
// click (the surge chart uses it to pick a day). State changes only when the day under the
// pointer changes, so dragging over a year of bars stays cheap.
import { useState } from 'react'
import type { MouseHandlerDataParam } from 'recharts'

import type { DaySpan } from '../../../components/compare/period-change'

export interface BrushHandlers {
  readonly onMouseDown: (state: MouseHandlerDataParam) => void
  readonly onMouseMove: (state: MouseHandlerDataParam) => void
  readonly onMouseUp: (state: MouseHandlerDataParam) => void
  readonly onMouseLeave: () => void
}

const labelOf = (state: MouseHandlerDataParam): string | undefined =>
  typeof state.activeLabel === 'string' ? state.activeLabel : undefined

export function useBrush(
  onBrush: (span: DaySpan) => void,
  onDayClick?: (date: string) => void,
): { handlers: BrushHandlers; draft: DaySpan | undefined } {
  const [start, setStart] = useState<string | undefined>(undefined)
  const [end, setEnd] = useState<string | undefined>(undefined)
  const finish = (last: string | undefined) => {
    if (start !== undefined && last !== undefined) {
      if (last === start) onDayClick?.(start)
      else onBrush(start < last ? { gte: start, lte: last } : { gte: last, lte: start })
    }
    setStart(undefined)
    setEnd(undefined)
  }
  return {
    handlers: {
      onMouseDown: (state) => {
        const label = labelOf(state)
        setStart(label)
        setEnd(label)
      },
      onMouseMove: (state) => {
        const label = labelOf(state)
        if (start !== undefined && label !== undefined && label !== end) setEnd(label)
      },
      onMouseUp: (state) => {
        finish(labelOf(state) ?? end)
      },
      onMouseLeave: () => {
        finish(end)
      },
    },
    draft:
      start !== undefined && end !== undefined && start !== end
        ? start < end
          ? { gte: start, lte: end }
          : { gte: end, lte: start }
        : undefined,
  }
}
